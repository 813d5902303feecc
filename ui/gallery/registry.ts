'use client';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { GalleryBlock } from '../../machines/gallery/codec.ts';
import type { CarouselProps } from './Carousel.tsx';
import type { CollectionProps } from './Collection.tsx';
import type { SlideshowProps } from './Slideshow.tsx';
import type { StripProps } from './Strip.tsx';

/**
 * [Issue 20] A gallery ships the layout it shows. Each layout's component is a module of its own
 * that `Gallery` reaches only through `import()`, so a bundler (Vite, webpack, Next) makes it a
 * chunk of its own: a page with a slideshow downloads no grid, strip, list or carousel code.
 *
 * Server rendering and hydration still need the layout at once: a page (its entry, or a server
 * that knows the design it renders) hands it over beforehand with `provideGalleryLayouts`, or
 * awaits `loadGalleryLayout(block.layout)`. A layout that is neither is fetched when the gallery
 * renders (React `lazy`): the nearest Suspense boundary keeps the server's markup, untouched,
 * until it is here, and hydrates it then.
 */
export interface GalleryLayouts {
  slideshow: ComponentType<SlideshowProps>;
  carousel: ComponentType<CarouselProps>;
  strip: ComponentType<StripProps>;
  /** grid, list, autocolumns, autogrid, autorows and base: every slide shown at once. */
  collection: ComponentType<CollectionProps>;
}

export type GalleryLayoutKind = keyof GalleryLayouts;

export const galleryLayoutKinds: readonly GalleryLayoutKind[] = ['slideshow', 'carousel', 'strip', 'collection'];

/** Each kind's module, from the package's root: what a server finds in its bundler's manifest to link the chunk. */
export const galleryLayoutModules: Readonly<Record<GalleryLayoutKind, string>> = {
  slideshow: 'ui/gallery/Slideshow.tsx',
  carousel: 'ui/gallery/Carousel.tsx',
  strip: 'ui/gallery/Strip.tsx',
  collection: 'ui/gallery/Collection.tsx',
};

/** The component that draws a block's layout (`GalleryBlock['layout']`, from its design). */
export function galleryLayoutKind(layout: GalleryBlock['layout']): GalleryLayoutKind {
  return layout === 'stacked' ? 'slideshow' : layout === 'carousel' || layout === 'strip' ? layout : 'collection';
}

type Importers = { [K in GalleryLayoutKind]: () => Promise<GalleryLayouts[K]> };

const importers: Importers = {
  slideshow: () => import('./Slideshow.tsx').then((module) => module.Slideshow),
  carousel: () => import('./Carousel.tsx').then((module) => module.Carousel),
  strip: () => import('./Strip.tsx').then((module) => module.Strip),
  collection: () => import('./Collection.tsx').then((module) => module.Collection),
};

const loaded: Partial<GalleryLayouts> = {};
const pending: { [K in GalleryLayoutKind]?: Promise<GalleryLayouts[K]> } = {};
const lazies: { [K in GalleryLayoutKind]?: LazyExoticComponent<GalleryLayouts[K]> } = {};

/**
 * Hands layouts over at once, imported statically by a page that shows them on its first
 * screen: they render (on the server) and hydrate (in the browser) in the page's own pass.
 */
export function provideGalleryLayouts(layouts: Partial<GalleryLayouts>): void {
  for (const kind of galleryLayoutKinds) {
    const component = layouts[kind];
    if (!component) continue;
    (loaded as Record<GalleryLayoutKind, unknown>)[kind] = component;
    (pending as Record<GalleryLayoutKind, unknown>)[kind] ??= Promise.resolve(component);
  }
}

/** The layout's component if it is here (provided, or fetched), else undefined. */
export function loadedGalleryLayout<K extends GalleryLayoutKind>(kind: K): GalleryLayouts[K] | undefined {
  return loaded[kind];
}

/**
 * Fetches a layout's code (once; a failed fetch may be tried again by the next need). Takes a
 * kind, or a block's layout (`'stacked'`, `'grid'`…).
 */
export function loadGalleryLayout<K extends GalleryLayoutKind>(kind: K): Promise<GalleryLayouts[K]>;
export function loadGalleryLayout(layout: GalleryBlock['layout']): Promise<GalleryLayouts[GalleryLayoutKind]>;
export function loadGalleryLayout(which: GalleryLayoutKind | GalleryBlock['layout']): Promise<unknown> {
  const kind = (galleryLayoutKinds as readonly string[]).includes(which) ? (which as GalleryLayoutKind) : galleryLayoutKind(which as GalleryBlock['layout']);
  const existing = pending[kind];
  if (existing) return existing;
  const started = (importers[kind] as () => Promise<unknown>)().then(
    (component) => {
      (loaded as Record<GalleryLayoutKind, unknown>)[kind] = component;
      return component;
    },
    (error: unknown) => {
      delete pending[kind];
      throw error;
    },
  );
  (pending as Record<GalleryLayoutKind, unknown>)[kind] = started;
  return started;
}

/** Every layout's code: for a server that renders any design in one pass, or a test. */
export function loadGalleryLayouts(): Promise<unknown> {
  return Promise.all(galleryLayoutKinds.map((kind) => loadGalleryLayout(kind)));
}

/**
 * The component to render a layout with: the layout itself when it is here, else one `lazy`
 * component per kind, which fetches it (and suspends until then). Either way the markup is the
 * layout's own, so a server that rendered it and a browser that waits for it agree.
 */
export function galleryLayoutComponent<K extends GalleryLayoutKind>(kind: K): GalleryLayouts[K] {
  const here = loaded[kind];
  if (here) return here;
  const made = (lazies[kind] ??= lazy(() => loadGalleryLayout(kind).then((component) => ({ default: component as GalleryLayouts[K] }))) as never);
  return made as GalleryLayouts[K];
}
