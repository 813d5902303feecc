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
import { useGalleryActor } from '../adapters/react/useGallery.ts';
import { useFormActor } from '../adapters/react/useForm.ts';
import { decodeAccordionBlock } from '../machines/accordion/codec.ts';
import { decodeGalleryBlock, type GalleryBlock } from '../machines/gallery/codec.ts';
import { decodeMarqueeBlock } from '../machines/marquee/codec.ts';
import { formInputOfBlock, type FormBlockData } from '../machines/form/codec.ts';
import { systemErrorMachine } from '../machines/system-error/machine.ts';
import type { PageEnvironment } from '../machines/shared/environment.ts';
import * as ui from '../ui/index.ts';
import { detailsBlockJson, faqBlockJson } from '../examples/content/accordion-demo.ts';
import { defaultCookieSettings } from '../examples/content/cookie-banner-demo.ts';
import { formBlock } from '../examples/content/forms.ts';
import { carouselBlockJson, gridBlockJson, listBlockJson, slideshowBlockJson, stripBlockJson, youtubeEmbedHtml } from '../examples/content/gallery-demo.ts';
import { leftMarqueeJson } from '../examples/content/marquee-demo.ts';
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
  return decoded.block;
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
function WithGalleryActor({ children }: { children: (actor: ReturnType<typeof useGalleryActor>['actorRef']) => ReactElement }) {
  return children(useGalleryActor({ numberOfSlides: landscapes.length }).actorRef);
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
      <ui.SiteOverlays>
        <ui.GalleryWithLightbox block={gallery(gridBlockJson)} id="tiles" label="Tiles" priority />
      </ui.SiteOverlays>
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
  SiteOverlays: {
    render: () => (
      <ui.SiteOverlays>
        <p>Page content</p>
      </ui.SiteOverlays>
    ),
    // Dialogs open in the browser: the server's page is the content alone.
    expect: (html) => expect(html).toBe('<p>Page content</p>'),
  },
  SiteSession: {
    render: () => (
      <ui.SiteOverlays>
        <ui.SiteSession>
          <p>Signed-in page</p>
        </ui.SiteSession>
      </ui.SiteOverlays>
    ),
    expect: (html) => expect(html).toBe('<p>Signed-in page</p>'),
  },
  ConfirmationDialog: {
    render: () => (
      <ui.SiteOverlays>
        <ui.ConfirmationDialog widget={{ key: 'w', title: 'Delete?', message: 'Sure?', resolve: () => {} }} onDestroyed={() => {}} />
      </ui.SiteOverlays>
    ),
    expect: (html) => expect(html).toBe(''),
  },
  SystemErrorOverlay: {
    render: () => (
      <ui.SiteOverlays>
        <ui.SystemErrorOverlay actor={createActor(systemErrorMachine)} />
      </ui.SiteOverlays>
    ),
    expect: (html) => expect(html).toBe(''),
  },
  Lightbox: {
    render: () => (
      <ui.SiteOverlays>
        <OpenableLightbox />
      </ui.SiteOverlays>
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
  Tooltip: {
    render: () => <ui.Tooltip content="Saves the draft.">{(props) => <button {...props}>Save draft</button>}</ui.Tooltip>,
    expect: (html) => expect(html).toContain('>Save draft</button>'),
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

  it('[BLK-004] renders an accordion whose first item starts open with its panel visible', async () => {
    const html = await renderHtml(details.ok && <ui.Accordion id="details" expandFirst items={details.data.items.map((item) => ({ ...item, content: item.content }))} />);
    expect(html).toMatch(/aria-expanded="true"/);
  });
});
