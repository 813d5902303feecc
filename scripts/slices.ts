/**
 * [Issue 21] The one place a slice is registered. A new slice is its own folders plus one entry
 * here; `scripts/slices.test.ts` then checks that the nine places that must know it agree with
 * this list: `machines/index.ts`, `ui/index.ts` and the adapters' indexes (through its package
 * entry), `package.json`'s exports, `examples/site/routes.ts`, `examples/site/demos.ts`, the
 * page data (`examples/site/server/page-data.ts`), the machines' pictures
 * (`examples/public/machines/`, drawn by `npm run diagrams`) and `model-tests/index.ts`. Each of
 * those places stays as it is (a reader sees plain imports); the test says which one disagrees.
 */
import { sitePageRoutes } from '../examples/site/site-pages.ts';

export interface Slice {
  /** Its folder `machines/<name>/`, exported from `machines/index.ts` by one `export *` line. */
  name: string;
  /**
   * Its package entry `site-machines/<entry>`: `entries/<entry>.ts` and the `./<entry>` export of
   * `package.json`. `true`: the entry has the slice's name.
   */
  entry?: true | string;
  /**
   * Its model-based tests: folders `model-tests/<folder>/` (spec, model, machine driver and
   * `<folder>.model.test.ts`), exported from `model-tests/index.ts`. `true`: one folder of the
   * slice's name.
   */
  models?: true | readonly string[];
  /** Its pages on the example site (routes of `examples/site/routes.ts`), each a route. */
  pages?: readonly string[];
  /** Its plain-DOM pages: `examples/vanilla/<name>.html`, served at `/vanilla/<name>`. */
  vanilla?: readonly string[];
}

/** Every folder of `machines/`, alphabetically. */
export const slices: readonly Slice[] = [
  { name: 'accordion', entry: true, models: true, pages: ['/demo/accordion'], vanilla: ['accordion'] },
  { name: 'block-animation', entry: true, models: true, pages: ['/demo/animations'], vanilla: ['animations'] },
  { name: 'breakpoints' },
  { name: 'button-tracking', models: true },
  { name: 'cart', entry: true, models: true, pages: ['/demo/cart'], vanilla: ['cart'] },
  { name: 'chart' },
  { name: 'checkout', entry: true, models: true, pages: ['/demo/checkout'], vanilla: ['checkout-frame'] },
  { name: 'colour' },
  { name: 'confirmation', models: true },
  { name: 'cookie-banner', entry: true, models: true, pages: ['/demo/cookie-banner'], vanilla: ['cookie-banner'] },
  { name: 'dialogs', entry: true, models: ['dialog-stack'], pages: ['/demo/dialogs'] },
  { name: 'enums' },
  { name: 'error-reporter', entry: true, models: true, pages: ['/demo/error-reporter'] },
  { name: 'experiment', models: true },
  { name: 'follow', entry: true, models: true },
  { name: 'form', entry: true, models: true, pages: ['/demo/form', '/demo/form/thanks', '/demo/newsletter', '/admin/submissions'], vanilla: ['form', 'captcha'] },
  {
    name: 'gallery',
    entry: true,
    models: true,
    pages: ['/demo/gallery', '/demo/carousel', '/demo/grid', '/demo/strip', '/demo/list', '/demo/autocolumns', '/demo/autorows', '/demo/gallery-1000'],
    vanilla: ['gallery-slideshow', 'gallery-carousel', 'gallery-list', 'gallery-controlled', 'gallery-autorows'],
  },
  { name: 'highlight', entry: true, models: true, pages: ['/demo/highlight'], vanilla: ['highlight'] },
  { name: 'image', models: true },
  { name: 'image-block', entry: true, models: true, pages: ['/demo/image-blocks'], vanilla: ['image-blocks'] },
  { name: 'lightbox', entry: true, models: true, pages: ['/demo/lightbox', '/demo/lightbox-large'] },
  { name: 'limits' },
  { name: 'links' },
  { name: 'map', entry: true, pages: ['/demo/map'], vanilla: ['map'] },
  { name: 'marquee', entry: true, models: true, pages: ['/demo/marquee'] },
  // The image layer (the image queue, widths, focal points): its entry is `site-machines/image`.
  { name: 'media', entry: 'image', vanilla: ['images'] },
  { name: 'messages' },
  // The requests and their queue; its entry is the data layer that sends them.
  { name: 'net', entry: 'data-layer', models: ['request', 'request-queue'] },
  { name: 'permissions' },
  { name: 'popup-overlay', entry: true, models: true, pages: ['/demo/popup-overlay'] },
  { name: 'pricing-toggle', entry: true, models: true, pages: ['/demo/pricing-toggle'], vanilla: ['pricing-toggle'] },
  { name: 'relative-time', entry: true, models: true },
  { name: 'reservation', entry: true, models: true, pages: ['/demo/reservation'], vanilla: ['reservation'] },
  { name: 'resize' },
  { name: 'script-loader', entry: true, models: true },
  { name: 'session', entry: true, models: true },
  { name: 'shape-block', entry: true, pages: ['/demo/shapes'] },
  { name: 'shared' },
  { name: 'site-context', pages: ['/config'] },
  { name: 'store', entry: true, pages: ['/demo/store'], vanilla: ['store'] },
  { name: 'summary', entry: true, pages: ['/demo/summary'], vanilla: ['summary'] },
  { name: 'system-error', models: true },
  { name: 'tabs', entry: true, models: true, pages: ['/demo/menu'], vanilla: ['tabs'] },
  { name: 'text-shrink' },
  { name: 'tooltip', entry: true, models: true, pages: ['/demo/tooltip'], vanilla: ['tooltip'] },
  { name: 'touch' },
  { name: 'trace-logger', models: true },
  { name: 'tracking', entry: true, pages: ['/demo/tracking', '/admin/tracking'] },
  { name: 'url' },
  { name: 'video', entry: true, models: true, pages: ['/demo/video'] },
  { name: 'visitor-cookies', entry: true, models: true, pages: ['/demo/visitor-cookies'] },
];

/** Package entries that are layers, not slices (besides `./ui/*.css` and `./package.json`). */
export const layerEntries: readonly string[] = ['machines', 'adapters/browser', 'adapters/react', 'adapters/server', 'ui', 'model-tests', 'model-tests/playwright'];

/**
 * Pages of the example site that belong to no one slice: the published site's pages (issue 26,
 * listed by its own site data), the catalogue, and pages that show several together.
 */
export const sitePages: readonly string[] = [...sitePageRoutes.map((page) => page.path), '/demos', '/demo/damaged-blocks', '/demo/controlled', '/demo/islands', '/machines'];

/** The entry name of a slice, or null when it has none. */
export const entryOf = (slice: Slice): string | null => (slice.entry === true ? slice.name : (slice.entry ?? null));

/** The model-test folders of a slice. */
export const modelsOf = (slice: Slice): readonly string[] => (slice.models === true ? [slice.name] : (slice.models ?? []));
