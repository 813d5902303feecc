import { createActor, SimulatedClock } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { keepProps } from '../machines/shared/normalize.ts';
import { connectLightbox, decodeLightboxBlock, lightboxMachine, type LightboxInput } from '../machines/index.ts';
import { clickAction, findSlideIndex, lightboxTheme, renderedIndices, slideKeysFromAddress, type LightboxSlide } from '../machines/lightbox/logic.ts';
import type { LightboxEmitted } from '../machines/lightbox/machine.ts';
import type { ClickEventLike } from '../machines/lightbox/types.ts';
import { LIGHTBOX_KEY_CODES } from '../machines/lightbox/constants.ts';

const slides: LightboxSlide[] = [
  { id: 'dunes', url: '/gallery/dunes' },
  { id: 'harbour', url: '/gallery/harbour' },
  { id: 'glacier', url: '/gallery/north/glacier' },
  { id: 'forest' },
];

function start(input: Partial<LightboxInput> = {}) {
  const clock = new SimulatedClock();
  const actor = createActor(lightboxMachine, { input: { slides, ...input }, clock });
  // The address effects and the plan refusal; the page's notifications are read apart (`told`).
  const emitted: LightboxEmitted[] = [];
  const told: string[] = [];
  actor.on('*', (event) => {
    if (event.type === 'openChange') told.push(event.open ? `open@${event.index}` : 'close');
    else if (event.type === 'indexChange') told.push(`index@${event.index}`);
    else emitted.push(event);
  });
  actor.start();
  const api = () => connectLightbox(actor.getSnapshot(), actor.send, keepProps);
  const state = () => actor.getSnapshot().value;
  const index = () => actor.getSnapshot().context.index;
  const openAt = (at: number) => {
    actor.send({ type: 'OPEN', index: at });
    clock.increment(300);
  };
  return { actor, clock, emitted, told, api, state, index, openAt };
}

/** A click event on the lightbox root, `x` across a 1000 px wide lightbox, on the image or beside it. */
function click(x: number, onImage: boolean): ClickEventLike {
  return {
    clientX: x * 1000,
    target: { closest: (selector: string) => (onImage && selector.includes('image') ? {} : null) },
    currentTarget: { getBoundingClientRect: () => ({ left: 0, width: 1000 }) },
  };
}

const keyEvent = (key: string) => ({ key, preventDefault: vi.fn() });

describe('lightboxMachine opening and closing', () => {
  it('[LBX-006] opens through the overlay fade: opening for 300 ms, then open with content and close control', () => {
    const { actor, clock, state, api } = start();
    expect(state()).toBe('closed');
    expect(api().rendered).toBe(false);
    actor.send({ type: 'OPEN', index: 2 });
    expect(state()).toBe('opening');
    expect(api()).toMatchObject({ rendered: true, contentShown: false, index: 2 });
    clock.increment(299);
    expect(state()).toBe('opening');
    clock.increment(1);
    expect(state()).toBe('open');
    expect(api().contentShown).toBe(true);
    expect(api().getCloseTriggerProps()).toMatchObject({ type: 'button', 'aria-label': 'Close' });
  });

  it('[LBX-007] the close control closes it', () => {
    const { openAt, api, state } = start();
    openAt(0);
    api().getCloseTriggerProps().onClick();
    expect(state()).toBe('closing');
  });

  it('[LBX-008] a click outside the image closes it; a click on a control does not', () => {
    const { openAt, api, state } = start();
    openAt(1);
    api().getRootProps().onClick({ ...click(0.5, false), target: { closest: (selector: string) => (selector === 'button' ? {} : null) } });
    expect(state()).toBe('open');
    api().getRootProps().onClick(click(0.5, false));
    expect(state()).toBe('closing');
  });

  it('[LBX-009] Esc closes it, while open and while still fading in', () => {
    const open = start();
    open.openAt(1);
    const escape = keyEvent('Escape');
    open.api().getRootProps().onKeyDown(escape);
    expect(open.state()).toBe('closing');
    expect(escape.preventDefault).toHaveBeenCalled();

    const fading = start();
    fading.actor.send({ type: 'OPEN', index: 0 });
    fading.actor.send({ type: 'KEY', key: 'Escape' });
    expect(fading.state()).toBe('closing');
  });

  it('[LBX-010] it fades out for 300 ms, then is destroyed (nothing left to render)', () => {
    const { openAt, actor, clock, state, api } = start();
    openAt(0);
    actor.send({ type: 'CLOSE' });
    expect(api().rendered).toBe(true);
    clock.increment(299);
    expect(state()).toBe('closing');
    clock.increment(1);
    expect(state()).toBe('closed');
    expect(api().rendered).toBe(false);
  });

  it('opens again while it is still fading out', () => {
    const { openAt, actor, state, index } = start();
    openAt(0);
    actor.send({ type: 'CLOSE' });
    actor.send({ type: 'OPEN', index: 3 });
    expect(state()).toBe('opening');
    expect(index()).toBe(3);
  });

  it('refuses an index outside the slides', () => {
    const { actor, state } = start();
    for (const index of [-1, 4, 1.5, Number.NaN]) actor.send({ type: 'OPEN', index });
    expect(state()).toBe('closed');
    const empty = start({ slides: [] });
    empty.actor.send({ type: 'OPEN', index: 0 });
    expect(empty.state()).toBe('closed');
  });
});

describe('lightboxMachine navigation', () => {
  it('[LBX-012] key codes 37 and 39 are ArrowLeft and ArrowRight, which go to the previous and next item', () => {
    expect(LIGHTBOX_KEY_CODES).toEqual({ 37: 'ArrowLeft', 39: 'ArrowRight' });
    const { openAt, api, clock, index } = start();
    openAt(1);
    api().getRootProps().onKeyDown(keyEvent('ArrowRight'));
    expect(index()).toBe(2);
    clock.increment(200);
    api().getRootProps().onKeyDown(keyEvent('ArrowLeft'));
    expect(index()).toBe(1);
  });

  it('[LBX-013] arrow keys are throttled to 200 ms: a second press at 199 ms is ignored, at 200 ms taken', () => {
    const { openAt, actor, clock, index } = start();
    openAt(0);
    actor.send({ type: 'KEY', key: 'ArrowRight' });
    clock.increment(199);
    actor.send({ type: 'KEY', key: 'ArrowRight' });
    expect(index()).toBe(1);
    clock.increment(1);
    actor.send({ type: 'KEY', key: 'ArrowRight' });
    expect(index()).toBe(2);
  });

  it('[LBX-013] the throttle is for keys only: buttons and clicks move at once', () => {
    const { openAt, actor, index } = start();
    openAt(0);
    actor.send({ type: 'KEY', key: 'ArrowRight' });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'CLICK', x: 0.8 });
    expect(index()).toBe(3);
  });

  it('[LBX-014] a click in the outer 2 percent edge margin closes, on either side', () => {
    expect([0, 0.019, 0.981, 1].map(clickAction)).toEqual(['close', 'close', 'close', 'close']);
    expect(clickAction(0.02)).toBe('previous');
    expect(clickAction(0.98)).toBe('next');
    const { openAt, api, state } = start();
    openAt(1);
    api().getRootProps().onClick(click(0.99, true));
    expect(state()).toBe('closing');
  });

  it('[LBX-015] a click in the left half goes to the previous item', () => {
    const { openAt, api, index } = start();
    openAt(2);
    api().getRootProps().onClick(click(0.3, true));
    expect(index()).toBe(1);
  });

  it('[LBX-016] a click in the right half goes to the next item', () => {
    const { openAt, api, index } = start();
    openAt(2);
    api().getRootProps().onClick(click(0.5, true));
    expect(index()).toBe(3);
  });

  it('stays at the ends without loop and wraps with it; arrows at an end say they are disabled', () => {
    const plain = start();
    plain.openAt(3);
    plain.actor.send({ type: 'NEXT' });
    expect(plain.index()).toBe(3);
    expect(plain.api().getNextTriggerProps()['aria-disabled']).toBe('true');
    expect(plain.api().getPreviousTriggerProps()['aria-disabled']).toBeUndefined();

    const looping = start({ loop: true });
    looping.openAt(3);
    looping.actor.send({ type: 'NEXT' });
    expect(looping.index()).toBe(0);
    looping.actor.send({ type: 'PREVIOUS' });
    expect(looping.index()).toBe(3);
  });

  it('[LBX-017] Enter and Space are left to the native buttons, which activate on them', () => {
    const { openAt, api, index } = start();
    openAt(1);
    for (const key of ['Enter', ' ']) {
      const event = keyEvent(key);
      api().getRootProps().onKeyDown(event);
      expect(event.preventDefault).not.toHaveBeenCalled();
    }
    expect(index()).toBe(1);
    expect(api().getNextTriggerProps().type).toBe('button');
    expect(api().getCloseTriggerProps().type).toBe('button');
  });

  it('[LBX-018] arrows are shown only with more than one item', () => {
    const single = start({ slides: [{ id: 'only' }] });
    single.openAt(0);
    expect(single.api().showArrows).toBe(false);
    expect(single.api().getNextTriggerProps().hidden).toBe(true);
    const many = start();
    many.openAt(0);
    expect(many.api().showArrows).toBe(true);
    expect(many.api().getPreviousTriggerProps().hidden).toBe(false);
  });

  it('[LBX-019] on mobile no arrows are shown', () => {
    const { openAt, api } = start({ mobile: true });
    openAt(1);
    expect(api().showArrows).toBe(false);
    expect(api().getNextTriggerProps().hidden).toBe(true);
  });

  it('[LBX-020] on mobile slides move by scrolling: a swipe that settles on a neighbour makes it current', () => {
    const { openAt, api, index } = start({ mobile: true });
    openAt(1);
    expect(api().getRootProps()['data-transition']).toBe('scroll');
    // Rendered: 0, 1, 2; a scroll settled on the third box is the next slide.
    api().getViewportProps().onScrollEnd?.({ currentTarget: { scrollLeft: 800, clientWidth: 400 } });
    expect(index()).toBe(2);
    api().getViewportProps().onScrollEnd?.({ currentTarget: { scrollLeft: 0, clientWidth: 400 } });
    expect(index()).toBe(1);
    expect(start().api().getViewportProps().onScrollEnd).toBeUndefined();
    expect(start().api().getRootProps()['data-transition']).toBe('slide');
  });

  it('keeps only the current slide and its neighbours rendered', () => {
    expect(renderedIndices(0, 1000, false)).toEqual([0, 1]);
    expect(renderedIndices(500, 1000, false)).toEqual([499, 500, 501]);
    expect(renderedIndices(999, 1000, true)).toEqual([998, 999, 0]);
    expect(renderedIndices(0, 1, true)).toEqual([0]);
    const { openAt, api } = start();
    openAt(2);
    expect(api().renderedIndices).toEqual([1, 2, 3]);
    expect(api().getSlideProps(1)).toMatchObject({ 'data-position': 'previous', 'aria-hidden': 'true', style: { '--sm-lightbox-offset': '-1' } });
    expect(api().getSlideProps(2)).toMatchObject({ 'data-position': 'current', 'aria-hidden': undefined, 'aria-label': '3 of 4' });
    expect(api().counterText).toBe('3 / 4');
  });
});

describe('lightboxMachine and the address', () => {
  it('[LBX-001] opens the slide named in the page URL on load', () => {
    const { actor, state, index } = start();
    actor.send({ type: 'OPEN_FROM_ADDRESS', pathname: '/gallery', hash: '#itemId=glacier' });
    expect(state()).toBe('opening');
    expect(index()).toBe(2);
    const nothing = start();
    nothing.actor.send({ type: 'OPEN_FROM_ADDRESS', pathname: '/gallery', hash: '' });
    expect(nothing.state()).toBe('closed');
  });

  it('[LBX-002] takes the key from the hash item id, the last path segment, and the path after the collection URL', () => {
    expect(slideKeysFromAddress({ pathname: '/gallery/north/glacier', hash: '#itemId=dunes', collectionUrl: '/gallery' })).toEqual([
      'dunes',
      'glacier',
      'north/glacier',
    ]);
    expect(slideKeysFromAddress({ pathname: '/', hash: '' })).toEqual([]);
    expect(slideKeysFromAddress({ pathname: '/a%20b/', hash: '#x=1&itemId=c%2Fd' })).toEqual(['c/d', 'a b']);
  });

  it('[LBX-003] matches the key against each slide id or slide URL', () => {
    expect(findSlideIndex(slides, ['forest'])).toBe(3);
    expect(findSlideIndex(slides, ['gallery/harbour'])).toBe(1);
    expect(findSlideIndex(slides, ['nowhere'])).toBe(-1);
  });

  it('[LBX-004] tries an exact match first, then a looser match on a URL suffix', () => {
    const tricky: LightboxSlide[] = [{ id: 'a', url: '/x/glacier' }, { id: 'glacier' }];
    // `glacier` is a URL suffix of the first slide but the exact id of the second: exact wins.
    expect(findSlideIndex(tricky, ['glacier'])).toBe(1);
    // Only a suffix matches: the looser pass finds it, in either direction.
    expect(findSlideIndex(slides, ['north/glacier'])).toBe(2);
    expect(findSlideIndex([{ id: 'a', url: 'glacier' }], ['/site/gallery/glacier'])).toBe(0);
    // Every key is tried exactly before any key is tried loosely.
    expect(findSlideIndex(tricky, ['zzz/a', 'glacier'])).toBe(1);
  });

  it('[LBX-005] ignores slides inside a layout block', () => {
    const withLayout: LightboxSlide[] = [{ id: 'dunes', inLayoutBlock: true }, { id: 'x', url: '/other/dunes' }];
    expect(findSlideIndex(withLayout, ['dunes'])).toBe(1);
    expect(findSlideIndex([{ id: 'dunes', inLayoutBlock: true }], ['dunes'])).toBe(-1);
  });

  it('[LBX-011] with a history hash, opening puts the item in the address and closing clears it', () => {
    const { actor, clock, emitted, openAt } = start({ historyHash: true });
    openAt(1);
    expect(emitted).toEqual([{ type: 'writeHash', hash: 'itemId=harbour', push: true }]);
    actor.send({ type: 'NEXT' });
    expect(emitted.at(-1)).toEqual({ type: 'writeHash', hash: 'itemId=glacier', push: false });
    actor.send({ type: 'CLOSE' });
    expect(emitted.at(-1)).toEqual({ type: 'clearHash' });
    clock.increment(300);
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('[LBX-011] the back button (the item gone from the hash) closes it without touching the address again', () => {
    const { actor, emitted, openAt, state, index } = start({ historyHash: true });
    openAt(0);
    actor.send({ type: 'ADDRESS_CHANGE', hash: '#itemId=glacier' });
    expect(index()).toBe(2);
    actor.send({ type: 'ADDRESS_CHANGE', hash: '' });
    expect(state()).toBe('closing');
    expect(emitted.map((event) => event.type)).toEqual(['writeHash']);
  });

  it('[LBX-011] the forward button brings the item back and opens it', () => {
    const { actor, state, index } = start({ historyHash: true });
    actor.send({ type: 'ADDRESS_CHANGE', hash: '#itemId=forest' });
    expect(state()).toBe('opening');
    expect(index()).toBe(3);
  });

  it('without a history hash the address is never written and history changes are ignored', () => {
    const { actor, emitted, openAt, state } = start();
    openAt(0);
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'ADDRESS_CHANGE', hash: '' });
    actor.send({ type: 'CLOSE' });
    expect(emitted).toEqual([]);
    expect(state()).toBe('closing');
  });
});

describe('lightbox look', () => {
  it('[LBX-022] [LBX-023] [LBX-024] [LBX-025] gives the stylesheet slide speed 0.6 s, opacity 0.95, fade 0.3 s and padding 100', () => {
    expect(start().api().getRootProps().style).toEqual({
      '--sm-lightbox-fade': '300ms',
      '--sm-lightbox-slide': '600ms',
      '--sm-lightbox-opacity': '0.95',
      '--sm-lightbox-padding': '100px',
    });
  });

  it('[LBX-026] the theme is dark unless the ancestor says light', () => {
    expect(lightboxTheme(undefined)).toBe('dark');
    expect(lightboxTheme(null)).toBe('dark');
    expect(lightboxTheme('dark')).toBe('dark');
    expect(lightboxTheme('purple')).toBe('dark');
    expect(lightboxTheme(' Light ')).toBe('light');
    expect(start().api().getRootProps()['data-theme']).toBe('dark');
    expect(start({ theme: 'light' }).api().getRootProps()['data-theme']).toBe('light');
  });

  it("[LBX-027] the default title is 'Gallery'", () => {
    expect(start().actor.getSnapshot().context.title).toBe('Gallery');
    expect(start({ title: '' }).actor.getSnapshot().context.title).toBe('Gallery');
    expect(start({ title: 'Harbour walk' }).actor.getSnapshot().context.title).toBe('Harbour walk');
  });

  it('[LBX-028] on a plan tier without the lightbox, opening is refused and reported', () => {
    const { actor, emitted, state } = start({ available: false });
    actor.send({ type: 'OPEN', index: 0 });
    actor.send({ type: 'OPEN_FROM_ADDRESS', pathname: '/', hash: '#itemId=dunes' });
    expect(state()).toBe('closed');
    expect(emitted).toEqual([{ type: 'unavailable', message: 'The lightbox is not available on this plan.' }]);
  });

  it('is a labelled modal dialog', () => {
    const props = start({ id: 'lb' }).api().getRootProps();
    expect(props).toMatchObject({ id: 'lb', role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': 'lb-title', tabIndex: -1 });
    expect(start({ id: 'lb' }).api().getTitleProps().id).toBe('lb-title');
  });
});

describe('gallery block data for the lightbox', () => {
  const good = { title: 'Walks', slides: [{ id: 'a', src: '/images/a.svg', width: 1600, height: 900, url: '/walks/a', alt: 'A' }] };

  it('decodes valid block JSON', () => {
    expect(decodeLightboxBlock(JSON.stringify(good))).toEqual({ ok: true, data: good });
  });

  it.each([
    ['text that is not JSON', '{"slides": ['],
    ['no slides', '{}'],
    ['a slide without size', JSON.stringify({ slides: [{ id: 'a', src: '/a.svg' }] })],
    ['a zero width', JSON.stringify({ slides: [{ id: 'a', src: '/a.svg', width: 0, height: 10 }] })],
    ['a numeric id', JSON.stringify({ slides: [{ id: 1, src: '/a.svg', width: 1, height: 1 }] })],
    ['repeated ids', JSON.stringify({ slides: [good.slides[0], good.slides[0]] })],
    ['a javascript: source', JSON.stringify({ slides: [{ ...good.slides[0], src: 'javascript:alert(1)' }] })],
    ['a protocol-relative source', JSON.stringify({ slides: [{ ...good.slides[0], src: '//evil.example/x.svg' }] })],
    ['a data: source', JSON.stringify({ slides: [{ ...good.slides[0], src: 'data:image/svg+xml,<svg onload=alert(1)>' }] })],
  ])('refuses %s with the gallery decode error', (_, json) => {
    expect(decodeLightboxBlock(json)).toMatchObject({ ok: false, error: 'Error decoding gallery block data.' });
  });
});

describe('lightboxMachine, controlled by its page (open, index, onOpenChange, onIndexChange)', () => {
  it('uncontrolled, it tells the page each time it opens, moves and closes', () => {
    const { actor, told, openAt } = start();
    openAt(1);
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'CLOSE' });
    expect(told).toEqual(['open@1', 'index@2', 'close']);
  });

  it('controlled, the visitor only asks: the lightbox opens, moves and closes when the page says so', () => {
    const { actor, clock, told, state, index } = start({ controlled: true, historyHash: true });
    actor.send({ type: 'OPEN', index: 1 });
    expect(state()).toBe('closed');
    expect(told).toEqual(['open@1']);
    actor.send({ type: 'SET_OPEN', open: true, index: 1 });
    clock.increment(300);
    expect(state()).toBe('open');
    actor.send({ type: 'NEXT' });
    expect(index()).toBe(1);
    expect(told.at(-1)).toBe('index@2');
    actor.send({ type: 'SET_INDEX', index: 2 });
    expect(index()).toBe(2);
    actor.send({ type: 'KEY', key: 'Escape' });
    expect(state()).toBe('open');
    expect(told.at(-1)).toBe('close');
    actor.send({ type: 'SET_OPEN', open: false });
    expect(state()).toBe('closing');
  });

  it('a page asking to open an item that does not exist is refused, whatever the mode', () => {
    const { actor, state } = start({ controlled: true });
    actor.send({ type: 'SET_OPEN', open: true, index: 99 });
    expect(state()).toBe('closed');
  });

  it('new items after the start keep the current item in range', () => {
    const { actor, openAt, index } = start();
    openAt(2);
    actor.send({ type: 'SET_SLIDES', slides: [{ id: 'only' }] });
    expect(index()).toBe(0);
  });
});
