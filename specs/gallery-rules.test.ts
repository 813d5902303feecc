import { keepProps } from '../machines/shared/normalize.ts';
import { createActor, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import { connectGallery, galleryMachine, type GalleryInput } from '../machines/index.ts';
import type { GalleryConnectOptions } from '../machines/gallery/connect.ts';
import type { GalleryEmitted } from '../machines/gallery/machine.ts';
import { normalizeProps } from '../adapters/browser/dom-props.ts';

/** A gallery on a simulated clock, read through `connect` as every renderer reads it. */
function start(input: GalleryInput, options: Partial<GalleryConnectOptions> = {}) {
  const clock = new SimulatedClock();
  const actor = createActor(galleryMachine, { input, clock });
  const emitted: GalleryEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const ctx = () => actor.getSnapshot().context;
  const api = () => connectGallery(actor.getSnapshot(), actor.send, { id: 'g', label: 'Gallery', ...options }, keepProps);
  return { actor, clock, emitted, ctx, api, send: actor.send.bind(actor) };
}

const swipe = (dx: number, over: Partial<{ dy: number; durationMs: number; width: number }> = {}) =>
  ({ type: 'GESTURE', dx, dy: 0, durationMs: 100, width: 800, ...over }) as const;

describe('gallery layouts: what each one does with a click, and how long it moves', () => {
  it('[GAL-094] [GAL-086] [GAL-093] a slideshow: a click goes next, the 0.5 s animation runs, one slide each side preloads', () => {
    const { api, ctx, clock } = start({ numberOfSlides: 4, layout: 'stacked' });
    expect(ctx()).toMatchObject({ slideClick: 'next', motionMs: 500, preloadCount: 1 });
    api().getSlideProps(0).onClick?.();
    expect(ctx()).toMatchObject({ index: 1, inMotion: true });
    expect(api().durationMs).toBe(500);
    clock.increment(499);
    expect(ctx().inMotion).toBe(true);
    clock.increment(1);
    expect(ctx().inMotion).toBe(false);
  });

  it('[GAL-094] with a lightbox, a slideshow picture is a button that opens the slide instead of going next', () => {
    const { api, ctx, emitted } = start({ numberOfSlides: 3, layout: 'stacked', lightbox: true });
    expect(api().getSlideProps(1).onClick).toBeUndefined();
    const trigger = api().getSlideTrigger(1, { title: 'Harbour' });
    expect(trigger).toMatchObject({ kind: 'button', props: { type: 'button', 'aria-label': 'Open Harbour' } });
    trigger?.props.onClick();
    expect(emitted).toEqual([{ type: 'slideActivated', index: 1 }]);
    expect(ctx().index).toBe(0);
  });

  it("[GAL-094] a slideshow's video slide leaves its click to the player's overlay", () => {
    const { api } = start({ numberOfSlides: 3, layout: 'stacked' });
    expect(api().getSlideProps(1, { type: 'video' }).onClick).toBeUndefined();
    expect(api().getSlideTrigger(1, { type: 'video' })).toBeNull();
    expect(api().getSlideProps(0).onClick).toBeTypeOf('function');
  });

  it('[GAL-060] [GAL-087] [GAL-095] a strip: the clicked slide becomes current (its button says so), 0.3 s, one slide each side', () => {
    const { api, ctx } = start({ numberOfSlides: 5, layout: 'strip' });
    expect(ctx()).toMatchObject({ slideClick: 'select', motionMs: 300, preloadCount: 1 });
    const trigger = api().getSlideTrigger(3, {});
    expect(trigger?.props['aria-label']).toBe('Show Slide 4');
    trigger?.props.onClick();
    expect(ctx().index).toBe(3);
    expect(api().getSlideTrigger(3, {})?.props).toMatchObject({ 'aria-current': 'true' });
    // [GAL-061] a strip's video slide is made current by its overlay's click, which reaches the slide.
    expect(api().getSlideProps(1, { type: 'video' }).onClick).toBeTypeOf('function');
  });

  it('[GAL-087] [GAL-057] a carousel moves a row at a time in the standard 0.3 s', () => {
    const { send, ctx, clock, api } = start({ numberOfSlides: 7, layout: 'carousel', perRow: 3 });
    send({ type: 'NEXT' });
    expect(ctx()).toMatchObject({ index: 3, inMotion: true });
    expect(api().getTrackProps().style).toEqual({ transform: 'translateX(calc(-1 * (100% + 1px)))' });
    clock.increment(300);
    expect(ctx().inMotion).toBe(false);
  });

  it('[GAL-014] a click-through slide is a real link (rel for another site), told to the machine without being followed twice', () => {
    const { api, emitted } = start({ numberOfSlides: 3, layout: 'list' });
    const trigger = api().getSlideTrigger(1, { title: 'Wool scarf', clickThroughUrl: 'https://shop.example/scarf' });
    expect(trigger).toMatchObject({ kind: 'link', props: { href: 'https://shop.example/scarf', rel: 'noopener noreferrer', 'aria-label': 'Go to Wool scarf' } });
    trigger?.props.onClick();
    expect(emitted).toEqual([{ type: 'navigate', url: 'https://shop.example/scarf', viaLink: true }]);
    // A script address is never a link.
    expect(api().getSlideTrigger(1, { clickThroughUrl: 'javascript:alert(1)' })).toBeNull();
  });

  it('a collection without a lightbox or a link leaves its pictures as pictures (no button that does nothing)', () => {
    const { api } = start({ numberOfSlides: 3, layout: 'grid' });
    expect(api().getSlideTrigger(0, { title: 'A' })).toBeNull();
    expect(start({ numberOfSlides: 3, layout: 'grid', lightbox: true }).api().getSlideTrigger(0, {})?.props['aria-label']).toBe('Open Slide 1');
  });

  it('[GAL-075] an unknown stacked transition name throws', () => {
    const actor = createActor(galleryMachine, { input: { numberOfSlides: 2, layout: 'stacked', transition: 'wobble' } });
    const errors: unknown[] = [];
    actor.subscribe({ error: (error) => errors.push(error) });
    actor.start();
    expect(String(errors[0])).toContain('Unknown stacked transition: wobble');
  });
});

describe('gallery motion, timed by the machine', () => {
  it('[GAL-063] motion runs for the transition after each index change, and index changes wait for it', () => {
    const { send, ctx, clock, emitted } = start({ numberOfSlides: 3, layout: 'stacked', transition: 'fade' });
    send({ type: 'NEXT' });
    send({ type: 'NEXT' });
    expect(ctx().index).toBe(1);
    clock.increment(500);
    send({ type: 'NEXT' });
    expect(ctx().index).toBe(2);
    expect(emitted.filter((event) => event.type === 'motionChanged')).toEqual([
      { type: 'motionChanged', inMotion: true, index: 1 },
      { type: 'motionChanged', inMotion: false, index: 1 },
      { type: 'motionChanged', inMotion: true, index: 2 },
    ]);
  });

  it('prefers-reduced-motion: index changes are instant, and a transition under way ends', () => {
    const { send, ctx, api } = start({ numberOfSlides: 3, layout: 'stacked' });
    send({ type: 'NEXT' });
    expect(ctx().inMotion).toBe(true);
    send({ type: 'REDUCED_MOTION', on: true });
    send({ type: 'MOTION_END' });
    send({ type: 'NEXT' });
    expect(ctx()).toMatchObject({ index: 2, inMotion: false });
    expect(api().getRootProps().style['--sm-gallery-duration']).toBe('0ms');
  });

  it('[GAL-063] a renderer that animates itself (no motionMs) reports MOTION_START and MOTION_END', () => {
    const { send, ctx } = start({ numberOfSlides: 3 });
    send({ type: 'NEXT' });
    expect(ctx().inMotion).toBe(false);
    send({ type: 'MOTION_START' });
    send({ type: 'NEXT' });
    expect(ctx()).toMatchObject({ index: 1, inMotion: true });
    send({ type: 'MOTION_END' });
    send({ type: 'NEXT' });
    expect(ctx().index).toBe(2);
  });

  it('[GAL-097] a swipe runs 0.2 s below a 767 px window, else in proportion to the distance left, 0.2 to 0.5 s', () => {
    const wide = start({ numberOfSlides: 4, layout: 'stacked', transition: 'new-swipe', viewportWidth: 1280 });
    wide.send({ type: 'NEXT' });
    expect(wide.api().durationMs).toBe(500);
    wide.clock.increment(500);
    // A slow drag the track followed for 70% of the width: 30% left.
    wide.send(swipe(-560, { durationMs: 1000 }));
    expect(wide.ctx().index).toBe(2);
    expect(wide.api().durationMs).toBe(200);
    wide.clock.increment(200);
    wide.send(swipe(-400 * 0.2, { durationMs: 1000, width: 400 }));
    expect(wide.ctx().index).toBe(2);

    const narrow = start({ numberOfSlides: 4, layout: 'stacked', transition: 'swipe' });
    narrow.send({ type: 'VIEWPORT', width: 600 });
    narrow.send({ type: 'NEXT' });
    expect(narrow.api().durationMs).toBe(200);
    narrow.clock.increment(200);
    expect(narrow.ctx().inMotion).toBe(false);
  });

  it('[GAL-096] the ken-burns zoom reaches the stylesheet', () => {
    expect(start({ numberOfSlides: 2, layout: 'stacked', transition: 'ken-burns' }).api().getRootProps().style['--sm-ken-burns-zoom']).toBe(1.075);
    expect(start({ numberOfSlides: 2, layout: 'stacked', transition: 'fade' }).api().getRootProps().style['--sm-ken-burns-zoom']).toBeUndefined();
  });
});

describe('gallery gestures, decided by the machine', () => {
  it('[TOUCH-002] a swipe left goes next and right back; a tap and a vertical swipe do nothing', () => {
    const { send, ctx } = start({ numberOfSlides: 3, layout: 'stacked', transition: 'fade', reducedMotion: true });
    send(swipe(-120));
    expect(ctx().index).toBe(1);
    send(swipe(120));
    expect(ctx().index).toBe(0);
    send(swipe(0));
    send(swipe(0, { dy: -200 }));
    expect(ctx().index).toBe(0);
  });

  it('[GAL-038] a swipe past the last slide without loop reaches the end', () => {
    const { send, emitted } = start({ numberOfSlides: 2, currentIndex: 1, layout: 'stacked', reducedMotion: true });
    send(swipe(-120));
    send({ type: 'GO_TO', index: 0 });
    send(swipe(120));
    expect(emitted.map((event) => event.type)).toEqual(['reachedEnd', 'indexChange', 'indexChanged', 'reachedBeginning']);
  });

  it('[GAL-064] [GAL-072] new-swipe: a slow drag advances past half the width (or the snap point), a fast one always; else it snaps back', () => {
    const run = (snapPoint: number | null, dx: number, durationMs: number) => {
      const { send, ctx } = start({ numberOfSlides: 3, layout: 'stacked', transition: 'new-swipe', snapPoint, reducedMotion: true });
      send(swipe(dx, { durationMs, width: 800 }));
      return ctx().index;
    };
    expect(run(null, -300, 1000)).toBe(0);
    expect(run(null, -420, 1000)).toBe(1);
    expect(run(0.25, -220, 1000)).toBe(1);
    expect(run(null, -300, 260)).toBe(1);
    // A slow drag only moves a slideshow whose track followed it.
    const { send, ctx } = start({ numberOfSlides: 3, layout: 'stacked', transition: 'fade', reducedMotion: true });
    send(swipe(-600, { durationMs: 1000 }));
    expect(ctx().index).toBe(0);
  });

  it('[GAL-064] [GAL-071] the new-swipe track follows a drag as the boundary lets it past the ends', () => {
    const api = (boundary: 'none' | 'hard' | 'inertial') => start({ numberOfSlides: 3, layout: 'stacked', transition: 'new-swipe', boundary }).api();
    expect(api('hard').dragTranslate(-200, 800)).toBe(-200);
    expect(api('hard').dragTranslate(90, 800)).toBe(0);
    expect(api('inertial').dragTranslate(90, 800)).toBe(30);
    expect(api('none').dragTranslate(90, 800)).toBe(90);
    expect(start({ numberOfSlides: 3, layout: 'stacked', transition: 'fade' }).api().dragTranslate(-200, 800)).toBeNull();
  });
});

describe('slides near the current one keep their pictures', () => {
  it('[MEDIA-017] [GAL-093] a slideshow loads one slide each side, round the ends with loop, and keeps what it loaded', () => {
    const { send, api } = start({ numberOfSlides: 6, layout: 'stacked', loop: true, reducedMotion: true });
    const near = () => Array.from({ length: 6 }, (_, slide) => api().isNear(slide));
    expect(near()).toEqual([true, true, false, false, false, true]);
    send({ type: 'NEXT' });
    send({ type: 'NEXT' });
    expect(near()).toEqual([true, true, true, true, false, true]);
  });

  it('[MEDIA-017] looping, the track says which end the index is at, so the slide round the end shows beside it', () => {
    const { send, api } = start({ numberOfSlides: 4, layout: 'stacked', loop: true, reducedMotion: true });
    expect(api().getTrackProps()['data-edge']).toBe('first');
    send({ type: 'NEXT' });
    expect(api().getTrackProps()['data-edge']).toBeUndefined();
    send({ type: 'GO_TO', index: 3 });
    expect(api().getTrackProps()['data-edge']).toBe('last');
    expect(start({ numberOfSlides: 4, layout: 'stacked' }).api().getTrackProps()['data-edge']).toBeUndefined();
  });
});

describe('what each layout lays out', () => {
  it('[GAL-089] the carousel row follows the window: 3, at most 3 below 724 px, 2 below 480 px; the stylesheet knows the caps', () => {
    const { send, ctx, api } = start({ numberOfSlides: 8, layout: 'carousel', perRow: 4 });
    expect(ctx().groupSize).toBe(4);
    expect(api().getRootProps().style).toMatchObject({ '--sm-per-row': 4, '--sm-per-row-below-724': 3, '--sm-per-row-below-480': 2, '--sm-gutter': '1px' });
    send({ type: 'VIEWPORT', width: 600 });
    expect(ctx().groupSize).toBe(3);
    send({ type: 'VIEWPORT', width: 400 });
    expect(ctx().groupSize).toBe(2);
    expect(start({ numberOfSlides: 8, layout: 'carousel' }).api().groupSize).toBe(3);
  });

  it('[GAL-011] a carousel whose slides all fit in one row hides its controls', () => {
    expect(start({ numberOfSlides: 3, layout: 'carousel', perRow: 3 }).api().getControlsProps().hidden).toBe(true);
    expect(start({ numberOfSlides: 4, layout: 'carousel', perRow: 3 }).api().getControlsProps().hidden).toBeUndefined();
  });

  it('[GAL-088] a carousel without a gutter of its own keeps 1 px between slides, in the row and in each step of its track', () => {
    const carousel = start({ numberOfSlides: 6, layout: 'carousel', perRow: 3 });
    expect(carousel.api().getRootProps().style).toMatchObject({ '--sm-gutter': '1px' });
    carousel.send({ type: 'NEXT' });
    expect(carousel.api().getTrackProps().style).toMatchObject({ transform: 'translateX(calc(-1 * (100% + 1px)))' });
    expect(start({ numberOfSlides: 6, layout: 'carousel', perRow: 3 }, { gutter: 12 }).api().getRootProps().style).toMatchObject({ '--sm-gutter': '12px' });
  });

  it('[GAL-092] [GAL-090] grid cells (4 per row, 20 px apart) and autocolumns (columns of at least 250 px, no gutter)', () => {
    expect(start({ numberOfSlides: 8, layout: 'grid' }).api().getItemsProps().style).toEqual({ gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: '20px' });
    expect(start({ numberOfSlides: 8, layout: 'autocolumns' }).api().getItemsProps().style).toMatchObject({ columnWidth: '250px', columnGap: '0px' });
    expect(start({ numberOfSlides: 8, layout: 'autogrid' }).api().getItemsProps().style).toMatchObject({ gridTemplateColumns: 'repeat(auto-fill, minmax(min(250px, 100%), 1fr))' });
  });

  it('[GAL-098] thumbnails: a video is 16:9, a picture square; the margin is at most 5', () => {
    const thumbnails = start({ numberOfSlides: 3, layout: 'thumbnails' }, { thumbnailMargin: 12 }).api();
    expect(thumbnails.getSlideRatio({ type: 'video' })).toBeCloseTo(9 / 16);
    expect(thumbnails.getSlideRatio({ type: 'image' })).toBe(1);
    expect(thumbnails.getItemsProps().style).toEqual({ gap: '5px' });
    expect(start({ numberOfSlides: 3, layout: 'thumbnails' }, { thumbnailMargin: 3 }).api().getItemsProps().style).toEqual({ gap: '3px' });
  });

  it('[GAL-100] a listed slide brought into view leaves 30 px above it', () => {
    expect(start({ numberOfSlides: 3, layout: 'grid' }).api().getSlideProps(0).style).toMatchObject({ scrollMarginBlock: '30px' });
  });

  it('[GAL-016] a slideshow stage has the block ratio, else its first picture\'s', () => {
    expect(start({ numberOfSlides: 2, layout: 'stacked' }, { firstSlide: { dimensions: { width: 1600, height: 900 } } }).api().getSlidesProps().style).toEqual({ aspectRatio: '1 / 0.5625' });
    expect(start({ numberOfSlides: 2, layout: 'stacked' }, { aspectRatio: 1 }).api().getSlidesProps().style).toEqual({ aspectRatio: '1 / 1' });
  });

  it('the plain DOM gets attribute names and CSS property names from the same connect', () => {
    const { actor } = start({ numberOfSlides: 8, layout: 'grid' });
    const api = connectGallery(actor.getSnapshot(), actor.send, { id: 'g', label: 'Gallery' }, normalizeProps);
    expect(api.getItemsProps().style).toEqual({ 'grid-template-columns': 'repeat(4, minmax(0, 1fr))', gap: '20px' });
    expect(api.getSlideProps(0)).toMatchObject({ 'data-index': 0, style: { 'scroll-margin-block': '30px' } });
  });
});

describe('a controlled gallery: the page owns the index', () => {
  it('the visitor only asks (indexChange); SET_INDEX shows the page\'s choice, without telling it back', () => {
    const { send, ctx, emitted } = start({ numberOfSlides: 4, layout: 'stacked', controlled: true, reducedMotion: true });
    send({ type: 'NEXT' });
    expect(ctx().index).toBe(0);
    expect(emitted).toEqual([{ type: 'indexChange', index: 1 }]);
    send({ type: 'SET_INDEX', index: 1 });
    expect(ctx().index).toBe(1);
    expect(emitted.slice(1).map((event) => event.type)).toEqual(['indexChanged']);
  });

  it('an index the rules refuse (out of range, in motion) is reported back as the one kept', () => {
    const { send, ctx, emitted } = start({ numberOfSlides: 4, layout: 'stacked', controlled: true });
    send({ type: 'SET_INDEX', index: 9 });
    expect(emitted).toEqual([{ type: 'indexChange', index: 0 }]);
    send({ type: 'SET_INDEX', index: 2 });
    send({ type: 'SET_INDEX', index: 3 });
    expect(ctx()).toMatchObject({ index: 2, inMotion: true });
    expect(emitted.at(-1)).toEqual({ type: 'indexChange', index: 2 });
  });

  it('uncontrolled, every change the visitor makes is reported too', () => {
    const { send, emitted } = start({ numberOfSlides: 4, reducedMotion: true });
    send({ type: 'NEXT' });
    expect(emitted).toContainEqual({ type: 'indexChange', index: 1 });
  });

  it('slides added or removed after the start keep the index within them', () => {
    const { send, ctx } = start({ numberOfSlides: 4, currentIndex: 3 });
    send({ type: 'SET_COUNT', count: 2 });
    expect(ctx()).toMatchObject({ count: 2, index: 1 });
    send({ type: 'SET_COUNT', count: 0 });
    expect(ctx()).toMatchObject({ count: 0, index: 0 });
  });
});
