// Issue 20, item 4: a gallery ships the layout it shows. The layout registry (ui/gallery/registry.ts)
// reaches each layout through import(); a page hands over the layouts it shows at once. These
// tests run the real registry, in the order a page meets it: nothing loaded, then fetched, then given.
import { PassThrough } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { decodeGalleryBlock, type GalleryBlock } from '../machines/gallery/codec.ts';
import { DESIGNS } from '../machines/gallery/layouts.ts';
import { PageEnvironmentProvider } from '../adapters/react/environment.tsx';
import { Gallery } from '../ui/Gallery.tsx';
import { galleryLayoutComponent, galleryLayoutKind, galleryLayoutKinds, loadedGalleryLayout, loadGalleryLayout, loadGalleryLayouts, provideGalleryLayouts } from '../ui/gallery/registry.ts';
import { Slideshow } from '../ui/gallery/Slideshow.tsx';
import { Collection } from '../ui/gallery/Collection.tsx';
import { Carousel } from '../ui/gallery/Carousel.tsx';
import { Strip } from '../ui/gallery/Strip.tsx';
import { gridBlockJson, slideshowBlockJson } from '../examples/content/gallery-demo.ts';

const environment = { url: { pathname: '/demo/gallery', search: '' }, cookies: {}, now: 0, mobile: false };
const withEnvironment = (element: ReactNode) => <PageEnvironmentProvider value={environment}>{element}</PageEnvironmentProvider>;

function block(json: string): GalleryBlock {
  const decoded = decodeGalleryBlock(json);
  if (!decoded.ok) throw new Error(decoded.error);
  return decoded.data;
}

/** The whole markup once everything is ready, as a streaming server sends it (a lazy layout is awaited). */
function streamed(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => (html += chunk.toString()));
    sink.on('end', () => resolve(html));
    const stream = renderToPipeableStream(withEnvironment(element), { onAllReady: () => stream.pipe(sink), onShellError: reject, onError: reject });
  });
}

const isLazy = (component: unknown) => typeof component === 'object' && component !== null && (component as { $$typeof?: symbol }).$$typeof === Symbol.for('react.lazy');

describe('the gallery layout registry', () => {
  it('[GAL-010] every design maps to the one layout component that draws it', () => {
    const kinds = Object.fromEntries(DESIGNS.map((design) => [design, galleryLayoutKind(design)]));
    expect(kinds).toEqual({
      stacked: 'slideshow',
      carousel: 'carousel',
      strip: 'strip',
      grid: 'collection',
      list: 'collection',
      autocolumns: 'collection',
      autogrid: 'collection',
      autorows: 'collection',
      base: 'collection',
    });
    expect([...new Set(Object.values(kinds))].sort()).toEqual([...galleryLayoutKinds].sort());
  });

  it('[GAL-010] a layout nobody gave is fetched on demand: a lazy component until then, the same markup from a streaming server once it is here', async () => {
    const grid = block(gridBlockJson);
    expect(loadedGalleryLayout('collection')).toBeUndefined();
    const before = galleryLayoutComponent('collection');
    expect(isLazy(before)).toBe(true);
    // The same lazy component each time (a new one per render would remount the gallery).
    expect(galleryLayoutComponent('collection')).toBe(before);
    // A streaming server waits for it: the gallery is in the HTML, no fallback.
    const fromStream = await streamed(<Gallery block={grid} id="tiles" label="Tiles" />);
    expect(fromStream).toContain('sm-collection-items');
    // Now it is here: rendered at once, and with the same markup.
    expect(loadedGalleryLayout('collection')).toBe(Collection);
    expect(galleryLayoutComponent('collection')).toBe(Collection);
    expect(renderToString(withEnvironment(<Gallery block={grid} id="tiles" label="Tiles" />))).toBe(fromStream);
  });

  it('[GAL-010] fetching a layout loads it once and only it: the other layouts stay unloaded', async () => {
    expect(loadedGalleryLayout('strip')).toBeUndefined();
    const first = loadGalleryLayout('strip');
    expect(loadGalleryLayout('strip')).toBe(first);
    expect(await first).toBe(Strip);
    // A block's layout name works as well as a kind.
    expect(await loadGalleryLayout('stacked')).toBe(Slideshow);
    expect(loadedGalleryLayout('carousel')).toBeUndefined();
    await loadGalleryLayouts();
    expect(loadedGalleryLayout('carousel')).toBe(Carousel);
  });

  it('[GAL-010] a layout the page gives renders at once, synchronously (renderToString, as hydration needs it)', () => {
    const shown = block(slideshowBlockJson);
    provideGalleryLayouts({ slideshow: Slideshow });
    expect(galleryLayoutComponent('slideshow')).toBe(Slideshow);
    const html = renderToString(withEnvironment(<Gallery block={shown} id="landscapes" label="Landscapes" />));
    expect(html).toContain('sm-slideshow-stage');
    expect(html).not.toContain('<!--$');
  });
});
