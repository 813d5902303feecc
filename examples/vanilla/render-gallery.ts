import { createActor } from 'xstate';
import { bindControllable } from '../../adapters/browser/controllable.ts';
import { galleryIndex } from '../../adapters/browser/controlled-props.ts';
import { spreadProps } from '../../adapters/browser/dom-props.ts';
import { readMobile } from '../../adapters/browser/environment.ts';
import { bindGallery, initialIndexFromHistory, nomotionRequested } from '../../adapters/browser/gallery.ts';
import { inspectOnPage } from '../../adapters/browser/inspection.ts';
import type { GalleryBlock } from '../../machines/gallery/codec.ts';
import type { GalleryConnectOptions } from '../../machines/gallery/connect.ts';
import { collectionAddress } from '../../machines/gallery/history.ts';
import { linkGalleries } from '../../machines/gallery/link.ts';
import { preloadCountFor } from '../../machines/gallery/layouts.ts';
import { galleryMachine, type GalleryInput } from '../../machines/gallery/machine.ts';
import { galleryApi, renderControls, renderRotation, renderSlide, renderThumbnails, type GalleryActor, type Part } from './gallery-parts.ts';
import { bindSwipe } from '../../adapters/browser/swipe.ts';

export interface VanillaGalleryOptions {
  /** The root's DOM id, prefix of its parts' ids. */
  id: string;
  label: string;
  /** [GAL-004] History: the collection's full URL; on when the block's historyHash is. */
  collection?: string;
  priority?: boolean;
  blockWidth?: string;
  /** Rewrites a video's player address (the example site's stand-in player). */
  resolveVideoSrc?: (src: string) => string;
  /**
   * Controlled: the page owns the index. The visitor's steps and autoplay only ask for a change
   * (`onIndexChange`); the page shows a slide with the returned `setIndex`.
   */
  controlled?: { index: number; onIndexChange: (index: number) => void };
}

export interface VanillaGallery {
  /** Controlled: the page shows this slide (SET_INDEX; one that names no slide is refused and reported back). */
  setIndex(index: number): void;
  destroy(): void;
}

const COLLECTIONS = ['grid', 'list', 'autocolumns', 'autogrid', 'autorows', 'base'];

/** What a layout's renderer needs beyond the block. */
interface Built {
  root: HTMLElement;
  parts: Part[];
  destroy: (() => void)[];
}

/**
 * Renders a gallery block into `container` with plain DOM, from the same galleryMachine and
 * `connect` as the React layouts (slideshow, with thumbnails, and carousel), with the browser
 * bound as `useGallery` binds it: randomness, ?nomotion, the device, reduced motion, the
 * window's settled width, the page's arrow keys, hover, click-through and history. A block
 * that opens a lightbox is rendered without it (the plain-DOM pages have no lightbox).
 */
export function renderGallery(container: HTMLElement, block: GalleryBlock, options: VanillaGalleryOptions): VanillaGallery {
  const collection = COLLECTIONS.includes(block.layout);
  if (block.layout !== 'stacked' && block.layout !== 'carousel' && !collection) throw new Error(`the plain-DOM renderer has no ${block.layout} layout`);
  const { id, label, priority, blockWidth } = options;
  const slides = block.slides;
  const stacked = block.layout === 'stacked';
  const history =
    stacked && options.collection !== undefined
      ? { slides, historyHash: block.historyHash, collection: collectionAddress(block.collectionUrl, options.collection) }
      : undefined;
  const layoutInput: GalleryInput = collection
    ? { numberOfSlides: slides.length, layout: block.layout, lightbox: false, keyboard: false }
    : stacked
    ? {
        numberOfSlides: slides.length,
        layout: 'stacked',
        lightbox: false,
        loop: block.loop,
        transition: block.transition,
        boundary: block.boundary,
        snapPoint: block.snapPoint,
        autoplay: block.autoplay,
        autoplayTimeout: block.autoplayTimeout,
        autoplayInterval: block.autoplayInterval,
        randomize: block.randomize,
        // [GAL-032] lazyLoad off: every slide's picture loads with the gallery.
        preloadCount: preloadCountFor(block.lazyLoad, slides.length),
      }
    : // The track's CSS transition is the carousel's motion: it reports its start and end.
      { numberOfSlides: slides.length, layout: 'carousel', lightbox: false, perRow: block.slidesPerRow, reportsMotion: true };
  const actor = createActor(galleryMachine, {
    input: {
      random: Math.random,
      nomotion: nomotionRequested(),
      mobile: readMobile(),
      ...layoutInput,
      controlled: options.controlled !== undefined,
      currentIndex: options.controlled?.index ?? (history && initialIndexFromHistory(history)) ?? undefined,
    },
    inspect: inspectOnPage,
  });
  const connectOptions: GalleryConnectOptions = collection
    ? { id, label, priority, blockWidth, slidesPerRow: block.slidesPerRow, padding: block.padding, columnWidth: block.columnWidth, gutter: block.gutter, rowHeight: block.rowHeight, aspectRatio: block.aspectRatio }
    : stacked
      ? { id, label, priority, blockWidth, aspectRatio: block.aspectRatio, firstSlide: slides[0], hoverSelectors: block.pauseOnMouseover }
      : { id, label, priority, blockWidth, slidesPerRow: block.slidesPerRow, gutter: block.gutter, aspectRatio: block.aspectRatio };
  const built = collection
    ? buildCollection(actor, block, options, connectOptions)
    : stacked
      ? buildSlideshow(actor, block, options, connectOptions)
      : buildCarousel(actor, block, options, connectOptions);
  const render = () => {
    const api = galleryApi(actor, connectOptions);
    for (const part of built.parts) part(api);
  };
  const subscription = actor.subscribe(render);
  actor.start();
  render();
  container.replaceChildren(built.root);

  actor.send({ type: 'SET_COUNT', count: slides.length });

  const unbind = [
    // The browser's facts, keys, history, hover and click-through: one wiring, shared with React.
    bindGallery(actor, { root: built.root, keyboard: !collection, history, hoverSelectors: stacked && block.pauseOnMouseover }),
    ...built.destroy,
  ];
  // Controlled: the same binding as useGallery's (the page's index in, the visitor's requests out).
  const index = bindControllable(actor, galleryIndex, { value: options.controlled?.index, onChange: (at) => options.controlled?.onIndexChange(at) });
  unbind.push(index.stop);
  return {
    setIndex: index.set,
    destroy() {
      subscription.unsubscribe();
      unbind.forEach((fn) => fn());
      actor.stop();
    },
  };
}

/** A layout that shows every slide (list rows with their text, grid cells, columns). */
function buildCollection(actor: GalleryActor, block: GalleryBlock, options: VanillaGalleryOptions, connectOptions: GalleryConnectOptions): Built {
  const api = galleryApi(actor, connectOptions);
  const root = document.createElement('div');
  const items = document.createElement('ul');
  const context = { actor, owner: options.id, imageMode: block.imageMode };
  const slides = block.slides.map((slide, index) => renderSlide(context, api, index, slide, false, block.layout === 'list' ? 'row' : 'cell'));
  items.append(...slides.map((slide) => slide.element));
  root.append(items);
  const parts: Part[] = [
    (now) => spreadProps(root, { ...now.getRootProps(), class: `sm-gallery sm-collection sm-${block.layout}` }),
    (now) => spreadProps(items, { ...now.getItemsProps(), class: 'sm-collection-items' }),
    ...slides.map((slide) => slide.part),
  ];
  return { root, parts, destroy: slides.map((slide) => slide.destroy) };
}

/** The slideshow: rotation control, stage and track of stacked slides, controls, thumbnails. */
function buildSlideshow(actor: GalleryActor, block: GalleryBlock, options: VanillaGalleryOptions, connectOptions: GalleryConnectOptions): Built {
  const api = galleryApi(actor, connectOptions);
  const root = document.createElement('div');
  const rotation = renderRotation();
  const stage = document.createElement('div');
  const track = document.createElement('div');
  const context = { actor, owner: options.id, imageMode: block.imageMode, resolveVideoSrc: options.resolveVideoSrc };
  const slides = block.slides.map((slide, index) => renderSlide(context, api, index, slide, true));
  const controls = renderControls();
  track.append(...slides.map((slide) => slide.element));
  stage.append(track);
  root.append(rotation.element, stage, controls.element);
  const parts: Part[] = [
    (now) => spreadProps(root, { ...now.getRootProps(), class: 'sm-gallery sm-slideshow' }),
    rotation.part,
    (now) => spreadProps(stage, { ...now.getSlidesProps(), class: 'sm-slideshow-stage' }),
    (now) => spreadProps(track, { ...now.getTrackProps(), class: 'sm-slideshow-track' }),
    ...slides.map((slide) => slide.part),
    controls.part,
  ];
  const destroy = [bindSwipe(stage, track, () => galleryApi(actor, connectOptions)), ...slides.map((slide) => slide.destroy)];
  if (block.thumbnails) {
    // [GAL-045] [GAL-046] A second gallery linked to the slideshow, its keyboard off.
    const child = createActor(galleryMachine, {
      input: { numberOfSlides: block.slides.length, layout: 'thumbnails', currentIndex: actor.getSnapshot().context.index, keyboard: false },
      inspect: inspectOnPage,
    });
    // Connected under the slideshow's id: each thumbnail controls the slideshow's slides.
    const childOptions = { id: options.id, label: `${options.label}: thumbnails`, thumbnailMargin: block.thumbnailMargin };
    const thumbnails = renderThumbnails(block.slides, `${options.id}-thumbnails`, 'fill');
    const draw = () => thumbnails.part(galleryApi(child, childOptions));
    const subscription = child.subscribe(draw);
    child.start();
    const unlink = linkGalleries(actor, child);
    draw();
    root.append(thumbnails.element);
    destroy.push(() => {
      unlink();
      subscription.unsubscribe();
      child.stop();
    });
  }
  return { root, parts, destroy };
}

/** The carousel: rows of slides in a viewport, moving a row at a time, and its controls. */
function buildCarousel(actor: GalleryActor, block: GalleryBlock, options: VanillaGalleryOptions, connectOptions: GalleryConnectOptions): Built {
  const api = galleryApi(actor, connectOptions);
  const root = document.createElement('div');
  const viewport = document.createElement('div');
  const track = document.createElement('div');
  const context = { actor, owner: options.id, imageMode: block.imageMode };
  const slides = block.slides.map((slide, index) => renderSlide(context, api, index, slide, false));
  const controls = renderControls();
  track.append(...slides.map((slide) => slide.element));
  viewport.append(track);
  root.append(viewport, controls.element);
  const parts: Part[] = [
    (now) => spreadProps(root, { ...now.getRootProps(), class: 'sm-gallery sm-carousel' }),
    (now) => spreadProps(viewport, { ...now.getSlidesProps(), class: 'sm-carousel-viewport' }),
    (now) => spreadProps(track, { ...now.getTrackProps(), class: 'sm-carousel-track' }),
    ...slides.map((slide) => slide.part),
    controls.part,
  ];
  return { root, parts, destroy: slides.map((slide) => slide.destroy) };
}
