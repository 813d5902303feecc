/**
 * Every component `site-machines/ui` exports, rendered with React's server renderer in plain
 * Node (no DOM: vitest's node environment has no `window` or `document`), with the example
 * site's real block data. What a visitor must see before any script runs is in the HTML:
 * pictures as `<img srcset sizes>`, panel text, field labels, the cookie banner's words.
 */
import { PassThrough } from 'node:stream';
import type { ReactElement, ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { createDataLayer } from '../adapters/browser/data-layer.ts';
import { DataLayerProvider } from '../adapters/react/DataLayerProvider.tsx';
import { PageEnvironmentProvider } from '../adapters/react/environment.tsx';
import { HtmlParserProvider } from '../adapters/react/html-parser.ts';
import { parseHtmlFragment } from '../adapters/server/index.ts';
import { useGallery } from '../adapters/react/useGallery.ts';
import { useFormActor } from '../adapters/react/useForm.ts';
import { decodeAccordionBlock } from '../machines/accordion/codec.ts';
import { decodeGalleryBlock, type GalleryBlock } from '../machines/gallery/codec.ts';
import { decodeMarqueeBlock } from '../machines/marquee/codec.ts';
import { decodeMapBlock } from '../machines/map/codec.ts';
import { formInputOfBlock, type FormBlockData } from '../machines/form/codec.ts';
import { systemErrorMachine } from '../machines/system-error/machine.ts';
import { cookieBannerDataOf } from '../machines/cookie-banner/codec.ts';
import type { PageEnvironment } from '../machines/shared/environment.ts';
import * as ui from '../ui/index.ts';
import { detailsBlockJson, faqBlockJson } from '../examples/content/accordion-demo.ts';
import { dinnerMenuJson } from '../examples/content/menu-demo.ts';
import { decodeMenuBlock } from '../machines/tabs/codec.ts';
import { membershipPricingJson, passesPricingJson } from '../examples/content/pricing-demo.ts';
import { decodePricingBlock } from '../machines/pricing-toggle/codec.ts';
import { defaultCookieSettings } from '../examples/content/cookie-banner-demo.ts';
import { formBlock } from '../examples/content/forms.ts';
import { carouselBlockJson, gridBlockJson, listBlockJson, slideshowBlockJson, stripBlockJson, youtubeEmbedHtml } from '../examples/content/gallery-demo.ts';
import { leftMarqueeJson } from '../examples/content/marquee-demo.ts';
import { decodeProductCollection } from '../machines/store/codec.ts';
import { describeProductCard } from '../machines/store/connect.ts';
import { storeDemoShops } from '../examples/content/store-demo.ts';
import { imageBlocksJson, shapeBlocksJson } from '../examples/content/image-blocks-demo.ts';
import { decodeImageBlock } from '../machines/image-block/codec.ts';
import { decodeShapeBlock } from '../machines/shape-block/codec.ts';

const imageBlock = decodeImageBlock(imageBlocksJson.poster);
const shapeBlock = decodeShapeBlock(shapeBlocksJson.masks[0] ?? '');

const environment: PageEnvironment = { url: { pathname: '/demo/gallery', search: '' }, cookies: {}, now: Date.UTC(2026, 10, 23, 12), mobile: false };

/** The whole markup of a tree, as the streaming renderer sends it once everything is ready. */
function renderHtml(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => (html += chunk.toString()));
    sink.on('end', () => resolve(html));
    const tree = (
      <HtmlParserProvider value={parseHtmlFragment}>
        <PageEnvironmentProvider value={environment}>{element}</PageEnvironmentProvider>
      </HtmlParserProvider>
    );
    const stream = renderToPipeableStream(tree, {
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: reject,
    });
  });
}

function gallery(json: string): GalleryBlock {
  const decoded = decodeGalleryBlock(json);
  if (!decoded.ok) throw new Error(decoded.error);
  return decoded.data;
}

function form(name: 'contact' | 'newsletter'): FormBlockData {
  const decoded = formBlock(name);
  if (!decoded.ok) throw new Error(decoded.error);
  return decoded.data;
}

const dataLayer = createDataLayer({ fetch: () => Promise.reject(new Error('no network on the server')), page: { host: 'example.com', providerDomains: [] } });
const withData = (children: ReactNode) => <DataLayerProvider dataLayer={dataLayer}>{children}</DataLayerProvider>;

const accordion = decodeAccordionBlock(faqBlockJson);
const details = decodeAccordionBlock(detailsBlockJson);
const slideshow = gallery(slideshowBlockJson);
const landscapes = slideshow.slides;

/** Layouts whose hooks need a gallery actor: a wrapper that starts one, as the layouts do. */
function WithGalleryActor({ children }: { children: (actor: ReturnType<typeof useGallery>['actorRef']) => ReactElement }) {
  return children(useGallery({ numberOfSlides: landscapes.length, id: 's', label: 'Slideshow' }).actorRef);
}

function OpenableLightbox() {
  return <ui.Lightbox id="walk-lightbox" images={ui.lightboxImagesOf(landscapes)} open index={1} />;
}

function OneField() {
  const data = form('contact');
  const actorRef = useFormActor({ ...formInputOfBlock(data), id: 'contact' });
  const field = data.fields.find((candidate) => candidate.type === 'email');
  return field ? <ui.FormField actorRef={actorRef} field={field} headingLevel={3} /> : null;
}

/** What each export renders on the server, and what its HTML must hold. */
const cases: Record<string, { render: () => ReactNode; expect: (html: string) => void }> = {
  Accordion: {
    render: () => accordion.ok && <ui.Accordion id="faq" items={accordion.data.items.map((item) => ({ ...item, content: <p>{item.content}</p> }))} />,
    expect: (html) => {
      // [BLK-001] Every answer is in the page, closed panels hidden, open ones not.
      for (const item of accordion.ok ? accordion.data.items : []) expect(html).toContain(item.content);
      expect(html).toContain('aria-expanded="false"');
      expect(html).toMatch(/role="region"[^>]*hidden=""/);
    },
  },
  Tabs: {
    render: () => <ui.Tabs id="t" label="Hours" tabs={[{ id: 'week', label: 'Weekdays', content: <p>Noon to 10 pm</p> }, { id: 'sun', label: 'Sunday', content: <p>Noon to 4 pm</p> }]} />,
    expect: (html) => {
      // [BLK-010] [BLK-014] [BLK-015] The first tab selected, the others not, their panels in the page but hidden.
      expect(html).toMatch(/role="tab" aria-selected="true"[^>]*>Weekdays</);
      expect(html).toMatch(/role="tab" aria-selected="false"[^>]*>Sunday</);
      expect(html).toMatch(/role="tabpanel"[^>]*hidden=""[^>]*><p>Noon to 4 pm/);
    },
  },
  MenuBlock: {
    render: () => {
      const menu = decodeMenuBlock(dinnerMenuJson);
      return menu.ok && <ui.MenuBlock id="dinner" data={menu.data} />;
    },
    // [BLK-010] Every dish is in the page; the first tab's panel shows without JavaScript.
    expect: (html) => {
      expect(html).toContain('aria-label="Dinner menu"');
      expect(html).toContain('Hanger steak');
      expect(html).toMatch(/id="dinner-panel-starters" role="tabpanel" aria-labelledby="dinner-trigger-starters" tabindex="0" data-scope/);
    },
  },
  PricingToggle: {
    render: () => {
      const block = decodePricingBlock(membershipPricingJson);
      return block.ok && <ui.PricingToggle id="membership" data={block.data} />;
    },
    expect: (html) => {
      // [BLK-016] [BLK-018] Option A pressed, its prices and join buttons shown; option B's in the page, hidden.
      expect(html).toMatch(/aria-pressed="true"[^>]*data-option="A"[^>]*>Monthly</);
      expect(html).toMatch(/data-part="price" data-option="A"><span class="sm-pricing-amount">\$45</);
      expect(html).toMatch(/data-part="price" data-option="B" hidden=""><span class="sm-pricing-amount">\$450</);
      expect(html).toMatch(/data-part="join" data-option="B" hidden="">Join Off-peak</);
    },
  },
  ImageBlock: {
    render: () => imageBlock.ok && <ui.ImageBlock block={imageBlock.data} id="poster" priority sizes="44rem" />,
    expect: (html) => {
      // The picture and the text over it are in the page; the block is measured only in the browser.
      expect(html).toMatch(/<img[^>]*alt="Harbour lights at dusk"/);
      expect(html).toContain('Evenings on the harbour');
      expect(html).toMatch(/data-variant="poster" data-variant-id="1013"/);
      expect(html).not.toContain('data-narrow');
    },
  },
  ShapeBlock: {
    render: () => shapeBlock.ok && <ui.ShapeBlock block={shapeBlock.data} id="mask-1" />,
    expect: (html) => {
      // The clip path is in the page: the picture is cropped before any script runs.
      expect(html).toMatch(/<clipPath[^>]*id="mask-1-clip-path"[^>]*clipPathUnits="objectBoundingBox"/);
      expect(html).toContain('clip-path:url(#mask-1-clip-path)');
    },
  },
  Gallery: {
    render: () => <ui.Gallery block={slideshow} id="landscapes" label="Landscapes" priority blockWidth="min(44rem, 100vw - 2.5rem)" />,
    expect: (html) => {
      // [MEDIA-020] The first slide is a real picture with the width steps up to its 1500 px.
      expect(html).toMatch(/<img[^>]*srcSet="[^"]*format=100w 100w[^"]*format=1500w 1500w"/);
      expect(html).not.toMatch(/<img[^>]*srcSet="[^"]*format=2500w[^>]*fetchPriority="high"/);
      expect(html).toMatch(/<img[^>]*sizes="min\(44rem, 100vw - 2.5rem\)"/);
      expect(html).toMatch(/<img[^>]*width="1500" height="1000"/);
      expect(html).toMatch(/<img[^>]*decoding="async"/);
      expect(html).toMatch(/<img[^>]*fetchPriority="high"/);
      // The next slide (near the current one) waits for the queue, with a no-script copy.
      expect(html).toMatch(/<noscript><img[^>]*loading="lazy"/);
      expect(html).toContain('aria-roledescription="carousel"');
    },
  },
  GalleryFallback: {
    render: () => <ui.GalleryFallback decoding={{ ok: false, error: 'Error decoding gallery block data.', details: [] }} label="Broken" />,
    expect: (html) => expect(html).toContain('This gallery cannot be shown.'),
  },
  GalleryWithLightbox: {
    render: () => (
      <ui.DialogStack>
        <ui.GalleryWithLightbox block={gallery(gridBlockJson)} id="tiles" label="Tiles" priority />
      </ui.DialogStack>
    ),
    expect: (html) => {
      // [GAL-092] The first row of four is in the first screen; the rest load near the viewport.
      expect(html.match(/<img [^>]*loading="eager"/g)).toHaveLength(4);
      expect(html.match(/<noscript>/g)?.length).toBe(96);
      expect(html).toMatch(/sizes="calc\(\(100vw - 60px\) \/ 4\)"/);
      // The lightbox is not in the server's page: it opens in the browser.
      expect(html).not.toContain('role="dialog"');
    },
  },
  Slideshow: {
    render: () => <ui.Slideshow slides={landscapes} id="s" label="Slides" thumbnails />,
    expect: (html) => {
      expect(html).toContain('Harbour at dawn');
      expect(html).toContain('class="sm-thumbnails"');
    },
  },
  Carousel: {
    render: () => <ui.Carousel slides={gallery(carouselBlockJson).slides} id="c" label="Objects" priority />,
    expect: (html) => {
      // [GAL-089] Three per row, narrowed by the stylesheet below 724 and 480 px until the width is known.
      expect(html).toContain('--sm-per-row:3');
      expect(html).toContain('--sm-per-row-below-480:2');
      expect(html.match(/loading="eager"/g)).toHaveLength(3);
    },
  },
  Strip: {
    render: () => <ui.Strip slides={gallery(stripBlockJson).slides} id="st" label="Views" />,
    expect: (html) => {
      expect(html).toMatch(/<noscript><img[^>]*sizes="calc\(12rem \* 1\.5\)"/);
      expect(html).toContain('data-alignment="middle"');
    },
  },
  Collection: {
    render: () => <ui.Collection layout="list" slides={gallery(listBlockJson).slides} id="l" label="Products" priority />,
    expect: (html) => {
      expect(html).toContain('Washed linen, relaxed fit.');
      expect(html).toMatch(/sizes="calc\(\(100vw - 1rem\) \* 0.4\)"/);
    },
  },
  Thumbnails: {
    render: () => <WithGalleryActor>{(parent) => <ui.Thumbnails parent={parent} slides={landscapes} id="t" controls="s" label="Thumbnails" />}</WithGalleryActor>,
    expect: (html) => expect(html).toMatch(/aria-label="Show slide 1 of 6"/),
  },
  Image: {
    render: () => <ui.Image id="i" src="/media/images/pine-ridge-1500x1000.svg" dimensions={{ width: 1500, height: 1000 }} load alt="Pine ridge" loading="eager" sizes="50vw" />,
    expect: (html) => {
      expect(html).toMatch(/<img alt="Pine ridge" width="1500" height="1000" decoding="async"/);
      expect(html).toContain('sizes="50vw"');
      // [MEDIA-004] The crop is CSS from the first byte: no layout shift when scripts run.
      expect(html).toContain('object-fit:cover;object-position:50% 50%');
      expect(html).toContain('aspect-ratio:1 / 0.6666666666666666');
    },
  },
  VideoEmbed: {
    render: () => <ui.VideoEmbed id="v" embedHtml={youtubeEmbedHtml} title="Big Buck Bunny" thumbnail={{ src: '/media/images/bunny-1600x900.svg', dimensions: { width: 1600, height: 900 } }} />,
    expect: (html) => {
      // [MEDIA-024] The overlay first; the player loads in the browser.
      expect(html).toContain('Play');
      expect(html).not.toContain('<iframe');
    },
  },
  CookieBanner: {
    render: () => <ui.CookieBanner settings={defaultCookieSettings} />,
    expect: (html) => {
      // [COOK-039] The default notice and buttons, in the server's page for a visitor without consent.
      expect(html).toContain('By using this website, you agree to our use of cookies.');
      expect(html).toContain('>Accept<');
      expect(html).toContain('>Decline<');
    },
  },
  DecodedCookieBanner: {
    // Issue 20, item 3: the banner's page data as the server decodes and embeds it.
    render: () => <ui.DecodedCookieBanner data={cookieBannerDataOf(defaultCookieSettings, parseHtmlFragment)} />,
    expect: (html) => {
      // [COOK-039] The same default notice and buttons as from raw settings.
      expect(html).toContain('By using this website, you agree to our use of cookies.');
      expect(html).toContain('>Accept<');
      expect(html).toContain('>Decline<');
    },
  },
  PopupOverlay: {
    render: () => withData(<ui.PopupOverlay settings={{ style: 2, displayFrequency: 7, version: 1 }} pageType={2} title="Join" description="Monthly" signUp={formInputOfBlock(form('newsletter'))} />),
    // It depends on this browser's storage and clock: decided after hydration, absent on the server.
    expect: (html) => expect(html).toBe(''),
  },
  Badge: {
    render: () => (
      <ui.Badge templateVersion="7" type={2} href="/">
        Made with site-machines
      </ui.Badge>
    ),
    expect: (html) => expect(html).toContain('Made with site-machines'),
  },
  MobileInfoBar: {
    render: () => (
      <ui.MobileInfoBar style={3} mobile label="Shop information">
        Open daily 9–18
      </ui.MobileInfoBar>
    ),
    expect: (html) => expect(html).toContain('Open daily 9–18'),
  },
  CheckoutButton: {
    render: () => <ui.CheckoutButton start={{ type: 'START' }}>Checkout</ui.CheckoutButton>,
    expect: (html) => expect(html).toContain('>Checkout</button>'),
  },
  // [BLK-039] A real link before any script or consent: untracked, its address and window.
  ButtonBlock: {
    render: () => <ui.ButtonBlock id="cta" button={{ id: 'b', buttonText: 'Shop now', clickthroughUrl: '/shop', alignment: 'center', size: 'large', newWindow: true, context: 1 }} />,
    expect: (html) => {
      expect(html).toContain('href="/shop"');
      expect(html).toContain('target="_blank"');
      expect(html).toContain('data-state="untracked"');
      expect(html).toContain('>Shop now</a>');
    },
  },
  AnnouncementBar: {
    render: () => <ui.AnnouncementBar>Signed in</ui.AnnouncementBar>,
    expect: (html) => {
      expect(html).toContain('aria-label="Announcement"');
      expect(html).toContain('aria-label="Dismiss announcement"');
    },
  },
  Marquee: {
    render: () => {
      const data = decodeMarqueeBlock(leftMarqueeJson);
      return data.ok && <ui.Marquee data={data.data} />;
    },
    expect: (html) => {
      expect(html).toContain('Free shipping on orders over $50');
      expect(html).toMatch(/aria-pressed="false"/);
    },
  },
  Highlight: {
    render: () => (
      <ui.Highlight id="hero" settings={{ shape: 'circle', animation: 'draw', direction: 'right' }}>
        before sunrise
      </ui.Highlight>
    ),
    expect: (html) => {
      // [BLK-045] The words as text; a draw starts undrawn (progress -1: dash offset 1), the strokes hidden from assistive technology.
      expect(html).toMatch(/<span[^>]*data-part="text"[^>]*>before sunrise<\/span>/);
      expect(html).toMatch(/data-state="pending"/);
      expect(html).toMatch(/aria-hidden="true"/);
      expect(html).toMatch(/stroke-dashoffset:1/);
    },
  },
  BlockAnimation: {
    render: () => (
      <ui.BlockAnimation animation="scale">
        <p>Our story</p>
      </ui.BlockAnimation>
    ),
    // [BLK-006] The server's markup is visible: hidden only by the browser, after its observer reports.
    expect: (html) => {
      expect(html).toContain('<p>Our story</p>');
      expect(html).toMatch(/data-state="idle"/);
      expect(html).not.toMatch(/opacity/);
    },
  },
  ShrinkText: {
    render: () => <ui.ShrinkText text="Sourdough, rye and wholewheat" maxFontSize={56} as="h2" />,
    // [CONST-006] The server's guess fits the longest word by container units, within 11 px and the heading's size.
    expect: (html) => {
      expect(html).toMatch(/<h2[^>]*>Sourdough, rye and wholewheat<\/h2>/);
      expect(html).toMatch(/font-size:clamp\(11px, calc\(100cqi \/ 7\), 56px\)/);
      expect(html).toMatch(/container-type:inline-size/);
    },
  },
  Form: {
    render: () => withData(<ui.Form {...formInputOfBlock(form('contact'))} id="contact" />),
    expect: (html) => {
      // [FORM-001] Every field with its label, and the submit button.
      expect(html).toMatch(/<label[^>]*for="contact-input-email"[^>]*>Email/);
      expect(html).toContain('type="submit"');
    },
  },
  CaptchaContainer: {
    render: () => withData(<ui.Form {...formInputOfBlock(form('contact'))} id="c2" captcha="bound" captchaWidget={<ui.CaptchaContainer provider={{ name: 'stand-in', render: () => ({ reset() {}, execute() {}, destroy() {} }) }} />} />),
    expect: (html) => expect(html).toContain('id="c2-captcha"'),
  },
  FormField: {
    render: () => withData(<OneField />),
    expect: (html) => expect(html).toContain('<label'),
  },
  NewsletterForm: {
    render: () => withData(<ui.NewsletterForm {...formInputOfBlock(form('newsletter'))} id="n" title="Get our letter" />),
    expect: (html) => {
      expect(html).toContain('Get our letter');
      expect(html).toMatch(/type="email"/);
    },
  },
  DialogStack: {
    render: () => (
      <ui.DialogStack>
        <p>Page content</p>
      </ui.DialogStack>
    ),
    // Dialogs open in the browser: the server's page is the content alone.
    expect: (html) => expect(html).toBe('<p>Page content</p>'),
  },
  SiteSession: {
    render: () => (
      <ui.DialogStack>
        <ui.SiteSession>
          <p>Signed-in page</p>
        </ui.SiteSession>
      </ui.DialogStack>
    ),
    expect: (html) => expect(html).toBe('<p>Signed-in page</p>'),
  },
  ConfirmationDialog: {
    render: () => (
      <ui.DialogStack>
        <ui.ConfirmationDialog dialog={{ key: 'w', title: 'Delete?', message: 'Sure?' }} onAnswer={() => {}} onDestroyed={() => {}} />
      </ui.DialogStack>
    ),
    expect: (html) => expect(html).toBe(''),
  },
  SystemErrorOverlay: {
    render: () => (
      <ui.DialogStack>
        <ui.SystemErrorOverlay actorRef={createActor(systemErrorMachine)} />
      </ui.DialogStack>
    ),
    expect: (html) => expect(html).toBe(''),
  },
  Lightbox: {
    render: () => (
      <ui.DialogStack>
        <OpenableLightbox />
      </ui.DialogStack>
    ),
    expect: (html) => expect(html).toBe(''),
  },
  LightboxSlide: {
    render: () => {
      const [image] = ui.lightboxImagesOf(landscapes);
      return image && <ui.LightboxSlide image={image} imageProps={{ 'data-scope': 'lightbox', 'data-part': 'image' }} current owner="walk" />;
    },
    expect: (html) => expect(html).toContain('data-part="image"'),
  },
  ProductCard: {
    render: () => {
      const product = decodeProductCollection(storeDemoShops[0]?.collectionJson ?? '[]').data.find((item) => item.id === 'glacier-tongue');
      return product ? <ui.ProductCard product={product} currency="USD" /> : null;
    },
    // Prices are in the server's HTML: the sale price, and the regular price struck through.
    expect: (html) => expect(html).toMatch(/>\$96\.00<\/span> <span[^>]*>Regular price <\/span><s [^>]*>\$120\.00<\/s>/),
  },
  // The card as a page's payload carries it: worked out on the server, rendered with no price rules.
  ProductCardView: {
    render: () => {
      const product = decodeProductCollection(storeDemoShops[0]?.collectionJson ?? '[]').data.find((item) => item.id === 'glacier-tongue');
      return product ? <ui.ProductCardView card={describeProductCard({ product, currency: 'USD' })} /> : null;
    },
    expect: (html) => expect(html).toMatch(/>\$96\.00<\/span> <span[^>]*>Regular price <\/span><s [^>]*>\$120\.00<\/s>/),
  },
  Tooltip: {
    render: () => <ui.Tooltip content="Saves the draft.">{(props) => <button {...props}>Save draft</button>}</ui.Tooltip>,
    expect: (html) => expect(html).toContain('>Save draft</button>'),
  },
  // [STORE-044] [STORE-045] [STORE-049] The cart renders before its first sync: count 0, no initialized marker, no empty state yet.
  CartProvider: {
    render: () => (
      <ui.CartProvider minimumSubtotalCents={1000}>
        <ui.CartElement />
      </ui.CartProvider>
    ),
    expect: (html) => expect(html).toContain('data-scope="cart" data-part="element"'),
  },
  CartElement: {
    render: () => (
      <ui.CartProvider>
        <ui.CartElement />
      </ui.CartProvider>
    ),
    expect: (html) => {
      expect(html).toContain('href="/demo/cart" aria-label="Cart: 0 items, $0.00"');
      expect(html).not.toContain('data-initialized');
    },
  },
  CartPage: {
    render: () => (
      <ui.CartProvider>
        <ui.CartPage />
      </ui.CartProvider>
    ),
    expect: (html) => {
      expect(html).toContain('id="cart-page"');
      expect(html).toContain('Loading your cart…');
    },
  },
  AddToCartButton: {
    render: () => (
      <ui.CartProvider>
        <ui.AddToCartButton productId="prod-mug" variantId="var-mug">
          Add to cart
        </ui.AddToCartButton>
      </ui.CartProvider>
    ),
    expect: (html) => expect(html).toContain('data-variant-id="var-mug">Add to cart</button>'),
  },
  MapBlock: {
    render: () => {
      const map = decodeMapBlock({ location: { addressTitle: 'Harbour Walks studio', addressLine1: '120 Mercer Street' }, style: 6 });
      return map.ok && <ui.MapBlock id="studio" block={map.data} provider={{ scriptUrl: '/providers/maps.js', key: 'k', language: 'en', region: 'US' }} />;
    },
    // [MAP-001] The address, the link out and the placeholder come from the server; the map is dormant.
    expect: (html) => {
      expect(html).toContain('Harbour Walks studio');
      expect(html).toContain('120 Mercer Street');
      expect(html).toContain('data-state="dormant"');
      expect(html).toContain('Open this location in a maps service');
    },
  },
  ReservationBlock: {
    render: () => <ui.ReservationBlock id="dinner" kind="reservation" previewOnly provider={{ scriptUrl: '/providers/reservation.js', global: 'x', accountName: 'Harbour Kitchen', accountId: '1' }} />,
    // [BLK-023] [BLK-024] The preview alert is in the server's HTML.
    expect: (html) => expect(html).toContain('Please log out of your Harbour Kitchen account in order to use the OpenTable Block.'),
  },
  SummaryBlock: {
    render: () =>
      withData(
        <ui.SummaryBlock id="events" block={{ type: 55, id: 'events', value: {} }} collectionId="events">
          <a href="/events">See every upcoming event</a>
        </ui.SummaryBlock>,
      ),
    expect: (html) => expect(html).toContain('See every upcoming event'),
  },
  WidgetHtml: {
    render: () => <ui.WidgetHtml nodes={[{ kind: 'element', name: 'p', attributes: [{ name: 'class', value: 'x' }], children: [{ kind: 'text', text: 'Walks' }] }]} />,
    expect: (html) => expect(html).toBe('<p class="x">Walks</p>'),
  },
  RelativeTime: {
    render: () => <ui.RelativeTime time={environment.now - 2_000} />,
    // [WID-017] Rendered from the request's clock: the browser's first render says the same.
    expect: (html) => expect(html).toContain('just now'),
  },
};

describe('server rendering of every ui component (react-dom/server, no DOM)', () => {
  it('has no browser globals here', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });

  it('covers every component ui/index.ts exports', () => {
    const components = Object.entries(ui)
      .filter(([name, value]) => /^[A-Z]/.test(name) && (typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value)))
      .map(([name]) => name)
      .sort();
    expect(components).toEqual(Object.keys(cases).sort());
  });

  for (const [name, { render, expect: check }] of Object.entries(cases)) {
    it(`renders ${name} on the server with what a visitor must see`, async () => {
      check(await renderHtml(render()));
    });
  }

  it('[BLK-016] renders a pricing block of one price set with its prices and no toggle', async () => {
    const block = decodePricingBlock(passesPricingJson);
    const html = await renderHtml(block.ok && <ui.PricingToggle id="passes" data={block.data} />);
    expect(html).toContain('$22');
    expect(html).toContain('$190');
    expect(html).not.toContain('aria-pressed');
  });

  it('[BLK-004] renders an accordion whose first item starts open with its panel visible', async () => {
    const html = await renderHtml(details.ok && <ui.Accordion id="details" expandFirst items={details.data.items.map((item) => ({ ...item, content: item.content }))} />);
    expect(html).toMatch(/aria-expanded="true"/);
  });
});
