/**
 * The published site (issue 26): a harbour bakery and café described as site data the way a
 * website builder stores it (examples/site-data/: the site's settings, and each page with its page
 * type and its blocks' JSON). Read and decoded once on the server, every block with the runtime's
 * own io-ts codec; a block whose JSON does not decode, or whose type the renderer does not know,
 * is logged and left out (BLK-079), so it renders nothing and never reaches the browser.
 */
import * as t from 'io-ts';
import { decodeAccordionBlock } from '../../../machines/accordion/codec.ts';
import { decodeButtonBlock } from '../../../machines/button-tracking/codec.ts';
import { consentOf, cookieBannerDataOf } from '../../../machines/cookie-banner/codec.ts';
import { CONSENT_COOKIE } from '../../../machines/cookie-banner/constants.ts';
import { parseHtmlFragment } from '../../../adapters/server/html.ts';
import { decodeFormBlockData, type FormBlockData } from '../../../machines/form/codec.ts';
import { decodeGalleryBlock } from '../../../machines/gallery/codec.ts';
import { itemIdFromLocation } from '../../../machines/gallery/history.ts';
import { decodeHighlightBlock } from '../../../machines/highlight/codec.ts';
import { decodeImageBlock } from '../../../machines/image-block/codec.ts';
import { decodeMapBlock } from '../../../machines/map/codec.ts';
import { languageAndRegion } from '../../../machines/map/logic.ts';
import { decodeMarqueeBlock } from '../../../machines/marquee/codec.ts';
import { showsPreviewOnlyAlert } from '../../../machines/permissions/logic.ts';
import { decodePricingBlock } from '../../../machines/pricing-toggle/codec.ts';
import { decodePageContext, pageContextOfDecoding } from '../../../machines/session/codec.ts';
import { decodeWith } from '../../../machines/shared/decode.ts';
import { decodeProductCollection, decodeStoreSettings } from '../../../machines/store/codec.ts';
import { decodeMenuBlock } from '../../../machines/tabs/codec.ts';
import formsJson from '../../content/forms.json' with { type: 'json' };
import siteJson from '../../site-data/site.json' with { type: 'json' };
import homeJson from '../../site-data/pages/home.json' with { type: 'json' };
import menuJson from '../../site-data/pages/menu.json' with { type: 'json' };
import shopJson from '../../site-data/pages/shop.json' with { type: 'json' };
import cartJson from '../../site-data/pages/cart.json' with { type: 'json' };
import bookJson from '../../site-data/pages/book.json' with { type: 'json' };
import galleryJson from '../../site-data/pages/gallery.json' with { type: 'json' };
import contactJson from '../../site-data/pages/contact.json' with { type: 'json' };
import { providerScript } from '../providers.ts';
import type { SiteBlock, SiteChromeData, SitePageData } from '../site-blocks/types.ts';
import { pageContextOf } from './page-context.ts';

/** A page as the site data stores it: its address, head, page type and blocks (block JSON). */
const RawBlock = t.type({ id: t.string, type: t.string, data: t.unknown });
const RawPage = t.intersection([
  t.type({ path: t.string, title: t.string, navTitle: t.string, description: t.string, pageType: t.number, blocks: t.array(RawBlock) }),
  t.partial({ collection: t.boolean }),
]);
export type RawSitePage = t.TypeOf<typeof RawPage>;
export type RawSiteBlock = t.TypeOf<typeof RawBlock>;

const RawSite = t.type({
  context: t.type({ app: t.string, websiteId: t.string, templateId: t.string, templateVersion: t.string, websiteLocale: t.string }),
  name: t.string,
  tagline: t.string,
  address: t.type({ line1: t.string, line2: t.string, country: t.string }),
  phone: t.string,
  email: t.string,
  hours: t.array(t.type({ days: t.string, time: t.string })),
  navigation: t.array(t.type({ label: t.string, path: t.string })),
  store: t.type({ currency: t.string, settings: t.unknown, minimumSubtotalCents: t.number }),
  cookieBanner: t.record(t.string, t.string),
  popup: t.type({ settings: t.unknown, title: t.string, description: t.string, form: t.string }),
  providers: t.type({ maps: t.type({ key: t.string }), reservation: t.type({ global: t.string, accountName: t.string, accountId: t.string }) }),
  footer: t.type({ note: t.string }),
});
type RawSiteData = t.TypeOf<typeof RawSite>;

/** The site data must decode: a site without its settings or pages cannot be served (a build-time fact, thrown at load). */
function mustDecode<A, O>(codec: t.Type<A, O, unknown>, value: unknown, what: string): A {
  const decoded = decodeWith(codec, value);
  if (!decoded.ok) throw new Error(`The site data's ${what} could not be read: ${decoded.details.join('; ')}`);
  return decoded.data;
}

const site: RawSiteData = mustDecode(RawSite, siteJson, 'site settings');

/** The site's pages, in the order of its navigation (and the basket, reached from the cart element). */
export const sitePages: readonly RawSitePage[] = [homeJson, menuJson, shopJson, cartJson, bookJson, galleryJson, contactJson].map((page, index) => mustDecode(RawPage, page, `page ${index + 1}`));

/** The form blocks the site uses, by name (the same file the example backend validates against). */
function formBlock(name: string): FormBlockData | null {
  const decoded = decodeFormBlockData((formsJson as Record<string, unknown>)[name]);
  if (decoded.ok) return decoded.data;
  console.warn(decoded.error, [`form block "${name}"`, ...decoded.details]);
  return null;
}

/** How many blocks from the top of a page are on its first screen (they wake with the page). */
export const FIRST_SCREEN_BLOCKS = 3;

export interface SiteRequest {
  search: string;
  /** The address's path (a collection page's sub-path names one of its items). */
  pathname?: string;
  cookies?: Readonly<Record<string, string>>;
}

const text = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);
const record = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

/**
 * One block's JSON decoded with its codec into what the renderer shows; null when it does not
 * decode or its type is unknown (logged with the codec's message: BLK-079).
 */
export function decodeSiteBlock(raw: RawSiteBlock, context: { page: RawSitePage; request: SiteRequest; eager: boolean }): SiteBlock | null {
  const { id, data } = raw;
  const json = JSON.stringify(data ?? null);
  const base = { id, eager: context.eager };
  const refused = (error: string, details: readonly string[]) => {
    console.warn(`Block "${id}" (${raw.type}) on ${context.page.path} is left out: ${error}`, details);
    return null;
  };
  switch (raw.type) {
    case 'text': {
      const fields = record(data);
      const paragraphs = Array.isArray(fields.paragraphs) ? fields.paragraphs.filter((paragraph): paragraph is string => typeof paragraph === 'string') : [];
      return { ...base, type: 'text', heading: typeof fields.heading === 'string' ? fields.heading : null, level: fields.level === 1 ? 1 : 2, paragraphs };
    }
    case 'image': {
      const decoded = decodeImageBlock(json);
      if (!decoded.ok) return refused(decoded.error, decoded.details);
      if (decoded.warnings.length > 0) console.warn(`Block "${id}": defaults used`, decoded.warnings);
      return { ...base, type: 'image', data: decoded.data };
    }
    case 'gallery': {
      // A gallery that does not decode shows the gallery's own fallback notice (GAL-076), as every gallery block does.
      const decoding = decodeGalleryBlock(json);
      const collection = context.page.collection ? context.page.path : undefined;
      // A gallery wakes when it is seen (at once on the first screen: its pictures are the server's,
      // a press before its code is here is replayed), or with the page when it moves untouched
      // (autoplay) or when the address names one of its pictures (the lightbox opens with the
      // page): then the page's entry fetches its code before hydrating (startSitePage's `before`).
      const named = collection !== undefined && context.request.pathname !== undefined && itemIdFromLocation({ pathname: context.request.pathname, hash: '', state: null }, collection) !== null;
      return { ...base, eager: named || (decoding.ok && decoding.data.autoplay), priority: base.eager, type: 'gallery', label: text(record(data).title, 'Pictures'), decoding, collection };
    }
    case 'menu': {
      const decoded = decodeMenuBlock(json);
      return decoded.ok ? { ...base, type: 'menu', data: decoded.data } : refused(decoded.error, decoded.details);
    }
    case 'accordion': {
      const decoded = decodeAccordionBlock(json);
      return decoded.ok ? { ...base, type: 'accordion', data: decoded.data } : refused(decoded.error, decoded.details);
    }
    case 'marquee': {
      const decoded = decodeMarqueeBlock(json);
      // A marquee moves untouched: it wakes with the page. (Woken later, as it comes near, it grew
      // as it hydrated, in view: a layout shift on the home page.)
      return decoded.ok ? { ...base, eager: true, type: 'marquee', data: decoded.data } : refused(decoded.error, decoded.details);
    }
    case 'highlight': {
      const decoded = decodeHighlightBlock(json);
      if (!decoded.ok) return refused(decoded.error, decoded.details);
      if (decoded.details.length > 0) console.warn(`Block "${id}": highlight settings fell back`, decoded.details);
      return { ...base, type: 'highlight', data: decoded.data };
    }
    case 'pricing': {
      const decoded = decodePricingBlock(json);
      return decoded.ok ? { ...base, type: 'pricing', data: decoded.data } : refused(decoded.error, decoded.details);
    }
    case 'products': {
      const collection = decodeProductCollection(data);
      if (collection.details.length > 0) console.warn(`Block "${id}": products dropped`, collection.details);
      const settings = decodeStoreSettings(site.store.settings);
      return { ...base, type: 'products', products: collection.data, currency: site.store.currency, settings: settings.data };
    }
    case 'cart': {
      const fields = record(data);
      // The cart reads the visitor's cart at load: it wakes with the page.
      return { ...base, eager: true, type: 'cart', title: text(fields.title, 'Shopping cart'), checkoutLabel: text(fields.checkoutLabel, 'Checkout') };
    }
    case 'map': {
      const decoded = decodeMapBlock(data);
      if (!decoded.ok) return refused('The map block could not be read', decoded.details);
      if (decoded.warnings.length > 0) console.warn(`Block "${id}": defaults used`, decoded.warnings);
      // [MAP-019] The key, language and region from the site's settings.
      const provider = { scriptUrl: providerScript('maps', context.request.search), key: site.providers.maps.key, ...languageAndRegion(site.context.websiteLocale) };
      // [BLK-026] A block that loads a provider wakes when it comes near, as its provider's script
      // is fetched only then: its code never rides with the page (a short chain: issue 20).
      return { ...base, eager: false, type: 'map', data: decoded.data, provider };
    }
    case 'reservation': {
      const fields = record(data);
      const kind = fields.kind === 'tableBooking' ? 'tableBooking' : 'reservation';
      const pageContext = pageContextOfDecoding(decodePageContext(pageContextOf({ search: context.request.search, cookies: context.request.cookies ?? {} }).json));
      return {
        ...base,
        // [BLK-026] Like the map: wakes when near, with its provider's script.
        eager: false,
        type: 'reservation',
        kind,
        heading: text(fields.heading, 'Book a table'),
        provider: { scriptUrl: providerScript(kind, context.request.search), ...site.providers.reservation },
        // [BLK-023] The permissions rules decide: someone logged in to the builder sees the preview.
        previewOnly: showsPreviewOnlyAlert({ loggedIn: pageContext.loggedIn }),
      };
    }
    case 'events-summary': {
      const fields = record(data);
      const pageSize = typeof fields.pageSize === 'number' && Number.isInteger(fields.pageSize) && fields.pageSize > 0 ? fields.pageSize : 3;
      return {
        ...base,
        type: 'events-summary',
        heading: text(fields.heading, 'Upcoming events'),
        collectionId: text(fields.collectionId, 'events'),
        value: { pageSize, design: text(fields.design, 'list') },
        allEventsLabel: text(fields.allEventsLabel, 'See every event'),
        allEventsUrl: text(fields.allEventsUrl, '/'),
      };
    }
    case 'button': {
      const decoded = decodeButtonBlock(data);
      return decoded.ok ? { ...base, type: 'button', button: decoded.data } : refused(decoded.message ?? 'Invalid button block', decoded.details);
    }
    case 'form':
    case 'newsletter': {
      const fields = record(data);
      const form = formBlock(text(fields.form, ''));
      if (form === null) return refused('Its form block could not be read', [text(fields.form, '(no form named)')]);
      return raw.type === 'form'
        ? { ...base, type: 'form', heading: text(fields.heading, 'Contact us'), data: form }
        : { ...base, type: 'newsletter', title: text(fields.title, 'Newsletter'), description: text(fields.description, ''), data: form };
    }
    default:
      return refused(`no renderer knows the block type "${raw.type}"`, []);
  }
}

/** The chrome every page shares, from the site's settings. */
function siteChrome(request: SiteRequest): SiteChromeData {
  const signUp = formBlock(site.popup.form);
  return {
    name: site.name,
    tagline: site.tagline,
    navigation: site.navigation,
    cartPath: cartJson.path,
    address: site.address,
    phone: site.phone,
    email: site.email,
    hours: site.hours,
    footerNote: site.footer.note,
    currency: site.store.currency,
    minimumSubtotalCents: site.store.minimumSubtotalCents,
    context: site.context,
    // Decoded here, once: the page ships no settings codec, HTML parser or link checks for it.
    cookieBanner: cookieBannerDataOf(site.cookieBanner, parseHtmlFragment),
    consent: consentOf(request.cookies?.[CONSENT_COOKIE]) ?? null,
    popup: signUp === null ? null : { settings: site.popup.settings, title: site.popup.title, description: site.popup.description, signUp },
  };
}

/** The decoded data of the site page at `path` (its route's path). */
export function loadSitePage(page: RawSitePage, request: SiteRequest): SitePageData {
  const blocks = page.blocks.flatMap((raw, index) => decodeSiteBlock(raw, { page, request, eager: index < FIRST_SCREEN_BLOCKS }) ?? []);
  return { site: siteChrome(request), page: { path: page.path, title: page.title, pageType: page.pageType }, blocks };
}

/** The page loaders of the site, by route path (registered in page-data.ts). */
export const sitePageLoaders: Record<string, (request: SiteRequest) => SitePageData> = Object.fromEntries(sitePages.map((page) => [page.path, (request: SiteRequest) => loadSitePage(page, request)]));
