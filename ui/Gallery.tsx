'use client';
import type { GalleryBlock, GalleryBlockDecoding } from '../machines/gallery/codec.ts';
import { collectionAddress } from '../machines/gallery/history.ts';
import { Suspense, type ComponentProps } from 'react';
import { defineIsland, useDeferredComponent, type IslandDefinition } from '../adapters/react/Island.tsx';
import { useModulePreload } from '../adapters/react/module-preload.ts';
import type { Carousel as CarouselLayout } from './gallery/Carousel.tsx';
import type { Collection as CollectionLayout } from './gallery/Collection.tsx';
import type { Slideshow as SlideshowLayout } from './gallery/Slideshow.tsx';
import type { Strip as StripLayout } from './gallery/Strip.tsx';

/**
 * [Issue 20] A gallery ships the layout it shows: each layout is its own chunk, reached through
 * `import()` (so Vite, webpack and Next split it alike). The server names a first-screen
 * gallery's layout in the HTML (`useModulePreload`), and a gallery that wakes later fetches its
 * layout with its own code (`prepareGalleryLayout`), so it hydrates whole.
 */
const slideshowLayout = defineIsland<ComponentProps<typeof SlideshowLayout>>('gallery-slideshow', () => import('./gallery/Slideshow.tsx').then((module) => module.Slideshow));
const carouselLayout = defineIsland<ComponentProps<typeof CarouselLayout>>('gallery-carousel', () => import('./gallery/Carousel.tsx').then((module) => module.Carousel));
const stripLayout = defineIsland<ComponentProps<typeof StripLayout>>('gallery-strip', () => import('./gallery/Strip.tsx').then((module) => module.Strip));
const collectionLayout = defineIsland<ComponentProps<typeof CollectionLayout>>('gallery-collection', () => import('./gallery/Collection.tsx').then((module) => module.Collection));

/** Each layout's module, as a server with the bundler's manifest finds its chunks. */
const LAYOUT_MODULES = {
  stacked: 'ui/gallery/Slideshow.tsx',
  carousel: 'ui/gallery/Carousel.tsx',
  strip: 'ui/gallery/Strip.tsx',
  collection: 'ui/gallery/Collection.tsx',
} as const;

type LayoutKind = keyof typeof LAYOUT_MODULES;
const kindOf = (layout: GalleryBlock['layout']): LayoutKind => (layout === 'stacked' || layout === 'carousel' || layout === 'strip' ? layout : 'collection');
const layoutDefinitions = { stacked: slideshowLayout, carousel: carouselLayout, strip: stripLayout, collection: collectionLayout } as const;

/** Fetches the code of a block's layout (before the block hydrates, so it hydrates whole). */
export function prepareGalleryLayout(layout: GalleryBlock['layout']): Promise<unknown> {
  return layoutDefinitions[kindOf(layout)].load();
}

export interface GalleryProps {
  block: GalleryBlock;
  /** Prefix of the parts' DOM ids; unique on the page. */
  id: string;
  /** The gallery's accessible name. */
  label: string;
  /**
   * A slide was activated (clicked, and it has no click-through address): the lightbox opens
   * on it. Without it a slideshow click goes next [GAL-094].
   */
  onSlideActivate?: (index: number) => void;
  /** [GAL-004] History: the collection's full URL; on when the block's historyHash is. */
  collection?: string;
  /** [GAL-003] History is off inside the backend editor. */
  inBackendEditor?: boolean;
  /** The block is in the page's first screen: its first pictures are in the server's HTML and load at once. */
  priority?: boolean;
  /** The block's rendered width as one CSS length (`min(44rem, 100vw - 2.5rem)`), for its pictures' `sizes`. */
  blockWidth?: string;
  /** Controlled: the slide shown, owned by the page; the visitor asks for changes through `onIndexChange`. */
  index?: number;
  /** Uncontrolled: the slide shown first. */
  defaultIndex?: number;
  /** The index a visitor's step, a swipe or autoplay leads to (controlled: asks for). */
  onIndexChange?: (index: number) => void;
}

/** [GAL-010] One gallery block, rendered with the layout its block type maps to. */
export function Gallery(props: GalleryProps) {
  // The layout of a first-screen gallery is named in the HTML: it arrives with the page, and the
  // page hydrates once it is here. Further down, a gallery fetches its layout as it hydrates.
  useModulePreload(LAYOUT_MODULES[kindOf(props.block.layout)], props.priority === true);
  return (
    <Suspense fallback={null}>
      <GalleryLayout {...props} />
    </Suspense>
  );
}

function GalleryLayout({ block, id, label, onSlideActivate, collection, inBackendEditor, priority, blockWidth, index, defaultIndex, onIndexChange }: GalleryProps) {
  // The block's options are named as the layouts' props are.
  const common = { ...block, id, label, onSlideActivate, priority, blockWidth, index, defaultIndex, onIndexChange };
  const firstScreen = priority === true;
  switch (block.layout) {
    case 'stacked': {
      const history = collection !== undefined ? { historyHash: block.historyHash, collection: collectionAddress(block.collectionUrl, collection), inBackendEditor } : undefined;
      return <Deferred definition={slideshowLayout} props={{ ...common, history }} firstScreen={firstScreen} />;
    }
    case 'carousel':
      return <Deferred definition={carouselLayout} props={common} firstScreen={firstScreen} />;
    case 'strip':
      return <Deferred definition={stripLayout} props={common} firstScreen={firstScreen} />;
    default:
      return <Deferred definition={collectionLayout} props={{ ...common, layout: block.layout }} firstScreen={firstScreen} />;
  }
}

/** A layout, from its chunk: rendered at once when the chunk is here, else when it arrives. */
function Deferred<P extends object>({ definition, props, firstScreen }: { definition: IslandDefinition<P>; props: P; firstScreen: boolean }) {
  const Layout = useDeferredComponent(definition, { firstScreen });
  return <Layout {...props} />;
}

/**
 * [GAL-076] A block whose data could not be read: the error is logged and a short notice takes
 * the gallery's place, so the page still renders.
 */
export function GalleryFallback({ decoding, label }: { decoding: Extract<GalleryBlockDecoding, { ok: false }>; label: string }) {
  console.error(decoding.error, decoding.details);
  return (
    <div className="sm-gallery-fallback" role="note" aria-label={label} data-error={decoding.error}>
      <p>This gallery cannot be shown.</p>
    </div>
  );
}
