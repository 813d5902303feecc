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
import { decodeMarqueeBlock } from '../../../machines/marquee/codec.ts';
import { decodeImageBlock } from '../../../machines/image-block/codec.ts';
import { decodeShapeBlock } from '../../../machines/shape-block/codec.ts';
import { imageBlocksJson, shapeBlocksJson } from '../../content/image-blocks-demo.ts';
import { frameUrlOf } from '../../../machines/session/logic.ts';
import type { PageEnvironment } from '../../../machines/shared/environment.ts';
import { hasScreenshotFlag } from '../../../machines/url/logic.ts';
import { damagedBlockJson as damagedAccordionJson, detailsBlockJson, faqBlockJson } from '../../content/accordion-demo.ts';
import { checkoutButtons } from '../../content/checkout-demo.ts';
import { defaultCookieSettings } from '../../content/cookie-banner-demo.ts';
import { formBlock } from '../../content/forms.ts';
import * as galleries from '../../content/gallery-demo.ts';
import * as lightboxes from '../../content/lightbox-demo.ts';
import { damagedMarqueeJson, leftMarqueeJson, rightMarqueeJson } from '../../content/marquee-demo.ts';
import { defaultPopupSettings } from '../../content/popup-overlay-demo.ts';
import { readFormDemoSettings } from '../pages/form-demo-settings.ts';
import machinesManifest from '../../public/machines/manifest.json' with { type: 'json' };

export interface PageDataRequest {
  pathname: string;
  search: string;
  environment: PageEnvironment;
}

const gallery = (json: string): GalleryBlockDecoding => decodeGalleryBlock(json);

const loaders: Record<string, (request: PageDataRequest) => unknown> = {
  '/demo/accordion': () => ({ faq: decodeAccordionBlock(faqBlockJson), details: decodeAccordionBlock(detailsBlockJson), damaged: decodeAccordionBlock(damagedAccordionJson) }),
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
      if (decoded.ok) return [{ label, start: decoded.event }];
      console.warn(`Checkout button "${label}" has invalid data`, decoded.details);
      return [];
    }),
  }),
  '/demo/marquee': () => ({ left: decodeMarqueeBlock(leftMarqueeJson), right: decodeMarqueeBlock(rightMarqueeJson), damaged: decodeMarqueeBlock(damagedMarqueeJson) }),
  '/demo/form': ({ search }) => {
    const settings = readFormDemoSettings(search);
    // Forms with a captcha post to the server's captcha-protected copy of the contact form.
    return { settings, block: formBlock(settings.captcha === 'none' ? 'contact' : 'contact-protected') };
  },
  '/demo/newsletter': () => ({ newsletter: formBlock('newsletter') }),
  '/demo/tooltip': ({ environment }) => ({ loadedAt: environment.now }),
  '/config': ({ search }) => ({ frameUrl: frameUrlOf(search) }),
  '/machines': () => machinesManifest,
};

/** The data of the page at `route` (a route's path); null for pages that need none. */
export async function loadPageData(route: string, request: PageDataRequest): Promise<unknown> {
  return loaders[route]?.(request) ?? null;
}
