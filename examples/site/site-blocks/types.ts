import type { CookieBannerData } from '../../../machines/cookie-banner/machine.ts';
import type { AccordionBlockData } from '../../../machines/accordion/codec.ts';
import type { FormBlockData } from '../../../machines/form/codec.ts';
import type { GalleryBlockDecoding } from '../../../machines/gallery/codec.ts';
import type { HighlightBlockData } from '../../../machines/highlight/codec.ts';
import type { DecodedImageBlock } from '../../../machines/image-block/codec.ts';
import type { DecodedMapBlock, MapsProvider } from '../../../machines/map/types.ts';
import type { MarqueeBlockData } from '../../../machines/marquee/codec.ts';
import type { PricingBlockData } from '../../../machines/pricing-toggle/codec.ts';
import type { ReservationKind, ReservationProvider } from '../../../machines/reservation/types.ts';
import type { Product, StoreSettings } from '../../../machines/store/types.ts';
import type { MenuBlockData } from '../../../machines/tabs/codec.ts';
import type { ButtonFields } from '../../../machines/tracking/logic.ts';

/**
 * One block of a site page as the server decoded it from its block JSON: plain data, carried in
 * the page's payload, that the page renderer turns into an island. `eager`: the block wakes with
 * the page (first screen, or it acts untouched); otherwise when it is needed.
 */
export type SiteBlock = { id: string; eager: boolean } & (
  | { type: 'text'; heading: string | null; level: 1 | 2; paragraphs: string[] }
  | { type: 'image'; data: DecodedImageBlock }
  /** `priority`: on the page's first screen (its first pictures load at once); it still wakes when seen, unless `eager`. */
  | { type: 'gallery'; label: string; decoding: GalleryBlockDecoding; collection: string | undefined; priority: boolean }
  | { type: 'menu'; data: MenuBlockData }
  | { type: 'accordion'; data: AccordionBlockData }
  | { type: 'marquee'; data: MarqueeBlockData }
  | { type: 'highlight'; data: HighlightBlockData }
  | { type: 'pricing'; data: PricingBlockData }
  | { type: 'products'; products: Product[]; currency: string; settings: StoreSettings }
  | { type: 'cart'; title: string; checkoutLabel: string }
  | { type: 'map'; data: DecodedMapBlock; provider: MapsProvider }
  | { type: 'reservation'; kind: ReservationKind; heading: string; provider: ReservationProvider; previewOnly: boolean }
  | { type: 'events-summary'; heading: string; collectionId: string; value: { pageSize: number; design: string }; allEventsLabel: string; allEventsUrl: string }
  | { type: 'button'; button: ButtonFields }
  | { type: 'form'; heading: string; data: FormBlockData }
  | { type: 'newsletter'; title: string; description: string; data: FormBlockData }
);

export type SiteBlockType = SiteBlock['type'];

/** A link of the site's navigation. */
export interface SiteLink {
  label: string;
  path: string;
}

/** What every page of the site shows around its blocks, and its site-wide settings. */
export interface SiteChromeData {
  name: string;
  tagline: string;
  navigation: SiteLink[];
  /** Where the site's basket page is (the header's cart link). */
  cartPath: string;
  address: { line1: string; line2: string; country: string };
  phone: string;
  email: string;
  hours: { days: string; time: string }[];
  footerNote: string;
  /** [STORE-050] The store's currency. */
  currency: string;
  minimumSubtotalCents: number;
  /** The site identity tracking reports (tracking starts only after Accept). */
  context: { app: string; websiteId: string; templateId: string; templateVersion: string; websiteLocale: string };
  /** The cookie banner's settings (spec 000 §3) as the server decoded them, its notice as safe rich text (issue 20, item 3). */
  cookieBanner: CookieBannerData;
  /**
   * [COOK-011] The consent cookie as the request sent it, decoded by the server (`consentOf`, its
   * io-ts codec): null when unset or junk. The banner starts from it; the browser reads its own
   * cookie after hydration (adapters/react/late-consent-cookie.ts).
   */
  consent: 'true' | 'false' | null;
  /** The popup overlay: its settings, texts and sign-up form (null: the site has none). */
  popup: { settings: unknown; title: string; description: string; signUp: FormBlockData } | null;
}

/** The data of one page of the site: its chrome, its type and its decoded blocks. */
export interface SitePageData {
  site: SiteChromeData;
  page: { path: string; title: string; pageType: number };
  blocks: SiteBlock[];
}
