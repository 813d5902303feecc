// The numbered tables' index and the name/code types of each (the enums index exports them by name).
import {
  BADGE_TYPE,
  BLOCK_TYPE,
  BLOCK_VARIANT,
  COLLECTION_TYPE,
  CONTENT_STATUS,
  EDITOR_BLOCK_TYPE,
  BUTTON_TRACKING_CONTEXT,
  EVENT_TYPE,
  FORM_SETTINGS_TAB,
  ITEM_RECORD_TYPE,
  MEASUREMENT_UNIT,
  OVERLAY_STYLE,
  PAGE_TYPE,
  POPUP_STYLE,
  PRODUCT_TYPE,
  SERVICE_ID,
  SITE_STATUS,
  SITE_VERSION,
  SLICE_TYPE,
  WEBSITE_TYPE,
} from './constants.ts';
import type { AnyEnumeration, CodeOf, NameOf } from './enumeration.ts';


/** Every numbered table of this folder, by the name it is exported under. */
export const ENUMERATIONS: Readonly<Record<string, AnyEnumeration>> = /* @__PURE__ */ Object.freeze({
  PAGE_TYPE,
  BLOCK_TYPE,
  EDITOR_BLOCK_TYPE,
  BLOCK_VARIANT,
  SLICE_TYPE,
  PRODUCT_TYPE,
  COLLECTION_TYPE,
  ITEM_RECORD_TYPE,
  CONTENT_STATUS,
  SERVICE_ID,
  MEASUREMENT_UNIT,
  OVERLAY_STYLE,
  POPUP_STYLE,
  BADGE_TYPE,
  SITE_STATUS,
  SITE_VERSION,
  WEBSITE_TYPE,
  BUTTON_TRACKING_CONTEXT,
  EVENT_TYPE,
  FORM_SETTINGS_TAB,
});

export type PageTypeName = NameOf<typeof PAGE_TYPE>;
export type PageTypeCode = CodeOf<typeof PAGE_TYPE>;
export type BlockTypeName = NameOf<typeof BLOCK_TYPE>;
export type BlockTypeCode = CodeOf<typeof BLOCK_TYPE>;
export type EditorBlockTypeName = NameOf<typeof EDITOR_BLOCK_TYPE>;
export type EditorBlockTypeCode = CodeOf<typeof EDITOR_BLOCK_TYPE>;
export type BlockVariantName = NameOf<typeof BLOCK_VARIANT>;
export type SliceTypeName = NameOf<typeof SLICE_TYPE>;
export type ProductTypeName = NameOf<typeof PRODUCT_TYPE>;
export type CollectionTypeName = NameOf<typeof COLLECTION_TYPE>;
export type ItemRecordTypeName = NameOf<typeof ITEM_RECORD_TYPE>;
export type ContentStatusName = NameOf<typeof CONTENT_STATUS>;
export type ServiceIdName = NameOf<typeof SERVICE_ID>;
export type MeasurementUnitName = NameOf<typeof MEASUREMENT_UNIT>;
export type OverlayStyleName = NameOf<typeof OVERLAY_STYLE>;
export type PopupStyleName = NameOf<typeof POPUP_STYLE>;
export type BadgeTypeName = NameOf<typeof BADGE_TYPE>;
export type SiteStatusName = NameOf<typeof SITE_STATUS>;
export type SiteVersionName = NameOf<typeof SITE_VERSION>;
export type WebsiteTypeName = NameOf<typeof WEBSITE_TYPE>;
export type EventTypeName = NameOf<typeof EVENT_TYPE>;
export type FormSettingsTabName = NameOf<typeof FORM_SETTINGS_TAB>;
