import { keepProps } from '../machines/shared/normalize.ts';
import { describe, expect, it, vi } from 'vitest';
import { connectGallery, galleryMachine, decodeGalleryBlock } from '../machines/index.ts';
import { autoplayStatus } from '../machines/gallery/connect.ts';
import { DEFAULT_DESIGN, GALLERY_ELEMENTS, MEDIA_TYPES, STACKED, STRIP } from '../machines/gallery/constants.ts';
import { collectionAddress, historyActive, indexForItemId, itemIdFromLocation, slideAddress } from '../machines/gallery/history.ts';
import {
  applySwipeBoundary,
  dragOffset,
  createTween,
  easeInOutCubic,
  isStripAlignment,
  layoutForBlockType,
  newSwipeOutcome,
  parseColumnWidth,
  parseSnapPoints,
  resolveDesign,
  slidesPerRow,
  stackedTransition,
  stripOffset,
  thumbnailMargin,
} from '../machines/gallery/layouts.ts';
import { createActor } from 'xstate';
import { bindHoverPause, claimGalleryNode, releaseGalleryNode } from '../adapters/browser/gallery.ts';
import { installRemovedTweenGlobal } from '../adapters/browser/tween-global.ts';

describe('layouts', () => {
  it('[GAL-010] block types map to layouts; any other type is the base layout', () => {
    expect(
      ['stacked', 'slider', 'slideshow', 'grid', 'autogrid', 'autocolumns', 'carousel', 'list', 'mosaic', ''].map(layoutForBlockType),
    ).toEqual(['base', 'strip', 'stacked', 'grid', 'autogrid', 'autocolumns', 'carousel', 'list', 'base', 'base']);
    expect(layoutForBlockType('toString')).toBe('base');
  });

  it('[GAL-065] [GAL-066] an unknown design name fails with the design error and lists the loaded designs', () => {
    const result = resolveDesign('mosaic', ['base', 'grid']);
    expect(result).toEqual({
      ok: false,
      error: 'These are not the gallery designs you are looking for (We could not find a design by the name mosaic).',
      report: 'Design not found: base, grid',
    });
    expect(resolveDesign('grid')).toEqual({ ok: true, design: 'grid' });
  });

  it('[GAL-026] design defaults to base', () => {
    expect(DEFAULT_DESIGN).toBe('base');
    expect(resolveDesign(DEFAULT_DESIGN).ok).toBe(true);
  });

  it('[GAL-062] [GAL-075] the slideshow transitions; an unknown stacked transition name throws', () => {
    for (const name of ['fade', 'ken-burns', 'scroll', 'swipe', 'new-swipe']) expect(stackedTransition(name)).toBe(name);
    expect(() => stackedTransition('spin')).toThrow('Unknown stacked transition: spin');
  });

  it('[GAL-089] slidesPerRow is 3 by default, at most 3 below 724 px and at most 2 below 480 px', () => {
    expect(slidesPerRow(1200)).toBe(3);
    expect(slidesPerRow(1200, 5)).toBe(5);
    expect(slidesPerRow(723, 5)).toBe(3);
    expect(slidesPerRow(724, 5)).toBe(5);
    expect(slidesPerRow(479, 5)).toBe(2);
    expect(slidesPerRow(480, 5)).toBe(3);
    expect(slidesPerRow(300, 1)).toBe(1);
  });

  it('[GAL-060] [GAL-070] [GAL-095] the strip aligns the current slide at start, middle (default) or end, within the track', () => {
    const slides = [0, 1, 2, 3, 4].map((index) => ({ left: index * 110, width: 100 }));
    expect(STRIP).toEqual({ speed: 0.5, preloadCount: 1, alignment: 'middle' });
    expect(stripOffset(slides, 2, 300, 'start')).toBe(220);
    expect(stripOffset(slides, 2, 300, 'middle')).toBe(120);
    expect(stripOffset(slides, 2, 300, 'end')).toBe(20);
    expect(stripOffset(slides, 0, 300, 'middle')).toBe(0);
    expect(stripOffset(slides, 4, 300, 'start')).toBe(240);
    expect(['start', 'middle', 'end', 'left', 3].map(isStripAlignment)).toEqual([true, true, true, false, false]);
    expect(decodeGalleryBlock('{"type":"slider","slides":[]}')).toMatchObject({ ok: true, data: { alignment: 'middle' } });
  });

  it('[GAL-068] [GAL-069] the autocolumns column width is a number above 0; numeric strings are accepted', () => {
    expect([250, '250', ' 180.5 ', 0, -3, '0', 'wide', '', null, Number.NaN].map(parseColumnWidth)).toEqual([250, 250, 180.5, null, null, null, null, null, null, null]);
    expect(decodeGalleryBlock('{"type":"autocolumns","columnWidth":"300","slides":[]}')).toMatchObject({ ok: true, data: { columnWidth: 300 } });
    expect(decodeGalleryBlock('{"type":"autocolumns","columnWidth":"0","slides":[]}')).toMatchObject({ ok: false, error: 'Error decoding gallery block data.' });
  });

  it('[GAL-093] stacked defaults: speed 1, preloadCount 1, fade', () => {
    expect(STACKED).toEqual({ speed: 1, preloadCount: 1, transition: 'fade' });
    expect(decodeGalleryBlock('{"type":"slideshow","slides":[]}')).toMatchObject({ ok: true, data: { transition: 'fade' } });
  });

  it('[GAL-064] new-swipe advances past half the width or above velocity 1, else snaps back', () => {
    expect(newSwipeOutcome(-151, 300, 0.2)).toBe('next');
    expect(newSwipeOutcome(151, 300, 0.2)).toBe('previous');
    expect(newSwipeOutcome(-150, 300, 0.2)).toBe('stay');
    expect(newSwipeOutcome(-20, 300, -1.5)).toBe('next');
    expect(newSwipeOutcome(-20, 300, 1)).toBe('stay');
  });

  it('[GAL-072] [GAL-064] a snap point moves where a slow release advances; a fast one still does', () => {
    expect(newSwipeOutcome(-100, 300, 0.2, 0.3)).toBe('next');
    expect(newSwipeOutcome(-89, 300, 0.2, 0.3)).toBe('stay');
    expect(newSwipeOutcome(120, 300, 0.2, null)).toBe('stay');
    expect(newSwipeOutcome(20, 300, 1.2, 0.9)).toBe('previous');
  });

  it('[GAL-064] [GAL-071] the new-swipe track follows a drag freely between the ends, and past them as the boundary allows', () => {
    // Slide 1 of 3, each 400 px wide: the track may move from -800 px (last) to 0 (first).
    expect(dragOffset(-150, 1, 3, 400, 'hard')).toBe(-150);
    expect(dragOffset(300, 0, 3, 400, 'none')).toBe(300);
    expect(dragOffset(300, 0, 3, 400, 'hard')).toBe(0);
    expect(dragOffset(300, 0, 3, 400, 'inertial')).toBe(100);
    expect(dragOffset(-600, 2, 3, 400, 'inertial')).toBe(-200);
    expect(dragOffset(-600, 2, 3, 400, 'hard')).toBe(0);
  });

  it('[GAL-071] new-swipe boundaries: none is free, hard stops, inertial gives a third', () => {
    expect(decodeGalleryBlock('{"type":"slideshow","transition":"new-swipe","boundaries":"soft","slides":[]}')).toMatchObject({ ok: false });
    expect(applySwipeBoundary(-60, 0, 500, 'none')).toBe(-60);
    expect(applySwipeBoundary(-60, 0, 500, 'hard')).toBe(0);
    expect(applySwipeBoundary(-60, 0, 500, 'inertial')).toBe(-20);
    expect(applySwipeBoundary(200, 0, 500, 'inertial')).toBe(200);
  });

  it('[GAL-072] new-swipe snap points are a percentage or none', () => {
    expect(['25%', 50, '100', 'none', null, '120%', 'half'].map(parseSnapPoints)).toEqual([0.25, 0.5, 1, null, null, undefined, undefined]);
  });

  it('[GAL-086] the tween eases in and out on a cubic', () => {
    expect(easeInOutCubic(0)).toBe(0);
    expect(easeInOutCubic(0.25)).toBeCloseTo(0.0625);
    expect(easeInOutCubic(0.5)).toBe(0.5);
    expect(easeInOutCubic(1)).toBe(1);
  });

  it('[GAL-073] [GAL-074] [GAL-101] a tween needs a function and a finite duration, at least 50 ms, 300 ms by default', () => {
    expect(() => createTween('step')).toThrow('A tween requires a function.');
    expect(() => createTween(() => {}, Number.NaN)).toThrow('A tween duration must be a finite number.');
    expect(() => createTween(() => {}, '300')).toThrow('A tween duration must be a finite number.');
    const values: number[] = [];
    const byDefault = createTween((value: number) => values.push(value));
    expect(byDefault(150)).toBe(false);
    expect(byDefault(300)).toBe(true);
    expect(values).toEqual([0.5, 1]);
    const short = createTween(() => {}, 10);
    expect(short(49)).toBe(false);
    expect(short(50)).toBe(true);
  });

  it('[GAL-098] the thumbnail margin is capped at 5 (and never below 0)', () => {
    expect([2, 5, 12, -1].map(thumbnailMargin)).toEqual([2, 5, 5, 0]);
    expect(decodeGalleryBlock('{"thumbnails":true,"thumbnail-strip-margin":"8","slides":[]}')).toMatchObject({ ok: true, data: { thumbnailMargin: 8 } });
  });

  it('[GAL-027] a gallery names its elements next, previous, currentIndex, totalSlides and controls', () => {
    const actor = createActor(galleryMachine, { input: { numberOfSlides: 6, currentIndex: 1 } }).start();
    const api = connectGallery(actor.getSnapshot(), actor.send, { id: 'g', label: 'Gallery' }, keepProps);
    const parts = [api.getNextTriggerProps(), api.getPreviousTriggerProps(), api.getCurrentIndexProps(), api.getTotalSlidesProps(), api.getControlsProps()];
    expect(parts.map((part) => part['data-part'])).toEqual([...GALLERY_ELEMENTS]);
    expect([api.getCurrentIndexProps().children, api.getTotalSlidesProps().children]).toEqual([2, 6]);
  });

  it('[GAL-028] historyHash defaults to false', () => {
    expect(decodeGalleryBlock('{"slides":[]}')).toMatchObject({ ok: true, data: { historyHash: false } });
  });
});

describe('gallery block data', () => {
  const slides = '[{"id":"a","image":{"src":"/a.jpg","dimensions":"1500x1000","focalPoint":"0.2,0.8"}},{"id":"v","video":{"embedHtml":"<iframe src=\\"https://player.vimeo.com/video/1\\"></iframe>"}}]';

  it('[GAL-015] [GAL-019] decodes every documented field', () => {
    const json = JSON.stringify({
      design: 'grid',
      imageAspectRatio: '4:3',
      slidesPerRow: 5,
      lightbox: true,
      lightboxTheme: 'light',
      mixedContent: false,
      columnWidth: 250,
      gutter: 12,
      listImageSize: 40,
      autoplay: true,
      'autoplay-duration': 3,
      'active-alignment': 'end',
      thumbnails: true,
      'thumbnail-strip-height': 80,
      'thumbnail-strip-margin': 4,
      'thumbnails-per-row': 8,
      'square-thumbs': true,
      'auto-crop': true,
      padding: 10,
      'meta-position': 'bottom',
      vSize: '50',
      slides: [],
    });
    const decoded = decodeGalleryBlock(json);
    expect(decoded).toMatchObject({
      ok: true,
      data: { layout: 'grid', aspectRatio: 0.75, slidesPerRow: 5, lightbox: true, thumbnails: true, gutter: 12, padding: 10, alignment: 'end', autoplay: true },
    });
    expect(decodeGalleryBlock('{"thumbnails":"yes","slides":[]}')).toMatchObject({ ok: false, error: 'Error decoding gallery block data.' });
  });

  it('[GAL-016] imageAspectRatio Auto (or none) means no fixed ratio', () => {
    expect(decodeGalleryBlock('{"imageAspectRatio":"Auto","slides":[]}')).toMatchObject({ ok: true, data: { aspectRatio: null } });
    expect(decodeGalleryBlock('{"slides":[]}')).toMatchObject({ ok: true, data: { aspectRatio: null } });
    expect(decodeGalleryBlock('{"imageAspectRatio":"16:9","slides":[]}')).toMatchObject({ ok: true, data: { aspectRatio: 9 / 16 } });
  });

  it('[GAL-017] lightboxTheme is light or dark', () => {
    expect(decodeGalleryBlock('{"lightboxTheme":"dark","slides":[]}').ok).toBe(true);
    expect(decodeGalleryBlock('{"lightboxTheme":"sepia","slides":[]}')).toMatchObject({ ok: false, error: 'Error decoding gallery block data.' });
  });

  it('[GAL-018] autoplay-duration is seconds', () => {
    expect(decodeGalleryBlock('{"autoplay-duration":3,"slides":[]}')).toMatchObject({ ok: true, data: { autoplayTimeout: 3000 } });
    expect(decodeGalleryBlock('{"slides":[]}')).toMatchObject({ ok: true, data: { autoplayTimeout: 5000 } });
  });

  it('[GAL-021] [GAL-022] [GAL-023] [GAL-024] autoplayOptions: randomize, timeout (ms, over autoplay-duration), pauseOnMouseover selectors and interval', () => {
    const json = JSON.stringify({ 'autoplay-duration': 6, autoplayOptions: { randomize: false, interval: 3000, pauseOnMouseover: ['.stage', '[data-part="controls"]'] }, slides: [] });
    expect(decodeGalleryBlock(json)).toMatchObject({
      ok: true,
      data: { autoplayTimeout: 6000, autoplayInterval: 3000, randomize: false, pauseOnMouseover: ['.stage', '[data-part="controls"]'] },
    });
    expect(decodeGalleryBlock('{"autoplayOptions":{"timeout":2500},"autoplay-duration":6,"slides":[]}')).toMatchObject({ ok: true, data: { autoplayTimeout: 2500 } });
    expect(decodeGalleryBlock('{"slides":[]}')).toMatchObject({ ok: true, data: { randomize: true, autoplayInterval: undefined, pauseOnMouseover: undefined } });
  });

  it('[GAL-023] [GAL-024] bad autoplayOptions are refused with the decoding error', () => {
    for (const options of ['{"interval":0}', '{"interval":-5}', '{"interval":"3000"}', '{"timeout":0}', '{"pauseOnMouseover":".stage"}', '{"pauseOnMouseover":[3]}', '"fast"']) {
      expect(decodeGalleryBlock(`{"autoplayOptions":${options},"slides":[]}`), options).toMatchObject({ ok: false, error: 'Error decoding gallery block data.' });
    }
  });

  it('[GAL-071] [GAL-072] new-swipe boundaries and snapPoints are read; anything else is refused', () => {
    expect(decodeGalleryBlock('{"boundaries":"hard","snapPoints":"30%","slides":[]}')).toMatchObject({ ok: true, data: { boundary: 'hard', snapPoint: 0.3 } });
    expect(decodeGalleryBlock('{"snapPoints":"none","slides":[]}')).toMatchObject({ ok: true, data: { boundary: 'inertial', snapPoint: null } });
    expect(decodeGalleryBlock('{"boundaries":"soft","slides":[]}')).toMatchObject({ ok: false, error: 'Error decoding gallery block data.' });
    expect(decodeGalleryBlock('{"snapPoints":"half","slides":[]}')).toMatchObject({ ok: false, error: 'Error decoding gallery block data.' });
  });

  it('[GAL-033] loaderOptions fit or fill sets how slide images are drawn', () => {
    expect(decodeGalleryBlock('{"loaderOptions":{"mode":"fit"},"slides":[]}')).toMatchObject({ ok: true, data: { imageMode: 'fit' } });
    expect(decodeGalleryBlock('{"loaderOptions":{"mode":"fill"},"slides":[]}')).toMatchObject({ ok: true, data: { imageMode: 'fill' } });
    expect(decodeGalleryBlock('{"slides":[]}')).toMatchObject({ ok: true, data: { imageMode: 'fill' } });
  });

  it('[GAL-036] a slide with a video is a video slide; others are image slides', () => {
    const decoded = decodeGalleryBlock(`{"slides":${slides}}`);
    expect(decoded.ok && decoded.data.slides.map((slide) => slide.type)).toEqual(['image', 'video']);
    expect(decoded.ok && decoded.data.slides[0]).toMatchObject({ dimensions: { width: 1500, height: 1000 }, focalPoint: { x: 0.2, y: 0.8 } });
  });

  it('[GAL-102] gallery item media types are imageEmpty, imageFile, imageLicensed, imageReused, assetReused and video', () => {
    expect(MEDIA_TYPES).toEqual(['imageEmpty', 'imageFile', 'imageLicensed', 'imageReused', 'assetReused', 'video']);
    expect(decodeGalleryBlock('{"slides":[{"id":"a","mediaType":"imageReused"}]}').ok).toBe(true);
    expect(decodeGalleryBlock('{"slides":[{"id":"a","mediaType":"gif"}]}').ok).toBe(false);
  });

  it('[GAL-076] broken JSON is logged as an evaluation error, not a crash', () => {
    const decoded = decodeGalleryBlock('{"slides": [');
    expect(decoded).toMatchObject({ ok: false, error: 'Error evaluating gallery block data.' });
  });

  it('[GAL-076] data of the wrong shape gives the decoding error and says where', () => {
    const decoded = decodeGalleryBlock('{"slides":[{"id":3}]}');
    expect(decoded).toMatchObject({ ok: false, error: 'Error decoding gallery block data.' });
    expect(!decoded.ok && decoded.details.join(' ')).toMatch(/id/);
    expect(decodeGalleryBlock('[]')).toMatchObject({ ok: false, error: 'Error decoding gallery block data.' });
    expect(decodeGalleryBlock('null')).toMatchObject({ ok: false, error: 'Error decoding gallery block data.' });
    expect(decodeGalleryBlock('{"slides":[{"id":"a"},{"id":"a"}]}')).toMatchObject({ ok: false, details: ['slides: slide ids must be unique'] });
  });

  it('[GAL-065] an unknown design name in block data gives the design error (the block renders its fallback)', () => {
    expect(decodeGalleryBlock('{"design":"mosaic","slides":[]}')).toMatchObject({
      ok: false,
      error: 'These are not the gallery designs you are looking for (We could not find a design by the name mosaic).',
    });
  });

  it('[GAL-070] a strip alignment other than start, middle or end is refused', () => {
    expect(decodeGalleryBlock('{"active-alignment":"left","slides":[]}')).toMatchObject({ ok: false });
    expect(decodeGalleryBlock('{"slides":[]}')).toMatchObject({ ok: true, data: { alignment: 'middle' } });
  });

  it('[MEDIA-003] dimensions that are not WIDTHxHEIGHT warn and leave the box at its fallback ratio', () => {
    const decoded = decodeGalleryBlock('{"slides":[{"id":"a","image":{"src":"/a.jpg","dimensions":"wide"}}]}');
    expect(decoded).toMatchObject({ ok: true, data: { slides: [{ dimensions: null }] } });
    expect(decoded.ok && decoded.warnings[0]).toMatch(/^a: Image dimensions are not WIDTHxHEIGHT/);
  });

  it('zero slides and one slide decode', () => {
    expect(decodeGalleryBlock('{"slides":[]}')).toMatchObject({ ok: true, data: { slides: [] } });
    expect(decodeGalleryBlock('{"slides":[{"id":"only"}]}')).toMatchObject({ ok: true, data: { slides: [{ id: 'only', type: 'image' }] } });
  });
});

describe('gallery history rules', () => {
  const slides = [{ id: 'a1', url: 'harbour' }, { id: 'b2' }, { id: 'c3', url: 'glacier' }];

  it('[GAL-003] [GAL-004] history runs only when on and outside the backend editor', () => {
    expect(historyActive(true, false)).toBe(true);
    expect(historyActive(true, true)).toBe(false);
    expect(historyActive(false, false)).toBe(false);
  });

  it('[GAL-006] [GAL-007] the collection URL comes from the container attribute, else the page context, with a trailing slash past one character', () => {
    expect(collectionAddress('/gallery', '/page')).toBe('/gallery/');
    expect(collectionAddress(null, '/page')).toBe('/page/');
    expect(collectionAddress('  ', '/page/')).toBe('/page/');
    expect(collectionAddress(undefined, '/')).toBe('/');
  });

  it('[GAL-005] the address is the collection URL followed by the slide url, or its id', () => {
    expect(slideAddress('/gallery/', slides[0]!)).toBe('/gallery/harbour');
    expect(slideAddress('/gallery/', slides[1]!)).toBe('/gallery/b2');
  });

  it('[GAL-004] [GAL-008] the itemId comes from the history state, the hash or the path, and names a slide by id or url', () => {
    expect(itemIdFromLocation({ pathname: '/gallery/', hash: '', state: { itemId: 'b2' } }, '/gallery/')).toBe('b2');
    expect(itemIdFromLocation({ pathname: '/gallery/', hash: '#itemId=c3', state: null }, '/gallery/')).toBe('c3');
    expect(itemIdFromLocation({ pathname: '/gallery/glacier', hash: '', state: null }, '/gallery/')).toBe('glacier');
    expect(itemIdFromLocation({ pathname: '/gallery/', hash: '', state: null }, '/gallery/')).toBeNull();
    expect(indexForItemId(slides, 'glacier')).toBe(2);
    expect(indexForItemId(slides, 'b2')).toBe(1);
    expect(indexForItemId(slides, 'zzz')).toBeNull();
  });

  it('[GAL-004] a malformed escape in the address (/demo/gallery/%E0) is kept as written, never a URIError', () => {
    expect(itemIdFromLocation({ pathname: '/demo/gallery/%E0', hash: '', state: null }, '/demo/gallery/')).toBe('%E0');
    expect(itemIdFromLocation({ pathname: '/gallery/%', hash: '', state: null }, '/gallery/')).toBe('%');
    expect(itemIdFromLocation({ pathname: '/gallery/%E0%A4%A', hash: '', state: 7 }, '/gallery/')).toBe('%E0%A4%A');
    // The hash is read by URLSearchParams, which replaces a broken escape with U+FFFD.
    expect(itemIdFromLocation({ pathname: '/gallery/', hash: '#itemId=%E0', state: null }, '/gallery/')).toBe('\ufffd');
    expect(itemIdFromLocation({ pathname: '/gallery/caf%C3%A9', hash: '', state: 'junk' }, '/gallery/')).toBe('café');
    expect(indexForItemId(slides, '%E0')).toBeNull();
  });
});

describe('gallery containers', () => {
  it('[GAL-067] a missing container is an error', () => {
    expect(() => claimGalleryNode(null)).toThrow('No gallery container was found.');
  });

  it('[GAL-081] binding a container that is already bound warns and leaves it alone', () => {
    const node = {};
    const warn = vi.fn();
    expect(claimGalleryNode(node, warn)).toBe(true);
    expect(claimGalleryNode(node, warn)).toBe(false);
    expect(warn).toHaveBeenCalledWith('This node is already bound to a gallery.');
    releaseGalleryNode(node);
    expect(claimGalleryNode(node, warn)).toBe(true);
  });

  it('[GAL-023] [GAL-051] pauseOnMouseover: only hovering what the selectors match inside the gallery suspends autoplay', () => {
    const { root, over, leave } = fakeGallery();
    const actor = createActor(galleryMachine, { input: { numberOfSlides: 3, autoplay: true } }).start();
    const sent: string[] = [];
    actor.subscribe(() => sent.push(autoplayStatus(actor.getSnapshot())));
    const unbind = bindHoverPause(actor, root, ['.stage', '.controls']);
    over(['.thumbnails']);
    expect(autoplayStatus(actor.getSnapshot())).toBe('running');
    over(['.stage']);
    expect(autoplayStatus(actor.getSnapshot())).toBe('suspended');
    over(['.stage']);
    over(['.controls']);
    expect(sent).toEqual(['suspended']);
    over(['.thumbnails']);
    expect(autoplayStatus(actor.getSnapshot())).toBe('running');
    over(['.controls']);
    leave();
    expect(autoplayStatus(actor.getSnapshot())).toBe('running');
    // An element the selectors match outside the gallery does not count.
    over(['.stage'], false);
    expect(autoplayStatus(actor.getSnapshot())).toBe('running');
    unbind();
    over(['.stage']);
    expect(autoplayStatus(actor.getSnapshot())).toBe('running');
  });

  it('[GAL-023] selectors that are not valid CSS are warned about; hovering the whole gallery suspends autoplay instead', () => {
    const { root, over } = fakeGallery();
    const actor = createActor(galleryMachine, { input: { numberOfSlides: 3, autoplay: true } }).start();
    const warn = vi.fn();
    bindHoverPause(actor, root, ['.stage', 'div[['], warn);
    expect(warn).toHaveBeenCalledWith(
      'pauseOnMouseover is not a valid selector list; hovering the whole gallery pauses autoplay instead: .stage,div[[',
    );
    over(['.anything']);
    expect(autoplayStatus(actor.getSnapshot())).toBe('suspended');
  });
});

describe('the removed tween global', () => {
  it('[GAL-083] calling the removed global Tween logs that it is unsupported, and breaks nothing', () => {
    const page = {} as { Tween?: () => void };
    const log = vi.fn();
    installRemovedTweenGlobal(page, log);
    expect(() => page.Tween?.()).not.toThrow();
    expect(() => new (page.Tween as unknown as new () => object)()).not.toThrow();
    expect(log).toHaveBeenCalledTimes(2);
    expect(log).toHaveBeenCalledWith('The global Tween is unsupported.');
  });

  it('a page that has its own Tween keeps it', () => {
    const own = () => 'mine';
    const page = { Tween: own };
    installRemovedTweenGlobal(page, vi.fn());
    expect(page.Tween).toBe(own);
  });
});

/**
 * A gallery root as `bindHoverPause` sees it: the mouse over an element matching some
 * selectors (inside the root, or not), and the mouse leaving the root. Selectors with '[['
 * are invalid CSS, as a browser's `matches` would throw.
 */
function fakeGallery() {
  const listeners: Record<string, (event: Event) => void> = {};
  const inside = new Set<object>();
  const check = (selector: string) => {
    if (selector.includes('[[')) throw new SyntaxError(`'${selector}' is not a valid selector`);
  };
  const root = {
    matches: (selector: string) => (check(selector), false),
    contains: (node: object) => inside.has(node),
    addEventListener: (type: string, listener: (event: Event) => void) => (listeners[type] = listener),
    removeEventListener: (type: string) => delete listeners[type],
  } as unknown as Element;
  const over = (classes: string[], inGallery = true) => {
    const element = {
      closest: (selector: string) => (check(selector), selector === '*' || selector.split(',').some((part) => classes.includes(part)) ? element : null),
    };
    if (inGallery) inside.add(element);
    listeners.mouseover?.({ type: 'mouseover', target: element } as unknown as Event);
  };
  const leave = () => listeners.mouseleave?.({ type: 'mouseleave', target: root } as unknown as Event);
  return { root, over, leave };
}
