import { keepProps } from '../machines/shared/normalize.ts';
import { createActor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { loadImageLoader, showPlainImages } from '../adapters/browser/image-loader-on-demand.ts';
import { connectGallery, decodeGalleryBlock, decodeSiteContext, galleryMachine, type GalleryBlock } from '../machines/index.ts';
import { historyActive } from '../machines/gallery/history.ts';

const video = '<iframe src="https://player.vimeo.com/video/76979871" width="640" height="360"></iframe>';
const slides = [
  { id: 'harbour', title: 'Harbour', image: { src: '/media/images/harbour-1500x1000.svg', dimensions: '1500x1000' } },
  { id: 'film', title: 'Film', image: { src: '/media/images/film-1600x900.svg', dimensions: '1600x900' }, video: { embedHtml: video } },
  { id: 'dunes', title: 'Dunes', image: { src: '/media/images/dunes-1200x1200.svg' }, clickThroughUrl: '/shop/dunes' },
];

function block(type: string): GalleryBlock {
  const decoded = decodeGalleryBlock(JSON.stringify({ type, slides, historyHash: true }));
  if (!decoded.ok) throw new Error(decoded.error);
  return decoded.data;
}

/** What a renderer spreads on each slide, from a fresh gallery of the block. */
function slideViews(gallery: GalleryBlock) {
  const actor = createActor(galleryMachine, { input: { numberOfSlides: gallery.slides.length, loop: gallery.loop } }).start();
  const api = connectGallery(actor.getSnapshot(), actor.send, { id: 'g', label: 'Gallery' }, keepProps);
  const views = gallery.slides.map((slide, index) => {
    const { onClick: _onClick, ...props } = api.getSlideProps(index, slide);
    return props;
  });
  actor.stop();
  return views;
}

describe('galleries on published sites (001 §1)', () => {
  it('[GAL-001] show images and videos, in several layouts picked by the block type', () => {
    const layouts = ['stacked', 'slider', 'slideshow', 'grid', 'autogrid', 'autocolumns', 'carousel', 'list', 'unknown'].map((type) => block(type).layout);
    expect(layouts).toEqual(['base', 'strip', 'stacked', 'grid', 'autogrid', 'autocolumns', 'carousel', 'list', 'base']);
    expect(new Set(layouts).size).toBe(8);
    const grid = block('grid');
    // Every slide has its picture; the one with video data is a video slide [GAL-036].
    expect(grid.slides.map((slide) => [slide.type, slide.image?.src])).toEqual([
      ['image', '/media/images/harbour-1500x1000.svg'],
      ['video', '/media/images/film-1600x900.svg'],
      ['image', '/media/images/dunes-1200x1200.svg'],
    ]);
    expect(slideViews(grid).map((view) => view['data-type'])).toEqual(['image', 'video', 'image']);
  });

  // [GAL-002] (the same gallery markup for owners, editors and visitors) is proven on the server's pages: gallery-audience.test.tsx.
  it('[GAL-003] in the editor preview an owner sees the gallery without its history: the address is not rewritten there', () => {
    const published = decodeSiteContext({ websiteId: 'w' });
    const preview = decodeSiteContext({ websiteId: 'w', editor: true, authenticatedAccount: { id: 'owner' } });
    expect(preview.data.editor).toBe(true);
    expect(historyActive(block('slideshow').historyHash, published.data.editor)).toBe(true);
    expect(historyActive(block('slideshow').historyHash, preview.data.editor)).toBe(false);
  });
});

describe('the image loader loaded on demand (001 §8)', () => {
  it('[GAL-082] a missing image loader logs Loader2 not found, and the page gets no loader', async () => {
    const log = vi.fn();
    const failure = new TypeError('Failed to fetch dynamically imported module: /assets/image-loader-abc.js');
    await expect(loadImageLoader(() => Promise.reject(failure), log)).resolves.toBeNull();
    expect(log).toHaveBeenCalledWith('Loader2 not found', failure);
  });

  it('[GAL-082] when it can be fetched, the loader comes back and nothing is logged', async () => {
    const log = vi.fn();
    const loader = await loadImageLoader(undefined, log);
    expect(typeof loader?.loadImageElement).toBe('function');
    expect(typeof loader?.loadImagesIn).toBe('function');
    expect(log).not.toHaveBeenCalled();
  });

  it('[GAL-082] without the loader each image still shows, at its plain source', () => {
    const images = [{ dataset: { src: '/media/images/a-10x10.svg' }, src: '' }, { dataset: { src: '/media/images/b-10x10.svg' }, src: '' }];
    const root = { querySelectorAll: (selector: string) => (selector === 'img[data-src]' ? images : []) } as unknown as ParentNode;
    expect(showPlainImages(root)).toBe(2);
    expect(images.map((image) => image.src)).toEqual(['/media/images/a-10x10.svg', '/media/images/b-10x10.svg']);
  });
});
