/**
 * The numbered tables of the spec (document 002 §2, §3), each with its requirement ID. Names
 * are the spec's words in camelCase; the numbers are the contract other code and other
 * renderers read, so they are written here once and nowhere else.
 */
import { enumeration } from './enumeration.ts';

/** [ENUM-002] Page-type codes. */
export const PAGE_TYPE = /* @__PURE__ */ enumeration('page type', {
  mainContent: 1,
  page: 2,
  splashPage: 3,
  contentItem: 50,
  notFound: 100,
  error: 101,
  search: 102,
  lockScreen: 103,
  popupOverlay: 104,
  protectedContent: 105,
  memberAreaAccessDenied: 106,
  cart: 200,
  checkout: 201,
  orderConfirmed: 202,
  donate: 203,
  contributionConfirmed: 204,
  cartV2: 205,
  subscriptionConfirmed: 206,
  orderReceived: 207,
  membershipConfirmed: 208,
  reviewsRequest: 209,
  digitalProductComposerPreview: 210,
  orderStatus: 211,
  newsletterUnsubscribe: 300,
  commerceEmailPreview: 301,
});

/** [ENUM-003] [ENUM-005] Block types, the visitor-facing set (other numbers exist; not shown). */
export const BLOCK_TYPE = /* @__PURE__ */ enumeration('block type', {
  navigation: 1,
  html: 2,
  logo: 3,
  map: 4,
  image: 5,
  gallery: 8,
  form: 9,
  menu: 18,
  summary: 20,
  embed: 22,
  code: 23,
  video: 32,
  search: 33,
  audio: 41,
  product: 43,
  button: 53,
  summaryV2: 55,
  opentableV2: 66,
  memberArea: 67,
  tock: 68,
  accordion: 69,
  marquee: 70,
  shape: 71,
});

/** [ENUM-004] [ENUM-005] Editor block types: a numbering of its own, beside BLOCK_TYPE. */
export const EDITOR_BLOCK_TYPE = /* @__PURE__ */ enumeration('editor block type', {
  heading: 1,
  subHeading: 2,
  body: 3,
  image: 4,
  gallery: 5,
  video: 6,
  socialIcons: 7,
  buttons: 8,
  navigation: 9,
  customForm: 10,
  newsletter: 11,
  album: 12,
  map: 13,
  logo: 14,
  action: 15,
  form: 16,
  lock: 17,
  password: 18,
  twitter: 19,
  popupOverlayAction: 20,
  temporaryLockInject: 100,
});

/** [ENUM-006] Block variants (1001 is absent from the spec's list). */
export const BLOCK_VARIANT = /* @__PURE__ */ enumeration('block variant', {
  gallerySlideshow: 1000,
  galleryCarousel: 1002,
  galleryGrid: 1003,
  galleryStack: 1004,
  summaryWall: 1005,
  summaryCarousel: 1006,
  summaryList: 1007,
  summaryGrid: 1008,
  chartBar: 1009,
  chartLine: 1010,
  chartPie: 1011,
  imageInline: 1012,
  imagePoster: 1013,
  imageCard: 1014,
  imageOverlap: 1015,
  imageCollage: 1016,
  imageStack: 1017,
  reservationsWidget: 1018,
  eventsWidget: 1019,
});

/** [ENUM-007] Slice types. */
export const SLICE_TYPE = /* @__PURE__ */ enumeration('slice type', { coverPage: 1, lockScreen: 2, popupOverlay: 3 });

/** [ENUM-008] Product types. */
export const PRODUCT_TYPE = /* @__PURE__ */ enumeration('product type', { physical: 1, digital: 2, service: 3, giftCard: 4, paywall: 5 });

/** [ENUM-009] Collection types (others exist; not shown). */
export const COLLECTION_TYPE = /* @__PURE__ */ enumeration('collection type', {
  generic: 1,
  subscription: 2,
  splashPage: 8,
  page: 10,
  products: 13,
  portfolio: 23,
  lessons: 24,
});

/** [ENUM-010] Item record types (others exist; not shown). */
export const ITEM_RECORD_TYPE = /* @__PURE__ */ enumeration('item record type', {
  text: 1,
  image: 2,
  quote: 4,
  link: 5,
  audio: 7,
  video: 8,
  review: 10,
  storeItem: 11,
  event: 12,
  gallery: 14,
  lesson: 62,
});

/** [ENUM-011] Content item statuses (transitions between them: not shown). */
export const CONTENT_STATUS = /* @__PURE__ */ enumeration('content item status', {
  published: 1,
  scheduled: 2,
  needsReview: 3,
  draft: 4,
  private: 5,
  deleted: 6,
});

/**
 * [ENUM-012] Service (integration) ids, as far as the spec gives them: facebook 2, stripe 15,
 * the four paypal variants 45 to 48 (their own names are not shown: named by number), square 76.
 */
export const SERVICE_ID = /* @__PURE__ */ enumeration('service id', {
  facebook: 2,
  stripe: 15,
  paypal45: 45,
  paypal46: 46,
  paypal47: 47,
  paypal48: 48,
  square: 76,
});

/**
 * [ENUM-013] Feature ids run from 1 to 70. The spec names some features (below) without their
 * numbers, so they are a list of names, and a feature id is any whole number in the range.
 */
export const FEATURE_ID_RANGE = /* @__PURE__ */ Object.freeze({ min: 1, max: 70 });
export const NAMED_FEATURES = /* @__PURE__ */ Object.freeze(['commerce', 'giftCards', 'popupOverlay', 'afterpay', 'clearpay', 'klarna'] as const);

/** [ENUM-014] Measurement unit. */
export const MEASUREMENT_UNIT = /* @__PURE__ */ enumeration('measurement unit', { imperial: 1, metric: 2 });

/** [ENUM-015] Popup overlay and mobile information bar style. */
export const OVERLAY_STYLE = /* @__PURE__ */ enumeration('popup overlay style', { none: 1, light: 2, dark: 3 });

/** [ENUM-016] Popup style. */
export const POPUP_STYLE = /* @__PURE__ */ enumeration('popup style', { none: 1, show: 2 });

/** [ENUM-017] Badge type. */
export const BADGE_TYPE = /* @__PURE__ */ enumeration('badge type', { none: 1, black: 2, white: 3 });

/** [ENUM-018] Site status values (9 and 10 are absent from the spec's list). */
export const SITE_STATUS = /* @__PURE__ */ enumeration('site status', {
  expired: 1,
  pastdue: 2,
  trial: 3,
  beta: 4,
  removed: 5,
  internal: 6,
  comped: 7,
  paid: 8,
  v5Linked: 11,
  activeParkingPage: 12,
  resold: 13,
  resoldGracePeriod: 14,
  enterprise: 15,
});

/** [ENUM-019] Site (template) versions: named by how they are written. */
export const SITE_VERSION = /* @__PURE__ */ enumeration('site version', { '7': 7, '7.1': 7.1, '8': 8 });

/** [ENUM-020] Website types. */
export const WEBSITE_TYPE = /* @__PURE__ */ enumeration('website type', { classic: 1, coverPage: 2, parkingPage: 3, commerce: 4, enterprise: 5 });

/** [ENUM-022] Event type codes. */
/** [ENUM-021] Button tracking context: where the tracked button sits. */
export const BUTTON_TRACKING_CONTEXT = /* @__PURE__ */ enumeration('button tracking context', { buttonBlock: 1, popupOverlay: 2 });

export const EVENT_TYPE = /* @__PURE__ */ enumeration('event type', { pageView: 1, siteSearch: 2, heartbeat: 10, audio: 20, video: 21 });

/** [ENUM-023] Form settings tabs. */
export const FORM_SETTINGS_TAB = /* @__PURE__ */ enumeration('form settings tab', { build: 1, storage: 2, advanced: 3, captcha: 4, disclaimer: 5 });
