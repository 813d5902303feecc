/**
 * What each page needs, read on the server: the page's block data (JSON text, as a published
 * site stores it) decoded with the same io-ts codecs the runtime exports, and the demo switches
 * its address holds. The result is embedded once in the page for hydration, so the browser
 * never downloads block JSON it would decode again.
 */
import { decodeAccordionBlock } from '../../../machines/accordion/codec.ts';
import { decodeCheckoutButton } from '../../../machines/checkout/codec.ts';
import { decodeGalleryBlock, type GalleryBlockDecoding } from '../../../machines/gallery/codec.ts';
import { decodeLightboxBlock } from '../../../machines/lightbox/codec.ts';
import { decodeBlockAnimation } from '../../../machines/block-animation/codec.ts';
import { decodeHighlightBlock } from '../../../machines/highlight/codec.ts';
import { decodeMarqueeBlock } from '../../../machines/marquee/codec.ts';
import { decodeMenuBlock } from '../../../machines/tabs/codec.ts';
import { decodePricingBlock } from '../../../machines/pricing-toggle/codec.ts';
import { decodeImageBlock } from '../../../machines/image-block/codec.ts';
import { decodeShapeBlock } from '../../../machines/shape-block/codec.ts';
import { imageBlocksJson, shapeBlocksJson } from '../../content/image-blocks-demo.ts';
import { frameUrlOf } from '../../../machines/session/logic.ts';
import { decodeProductCollection, decodeStoreSettings } from '../../../machines/store/codec.ts';
import { describeProductCard } from '../../../machines/store/connect.ts';
import type { PageEnvironment } from '../../../machines/shared/environment.ts';
import { hasScreenshotFlag } from '../../../machines/url/logic.ts';
import { damagedBlockJson as damagedAccordionJson, detailsBlockJson, faqBlockJson } from '../../content/accordion-demo.ts';
import { walkFaqBlockJson } from '../../content/islands-demo.ts';
import { checkoutButtons } from '../../content/checkout-demo.ts';
import { MINIMUM_SUBTOTAL_CENTS, seedProducts } from '../../content/store-products.mjs';
import { defaultCookieSettings } from '../../content/cookie-banner-demo.ts';
import { formBlock } from '../../content/forms.ts';
import * as galleries from '../../content/gallery-demo.ts';
import * as lightboxes from '../../content/lightbox-demo.ts';
import { damagedPricingJson, membershipPricingJson, passesPricingJson } from '../../content/pricing-demo.ts';
import { brunchMenuJson, dinnerMenuJson, noTabMenuJson, oneTabMenuJson } from '../../content/menu-demo.ts';
import { storyBlocks, storyHeading } from '../../content/animations-demo.ts';
import * as highlights from '../../content/highlight-demo.ts';
import { damagedMarqueeJson, leftMarqueeJson, rightMarqueeJson } from '../../content/marquee-demo.ts';
import { defaultPopupSettings } from '../../content/popup-overlay-demo.ts';
import { storeDemoShops } from '../../content/store-demo.ts';
import { readFormDemoSettings } from '../pages/form-demo-settings.ts';
import { decodeMapBlock } from '../../../machines/map/codec.ts';
import { languageAndRegion } from '../../../machines/map/logic.ts';
import { confusedMapJson, pierMapJson, studioMapJson } from '../../content/map-demo.ts';
import { EXAMPLE_CAPTCHA_SITE_KEY, EXAMPLE_MAPS_KEY, EXAMPLE_SITE_LOCALE, providerScript } from '../providers.ts';
import { showsPreviewOnlyAlert } from '../../../machines/permissions/logic.ts';
import { sitePageLoaders } from './site-data.ts';
import machinesManifest from '../../public/machines/manifest.json' with { type: 'json' };

export interface PageDataRequest {
  pathname: string;
  search: string;
  environment: PageEnvironment;
  /** The request's cookies (the published site reads who the visitor is from the page context). */
  cookies?: Readonly<Record<string, string>>;
  /** The request carries the site owner's session (checked by the server, whose secret signs it). */
  owner?: boolean;
}

const gallery = (json: string): GalleryBlockDecoding => decodeGalleryBlock(json);

const loaders: Record<string, (request: PageDataRequest) => unknown> = {
  // Issue 26: the published site's pages, decoded from examples/site-data/.
  ...sitePageLoaders,
  '/demo/accordion': () => ({ faq: decodeAccordionBlock(faqBlockJson), details: decodeAccordionBlock(detailsBlockJson), damaged: decodeAccordionBlock(damagedAccordionJson) }),
  '/demo/menu': () => ({ dinner: decodeMenuBlock(dinnerMenuJson), brunch: decodeMenuBlock(brunchMenuJson), kids: decodeMenuBlock(oneTabMenuJson), empty: decodeMenuBlock(noTabMenuJson) }),
  '/demo/pricing-toggle': () => ({ membership: decodePricingBlock(membershipPricingJson), passes: decodePricingBlock(passesPricingJson), damaged: decodePricingBlock(damagedPricingJson) }),
  '/demo/gallery': () => ({ landscapes: gallery(galleries.slideshowBlockJson), places: gallery(galleries.swipeBlockJson), nightWalk: gallery(galleries.nightWalkBlockJson) }),
  '/demo/controlled': () => ({ faq: decodeAccordionBlock(faqBlockJson), gallery: gallery(galleries.controlledBlockJson) }),
  '/demo/carousel': () => ({ block: gallery(galleries.carouselBlockJson) }),
  '/demo/grid': () => ({ block: gallery(galleries.gridBlockJson) }),
  '/demo/strip': () => ({ block: gallery(galleries.stripBlockJson) }),
  '/demo/list': () => ({ block: gallery(galleries.listBlockJson) }),
  '/demo/autocolumns': () => ({ block: gallery(galleries.autocolumnsBlockJson) }),
  '/demo/image-blocks': () => Object.fromEntries(Object.entries(imageBlocksJson).map(([name, json]) => [name, decodeImageBlock(json)])),
  '/demo/shapes': () => ({ masks: shapeBlocksJson.masks.map(decodeShapeBlock), decorative: shapeBlocksJson.decorative.map(decodeShapeBlock) }),
  '/demo/autorows': () => ({ block: gallery(galleries.autorowsBlockJson), autogrid: gallery(galleries.autogridBlockJson), base: gallery(galleries.baseBlockJson) }),
  '/demo/gallery-1000': () => ({ block: gallery(galleries.thousandSlidesBlockJson) }),
  '/demo/damaged-blocks': () => ({
    galleries: [
      { id: 'damaged', label: 'Damaged gallery', decoding: gallery(galleries.damagedBlockJson) },
      { id: 'wrong-shape', label: 'Gallery with wrong data', decoding: gallery(galleries.wrongShapeBlockJson) },
      { id: 'unknown-design', label: 'Gallery with an unknown design', decoding: gallery(galleries.unknownDesignBlockJson) },
      { id: 'script-address', label: 'Gallery whose picture address is a script', decoding: gallery(lightboxes.damagedGalleryJson) },
    ],
  }),
  '/demo/lightbox': () => ({
    walk: gallery(lightboxes.walkGalleryJson),
    lighthouse: gallery(lightboxes.lighthouseGalleryJson),
    landscapes: gallery(lightboxes.landscapesGalleryJson),
    reel: gallery(lightboxes.reelGalleryJson),
  }),
  '/demo/lightbox-large': () => ({ block: gallery(lightboxes.largeGalleryJson(1000)) }),
  '/demo/dialogs': () => ({ favourites: decodeLightboxBlock(lightboxes.walkBlockJson) }),
  // `?reports=manual`: the stand-in players report playing, paused and ended only from their own
  // buttons (the model tests hold each state that way).
  '/demo/video': ({ search }) => ({
    reports: new URLSearchParams(search).get('reports') === 'manual' ? 'manual' : 'auto',
    embeds: {
      youtube: galleries.youtubeEmbedHtml,
      vimeo: galleries.vimeoEmbedHtml,
      object: galleries.objectEmbedHtml,
      withScript: galleries.iframeWithScriptEmbedHtml,
      objectWithoutEmbed: galleries.objectWithoutEmbedHtml,
      scriptOnly: galleries.scriptOnlyEmbedHtml,
    },
    vimeoBasicOEmbed: galleries.vimeoBasicOEmbed,
  }),
  '/demo/cookie-banner': ({ search }) => {
    // The defaults, with any setting the query names replacing them (invalid values too: the
    // banner shows their fallbacks).
    const query = new URLSearchParams(search);
    const settings: Record<string, string> = { ...defaultCookieSettings };
    for (const [name, value] of query) if (name in settings || name.startsWith('is')) settings[name] = value;
    return { settings, forced: query.get('forced') === 'true', screenshot: hasScreenshotFlag(search) };
  },
  '/demo/tracking': ({ search }) => {
    const query = new URLSearchParams(search);
    const settings: Record<string, string> = { ...defaultCookieSettings };
    for (const [name, value] of query) if (name in settings || name.startsWith('is')) settings[name] = value;
    return { settings, replayToggle: query.get('replay') === 'on', inSample: query.get('replaySample') !== 'out', transport: query.get('transport') === 'xhr' ? 'xhr' : 'beacon' };
  },
  '/demo/popup-overlay': ({ search }) => {
    const query = new URLSearchParams(search);
    const values: Record<string, string> = { ...defaultPopupSettings };
    for (const [name, value] of query) if (name in values) values[name] = value;
    const mobile = query.get('mobile');
    return {
      values,
      popup: {
        style: Number(values.style) || values.style,
        displayFrequency: values.displayFrequency,
        version: values.version,
        showUntilSignup: values.showUntilSignup === 'true',
        showOnMobile: values.showOnMobile === 'true',
      },
      pageType: Number(values.pageType),
      screenshot: hasScreenshotFlag(search),
      // The query can say which device this is (tests, and trying the mobile rules on a desktop).
      mobile: mobile === null ? null : mobile === 'true',
      newsletter: formBlock('newsletter'),
    };
  },
  '/demo/checkout': () => ({
    buttons: checkoutButtons.flatMap(({ label, dataset }) => {
      const decoded = decodeCheckoutButton(dataset);
      if (decoded.ok) return [{ label, start: decoded.data }];
      console.warn(`Checkout button "${label}" has invalid data`, decoded.details);
      return [];
    }),
  }),
  '/demo/cart': () => ({
    minimumSubtotalCents: MINIMUM_SUBTOTAL_CENTS,
    products: seedProducts
      .filter((product) => (product.workflowState ?? 'PUBLISHED') === 'PUBLISHED')
      .flatMap((product) =>
        product.variants.map((variant) => ({
          productId: product.id,
          variantId: variant.id,
          name: product.name,
          optionText: (variant.optionValues ?? []).map((option) => option.value).join(', '),
          priceCents: product.productType === 'DIGITAL' ? (product.priceCents ?? variant.price) : variant.onSale ? (variant.salePrice ?? variant.price) : variant.price,
          soldOut: product.productType !== 'DIGITAL' && !variant.unlimited && variant.qtyInStock === 0,
        })),
      ),
  }),
  '/demo/marquee': () => ({ left: decodeMarqueeBlock(leftMarqueeJson), right: decodeMarqueeBlock(rightMarqueeJson), damaged: decodeMarqueeBlock(damagedMarqueeJson) }),
  '/demo/highlight': () => ({
    hero: decodeHighlightBlock(highlights.heroHighlightJson),
    cards: highlights.shapeCards.map(({ title }, index) => ({ title, decoded: decodeHighlightBlock(highlights.shapeCardJsons[index] ?? '') })),
    visit: decodeHighlightBlock(highlights.visitHighlightJson),
    still: highlights.stillHighlightJsons.map(decodeHighlightBlock),
    odd: decodeHighlightBlock(highlights.oddHighlightJson),
    damaged: decodeHighlightBlock(highlights.damagedHighlightJson),
  }),
  '/demo/animations': ({ search }) => ({
    heading: storyHeading,
    // [BLK-008] `?edit` shows the page as the editor does.
    editMode: new URLSearchParams(search).has('edit'),
    blocks: storyBlocks.map(({ animation, ...block }) => {
      const { data: settings, details } = decodeBlockAnimation(animation);
      if (details.length > 0) console.warn(`Block ${block.id}: animation settings fell back`, details);
      return { ...block, settings };
    }),
  }),
  '/demo/form': ({ search }) => {
    const settings = readFormDemoSettings(search);
    // Forms with a captcha post to the server's captcha-protected copy of the contact form.
    // `?captchaProvider=recaptcha`: the captcha service's API (its local stand-in) with the page
    // context's site key [BLK-076]; `missing`: no site key [BLK-078]; otherwise the demo provider.
    const service = new URLSearchParams(search).get('captchaProvider');
    const captchaService = service === 'recaptcha' || service === 'missing' ? { scriptUrl: providerScript('captcha', search), siteKey: service === 'recaptcha' ? EXAMPLE_CAPTCHA_SITE_KEY : null } : null;
    return { settings, block: formBlock(settings.captcha === 'none' ? 'contact' : 'contact-protected'), captchaService };
  },
  '/demo/newsletter': () => ({ newsletter: formBlock('newsletter') }),
  '/demo/islands': () => ({ faq: decodeAccordionBlock(walkFaqBlockJson), gallery: gallery(galleries.swipeBlockJson), shops: gallery(galleries.listBlockJson), newsletter: formBlock('newsletter') }),
  '/demo/store': () => ({
    shops: storeDemoShops.map(({ id, title, description, currency, settingsJson, collectionJson }) => {
      const collection = decodeProductCollection(collectionJson);
      if (collection.details.length > 0) console.warn(`Shop "${id}": products dropped`, collection.details);
      const settings = decodeStoreSettings(settingsJson).data;
      // The cards are worked out here, once: the browser gets their texts, never the price rules (issue 22).
      const cards = collection.data.map((product) => describeProductCard({ id: `${id}-${product.id}`, product, currency, measurementStandard: settings.measurementStandard }));
      return { id, title, description, cards };
    }),
    // [STORE-046] The example backend's sticker (examples/content/store-products.mjs), 150 at a press.
    bulk: { productId: 'prod-sticker', variantId: 'var-sticker', name: 'Sticker', quantity: 150 },
  }),
  '/demo/tooltip': ({ environment }) => ({ loadedAt: environment.now }),
  '/config': ({ search }) => ({ frameUrl: frameUrlOf(search) }),
  // Owner-only lists: a visitor who is not the owner gets the sign-in form from the server, with
  // no request the API would refuse (401); the owner's page fetches the rows (the API checks again).
  '/admin/submissions': ({ owner }) => ({ signedIn: owner === true }),
  '/admin/tracking': ({ owner }) => ({ signedIn: owner === true }),
  '/machines': () => machinesManifest,
  '/demo/reservation': ({ search }) => ({
    reservation: { scriptUrl: providerScript('reservation', search), global: 'smStandInReservation', accountName: 'Harbour Kitchen', accountId: '412810' },
    tableBooking: { scriptUrl: providerScript('tableBooking', search), global: 'smStandInTableBooking', accountName: 'Harbour Kitchen Bar', accountId: 'harbour-kitchen-bar' },
    // [BLK-023] The permissions rules decide: a user logged in to the builder sees the preview.
    visitorPreviewOnly: showsPreviewOnlyAlert({ loggedIn: new URLSearchParams(search).get('loggedIn') === 'true' }),
    ownerPreviewOnly: showsPreviewOnlyAlert({ loggedIn: true }),
  }),
  '/demo/map': ({ search }) => {
    const decode = (label: string, json: string) => {
      const decoded = decodeMapBlock(json);
      if (!decoded.ok) console.warn(`Map block "${label}" could not be read`, decoded.details);
      else if (decoded.warnings.length > 0) console.warn(`Map block "${label}": defaults used`, decoded.warnings);
      return decoded;
    };
    return {
      // [MAP-019] The key, language and region from the page context.
      provider: { scriptUrl: providerScript('maps', search), key: EXAMPLE_MAPS_KEY, ...languageAndRegion(EXAMPLE_SITE_LOCALE) },
      studio: decode('studio', studioMapJson),
      pier: decode('pier', pierMapJson),
      confused: decode('confused', confusedMapJson),
    };
  },
};

/** The data of the page at `route` (a route's path); null for pages that need none. */
export async function loadPageData(route: string, request: PageDataRequest): Promise<unknown> {
  return loaders[route]?.(request) ?? null;
}
