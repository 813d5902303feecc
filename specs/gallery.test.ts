import { keepProps } from '../machines/shared/normalize.ts';
import { createActor, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import { connectGallery, galleryMachine, type GalleryInput } from '../machines/index.ts';
import { autoplayStatus } from '../machines/gallery/connect.ts';
import { linkGalleries } from '../machines/gallery/link.ts';
import type { GalleryEmitted } from '../machines/gallery/machine.ts';

function start(input: GalleryInput) {
  const clock = new SimulatedClock();
  const actor = createActor(galleryMachine, { input, clock });
  const emitted: GalleryEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const ctx = () => actor.getSnapshot().context;
  const api = () => connectGallery(actor.getSnapshot(), actor.send, { id: 'g', label: 'Gallery' }, keepProps);
  const types = () => emitted.map((event) => event.type);
  return { actor, clock, emitted, ctx, api, types, send: actor.send.bind(actor) };
}

const key = (k: string, over: Partial<{ editableTarget: boolean; inViewport: boolean }> = {}) =>
  ({ type: 'KEY', key: k, editableTarget: false, inViewport: true, ...over }) as const;

describe('galleryMachine: index and navigation', () => {
  it('[GAL-025] [GAL-029] [GAL-034] [GAL-020] starts at index 0, not in motion, without loop or autoplay', () => {
    const { ctx, actor } = start({ numberOfSlides: 4 });
    expect(ctx()).toMatchObject({ index: 0, inMotion: false, loop: false, direction: 'forward' });
    expect(autoplayStatus(actor.getSnapshot())).toBe('off');
  });

  it('[GAL-037] NEXT and PREVIOUS change the index forward and in reverse', () => {
    const { send, ctx, emitted } = start({ numberOfSlides: 4, currentIndex: 1 });
    send({ type: 'NEXT' });
    expect(ctx()).toMatchObject({ index: 2, direction: 'forward' });
    send({ type: 'PREVIOUS' });
    send({ type: 'PREVIOUS' });
    expect(ctx()).toMatchObject({ index: 0, direction: 'reverse' });
    expect(emitted).toContainEqual({ type: 'indexChanged', index: 2, previous: 1, direction: 'forward' });
  });

  it('[GAL-037] GO_TO jumps, forward to a higher index and in reverse to a lower one', () => {
    const { send, ctx } = start({ numberOfSlides: 5, currentIndex: 2 });
    send({ type: 'GO_TO', index: 4 });
    expect(ctx()).toMatchObject({ index: 4, direction: 'forward' });
    send({ type: 'GO_TO', index: 1 });
    expect(ctx()).toMatchObject({ index: 1, direction: 'reverse' });
    send({ type: 'GO_TO', index: 9 });
    send({ type: 'GO_TO', index: -1 });
    send({ type: 'GO_TO', index: 1.5 });
    expect(ctx().index).toBe(1);
  });

  it('[GAL-038] [GAL-039] next from the last slide without loop stays and fires reachedEnd', () => {
    const { send, ctx, types } = start({ numberOfSlides: 3, currentIndex: 2 });
    send({ type: 'NEXT' });
    expect(ctx().index).toBe(2);
    expect(types()).toEqual(['reachedEnd']);
  });

  it('[GAL-038] [GAL-040] previous from the first slide without loop stays and fires reachedBeginning', () => {
    const { send, ctx, types } = start({ numberOfSlides: 3 });
    send({ type: 'PREVIOUS' });
    expect(ctx().index).toBe(0);
    expect(types()).toEqual(['reachedBeginning']);
  });

  it('[GAL-042] with loop the index wraps in both directions and nothing is reached', () => {
    const { send, ctx, types } = start({ numberOfSlides: 3, loop: true });
    send({ type: 'PREVIOUS' });
    expect(ctx()).toMatchObject({ index: 2, direction: 'reverse' });
    send({ type: 'NEXT' });
    expect(ctx()).toMatchObject({ index: 0, direction: 'forward' });
    expect(types()).not.toContain('reachedEnd');
    expect(types()).not.toContain('reachedBeginning');
  });

  it('[GAL-043] [GAL-063] index changes are refused while in motion, and taken after MOTION_END', () => {
    const { send, ctx } = start({ numberOfSlides: 3 });
    send({ type: 'MOTION_START' });
    expect(ctx().inMotion).toBe(true);
    send({ type: 'NEXT' });
    send({ type: 'GO_TO', index: 2 });
    expect(ctx().index).toBe(0);
    send({ type: 'MOTION_END' });
    send({ type: 'NEXT' });
    expect(ctx().index).toBe(1);
  });

  it('an out-of-range starting index is brought within the slides', () => {
    expect(start({ numberOfSlides: 3, currentIndex: 7 }).ctx().index).toBe(2);
    expect(start({ numberOfSlides: 3, currentIndex: -2 }).ctx().index).toBe(0);
  });

  it('zero slides: every navigation is ignored and nothing is emitted', () => {
    const { send, ctx, types } = start({ numberOfSlides: 0, autoplay: true });
    for (const type of ['NEXT', 'PREVIOUS'] as const) send({ type });
    send({ type: 'GO_TO', index: 0 });
    expect(ctx().index).toBe(0);
    expect(types()).toEqual([]);
  });

  it('[GAL-048] one slide: controls get sqs-gallery-controls-disabled, next reaches the end', () => {
    const one = start({ numberOfSlides: 1 });
    expect(one.api().getControlsProps().className).toBe('sqs-gallery-controls-disabled');
    one.send({ type: 'NEXT' });
    expect(one.types()).toEqual(['reachedEnd']);
    expect(start({ numberOfSlides: 0 }).api().getControlsProps().className).toBe('sqs-gallery-controls-disabled');
    expect(start({ numberOfSlides: 2 }).api().getControlsProps().className).toBeUndefined();
  });

  it('[GAL-042] one slide with loop: next wraps onto itself without an index change', () => {
    const { send, types } = start({ numberOfSlides: 1, loop: true });
    send({ type: 'NEXT' });
    expect(types()).toEqual([]);
  });
});

describe('galleryMachine: carousel groups', () => {
  it('[GAL-057] the carousel moves by group', () => {
    const { send, ctx } = start({ numberOfSlides: 8, groupSize: 3 });
    send({ type: 'NEXT' });
    expect(ctx().index).toBe(3);
    send({ type: 'NEXT' });
    expect(ctx().index).toBe(6);
  });

  it('[GAL-058] carousel next does nothing on the last group', () => {
    const { send, ctx } = start({ numberOfSlides: 8, groupSize: 3, currentIndex: 7 });
    send({ type: 'NEXT' });
    expect(ctx().index).toBe(7);
  });

  it('[GAL-059] carousel previous does nothing on group 0', () => {
    const { send, ctx } = start({ numberOfSlides: 8, groupSize: 3, currentIndex: 2 });
    send({ type: 'PREVIOUS' });
    expect(ctx().index).toBe(2);
  });

  it('[GAL-012] carousel controls are disabled on the first and the last group', () => {
    const { send, api } = start({ numberOfSlides: 7, groupSize: 3 });
    expect(api().getPreviousTriggerProps()).toMatchObject({ 'aria-disabled': true, className: 'sqs-disabled' });
    expect(api().getNextTriggerProps()['aria-disabled']).toBeUndefined();
    send({ type: 'NEXT' });
    send({ type: 'NEXT' });
    expect(api().group).toBe(2);
    expect(api().getNextTriggerProps()).toMatchObject({ 'aria-disabled': true, className: 'sqs-disabled' });
    expect(api().getPreviousTriggerProps().className).toBeUndefined();
  });

  it('[GAL-089] a window resized below 480 px makes rows of two; a gallery without a row size keeps its groups', () => {
    const { send, ctx } = start({ numberOfSlides: 8, perRow: 3 });
    send({ type: 'VIEWPORT', width: 470 });
    send({ type: 'NEXT' });
    expect(ctx()).toMatchObject({ groupSize: 2, index: 2 });
    const fixed = start({ numberOfSlides: 8, groupSize: 3 });
    fixed.send({ type: 'VIEWPORT', width: 470 });
    expect(fixed.ctx().groupSize).toBe(3);
  });
});

describe('galleryMachine: autoplay', () => {
  it('[GAL-049] [GAL-022] autoplay advances every 5000 ms by default', () => {
    const { clock, ctx } = start({ numberOfSlides: 4, autoplay: true, randomize: false });
    clock.increment(4999);
    expect(ctx().index).toBe(0);
    clock.increment(1);
    expect(ctx().index).toBe(1);
    clock.increment(5000);
    expect(ctx().index).toBe(2);
  });

  it('[GAL-024] [GAL-022] with an interval the first step waits the timeout, each next one the interval; a resume waits the timeout again', () => {
    const { clock, ctx, send } = start({ numberOfSlides: 6, autoplay: true, randomize: false, autoplayTimeout: 6000, autoplayInterval: 3000 });
    clock.increment(5999);
    expect(ctx().index).toBe(0);
    clock.increment(1);
    expect(ctx().index).toBe(1);
    clock.increment(2999);
    expect(ctx().index).toBe(1);
    clock.increment(1);
    expect(ctx().index).toBe(2);
    clock.increment(3000);
    expect(ctx().index).toBe(3);
    send({ type: 'HOVER_START' });
    clock.increment(20_000);
    expect(ctx().index).toBe(3);
    send({ type: 'HOVER_END' });
    clock.increment(3000);
    expect(ctx().index).toBe(3);
    clock.increment(3000);
    expect(ctx().index).toBe(4);
    clock.increment(3000);
    expect(ctx().index).toBe(5);
  });

  it('[GAL-024] without an interval every step waits the timeout', () => {
    const { clock, ctx } = start({ numberOfSlides: 4, autoplay: true, randomize: false, autoplayTimeout: 700 });
    expect(ctx().autoplayInterval).toBe(700);
    clock.increment(700);
    clock.increment(699);
    expect(ctx().index).toBe(1);
    clock.increment(1);
    expect(ctx().index).toBe(2);
  });

  it('[GAL-049] autoplay goes round past the last slide even without loop', () => {
    const { clock, ctx } = start({ numberOfSlides: 2, autoplay: true, randomize: false, currentIndex: 1, autoplayTimeout: 100 });
    clock.increment(100);
    expect(ctx()).toMatchObject({ index: 0, direction: 'reverse' });
  });

  it('[GAL-050] [GAL-021] with randomize (the default) autoplay jumps to a random other slide', () => {
    const draws = [0, 0.99, 0.5];
    const { clock, ctx } = start({ numberOfSlides: 5, autoplay: true, autoplayTimeout: 10, random: () => draws.shift() ?? 0 });
    const seen: number[] = [];
    for (let i = 0; i < 3; i++) {
      const before = ctx().index;
      clock.increment(10);
      expect(ctx().index).not.toBe(before);
      seen.push(ctx().index);
    }
    // 0 → draw 0 of others [1,2,3,4] = 1; 1 → draw .99 of [0,2,3,4] = 4; 4 → draw .5 of [0,1,2,3] = 2.
    expect(seen).toEqual([1, 4, 2]);
  });

  it('[GAL-051] autoplay is suspended while the mouse is over the container or its controls', () => {
    const { send, clock, ctx, actor } = start({ numberOfSlides: 3, autoplay: true, randomize: false, autoplayTimeout: 100 });
    send({ type: 'HOVER_START' });
    expect(autoplayStatus(actor.getSnapshot())).toBe('suspended');
    clock.increment(1000);
    expect(ctx().index).toBe(0);
    send({ type: 'HOVER_END' });
    clock.increment(100);
    expect(ctx().index).toBe(1);
  });

  it('[GAL-052] on mobile hovering does not suspend autoplay', () => {
    const { send, clock, ctx, actor } = start({ numberOfSlides: 3, autoplay: true, randomize: false, autoplayTimeout: 100, mobile: true });
    send({ type: 'HOVER_START' });
    expect(autoplayStatus(actor.getSnapshot())).toBe('running');
    clock.increment(100);
    expect(ctx().index).toBe(1);
  });

  it('[GAL-053] a playing video pauses autoplay, which is restored when it ends', () => {
    const { send, clock, ctx, actor } = start({ numberOfSlides: 3, autoplay: true, randomize: false, autoplayTimeout: 100 });
    send({ type: 'VIDEO_PLAY' });
    expect(autoplayStatus(actor.getSnapshot())).toBe('pausedForVideo');
    clock.increment(500);
    expect(ctx().index).toBe(0);
    send({ type: 'VIDEO_END' });
    expect(autoplayStatus(actor.getSnapshot())).toBe('running');
    clock.increment(100);
    expect(ctx().index).toBe(1);
  });

  it('[GAL-053] [GAL-051] a video that ends while the pointer is over the gallery leaves autoplay suspended', () => {
    const { send, actor } = start({ numberOfSlides: 3, autoplay: true });
    send({ type: 'HOVER_START' });
    send({ type: 'VIDEO_PLAY' });
    send({ type: 'VIDEO_END' });
    expect(autoplayStatus(actor.getSnapshot())).toBe('suspended');
  });

  it('[GAL-009] with nomotion autoplay is off', () => {
    const { clock, ctx, actor } = start({ numberOfSlides: 3, autoplay: true, nomotion: true });
    clock.increment(20_000);
    expect(ctx().index).toBe(0);
    expect(autoplayStatus(actor.getSnapshot())).toBe('off');
  });

  it('focus inside stops rotation until it leaves (WAI-ARIA carousel); hover and focus both hold it', () => {
    const { send, actor } = start({ numberOfSlides: 3, autoplay: true });
    send({ type: 'FOCUS_IN' });
    send({ type: 'HOVER_START' });
    send({ type: 'FOCUS_OUT' });
    expect(autoplayStatus(actor.getSnapshot())).toBe('suspended');
    send({ type: 'HOVER_END' });
    expect(autoplayStatus(actor.getSnapshot())).toBe('running');
  });

  it('the rotation control pauses and restarts autoplay (WCAG 2.2.2)', () => {
    const { api, clock, ctx } = start({ numberOfSlides: 3, autoplay: true, randomize: false, autoplayTimeout: 100 });
    expect(api().getRotationTriggerProps()).toMatchObject({ 'aria-label': 'Stop automatic slide show', hidden: false });
    api().getRotationTriggerProps().onClick();
    expect(api().autoplay).toBe('stopped');
    clock.increment(1000);
    expect(ctx().index).toBe(0);
    expect(api().getRotationTriggerProps()['aria-label']).toBe('Start automatic slide show');
    api().getRotationTriggerProps().onClick();
    clock.increment(100);
    expect(ctx().index).toBe(1);
  });

  it('autoplay waits out motion: a tick during a transition changes nothing', () => {
    const { send, clock, ctx } = start({ numberOfSlides: 3, autoplay: true, randomize: false, autoplayTimeout: 100 });
    send({ type: 'MOTION_START' });
    clock.increment(100);
    expect(ctx().index).toBe(0);
  });

  it('the slides announce changes politely only while autoplay is not rotating', () => {
    const { api, send } = start({ numberOfSlides: 3, autoplay: true });
    expect(api().getSlidesProps()['aria-live']).toBe('off');
    send({ type: 'PAUSE' });
    expect(api().getSlidesProps()['aria-live']).toBe('polite');
  });
});

describe('galleryMachine: keyboard', () => {
  it('[GAL-031] [GAL-030] ArrowRight goes next and ArrowLeft previous; other keys do nothing', () => {
    const { send, ctx } = start({ numberOfSlides: 3 });
    send(key('ArrowRight'));
    send(key('ArrowRight'));
    send(key('ArrowLeft'));
    send(key('Enter'));
    expect(ctx().index).toBe(1);
  });

  it('[GAL-077] keys typed in an input, a textarea or an editable element are ignored', () => {
    const { send, ctx } = start({ numberOfSlides: 3 });
    send(key('ArrowRight', { editableTarget: true }));
    expect(ctx().index).toBe(0);
  });

  it('[GAL-078] keys are ignored while the gallery is in motion', () => {
    const { send, ctx } = start({ numberOfSlides: 3 });
    send({ type: 'MOTION_START' });
    send(key('ArrowRight'));
    send({ type: 'MOTION_END' });
    expect(ctx().index).toBe(0);
  });

  it('[GAL-079] keys are ignored while the gallery is outside the viewport', () => {
    const { send, ctx } = start({ numberOfSlides: 3 });
    send(key('ArrowRight', { inViewport: false }));
    expect(ctx().index).toBe(0);
  });

  it('[GAL-039] the keyboard reaches the end like the controls do', () => {
    const { send, types } = start({ numberOfSlides: 2, currentIndex: 1 });
    send(key('ArrowRight'));
    expect(types()).toEqual(['reachedEnd']);
  });
});

describe('galleryMachine: slide clicks', () => {
  it('[GAL-094] in a stacked gallery a click goes to the next slide', () => {
    const { api, ctx, types } = start({ numberOfSlides: 3, slideClick: 'next' });
    api().getSlideProps(0).onClick?.();
    expect(ctx().index).toBe(1);
    expect(types()).toEqual(['slideActivated', 'indexChange', 'indexChanged']);
  });

  it('[GAL-060] in a strip the clicked slide becomes current', () => {
    const { api, ctx } = start({ numberOfSlides: 5, slideClick: 'select' });
    api().getSlideProps(3).onClick?.();
    expect(ctx()).toMatchObject({ index: 3, direction: 'forward' });
  });

  it('[GAL-014] a click on a slide with a click-through address goes there', () => {
    const { api, ctx, emitted } = start({ numberOfSlides: 3, slideClick: 'next' });
    api().getSlideProps(1, { clickThroughUrl: '/shop/boat' }).onClick?.();
    expect(emitted).toEqual([{ type: 'navigate', url: '/shop/boat', viaLink: false }]);
    expect(ctx().index).toBe(0);
  });

  it('a click announces the slide (slideActivated) so a lightbox can open on it', () => {
    const { api, emitted, ctx } = start({ numberOfSlides: 3 });
    api().getSlideProps(2).onClick?.();
    expect(emitted).toEqual([{ type: 'slideActivated', index: 2 }]);
    expect(ctx().index).toBe(0);
  });
});

describe('linked galleries', () => {
  function pair() {
    const parent = start({ numberOfSlides: 4 });
    const child = start({ numberOfSlides: 4, slideClick: 'select' });
    const unlink = linkGalleries(parent.actor, child.actor);
    return { parent, child, unlink };
  }

  it('[GAL-045] linked galleries keep the same index, whichever moves', () => {
    const { parent, child } = pair();
    parent.send({ type: 'NEXT' });
    expect(child.ctx().index).toBe(1);
    child.api().getSlideProps(3).onClick?.();
    expect(parent.ctx().index).toBe(3);
    expect(child.ctx().index).toBe(3);
  });

  it('[GAL-044] index changes are refused while a linked gallery showing another index is in motion', () => {
    const parent = start({ numberOfSlides: 4 });
    // A linked gallery reports it is in motion while it shows slide 2; this one shows 0.
    parent.send({ type: 'LINK_MOTION', inMotion: true, index: 2 });
    parent.send({ type: 'GO_TO', index: 3 });
    parent.send({ type: 'NEXT' });
    parent.send(key('ArrowRight'));
    expect(parent.ctx().index).toBe(0);
    parent.send({ type: 'LINK_MOTION', inMotion: false, index: 2 });
    parent.send({ type: 'NEXT' });
    expect(parent.ctx().index).toBe(1);
  });

  it('[GAL-044] a linked gallery in motion on the same index does not block', () => {
    const { parent, child } = pair();
    child.send({ type: 'MOTION_START' });
    parent.send({ type: 'NEXT' });
    expect(parent.ctx().index).toBe(1);
    expect(child.ctx().index).toBe(1);
  });

  it('[GAL-046] the keyboard is turned off on the linked child', () => {
    const { parent, child } = pair();
    expect(child.ctx().keyboard).toBe(false);
    child.send(key('ArrowRight'));
    expect(child.ctx().index).toBe(0);
    parent.send(key('ArrowRight'));
    expect(child.ctx().index).toBe(1);
  });

  it('unlinking stops the following', () => {
    const { parent, child, unlink } = pair();
    unlink();
    parent.send({ type: 'NEXT' });
    expect(child.ctx().index).toBe(0);
  });
});

describe('gallery connect: classes and attributes templates depend on', () => {
  it('[GAL-047] the active slide gets sqs-active-slide; others are hidden from assistive tech', () => {
    const { api, send } = start({ numberOfSlides: 3 });
    send({ type: 'NEXT' });
    expect(api().getSlideProps(1)).toMatchObject({ className: 'sqs-active-slide', 'data-state': 'active', 'aria-label': '2 of 3' });
    expect(api().getSlideProps(0)).toMatchObject({ className: undefined, 'aria-hidden': true, inert: true });
  });

  it('[GAL-041] without loop the controls get sqs-disabled at the ends', () => {
    const { api, send } = start({ numberOfSlides: 2 });
    expect(api().getPreviousTriggerProps().className).toBe('sqs-disabled');
    expect(api().getNextTriggerProps().className).toBeUndefined();
    send({ type: 'NEXT' });
    expect(api().getNextTriggerProps().className).toBe('sqs-disabled');
    const looping = start({ numberOfSlides: 2, loop: true });
    expect(looping.api().getPreviousTriggerProps().className).toBeUndefined();
  });

  it('[GAL-035] [GAL-036] slides carry their data attributes; type defaults to image', () => {
    const { api } = start({ numberOfSlides: 2 });
    expect(
      api().getSlideProps(0, { id: 's1', url: 'boat', title: 'Boat', description: 'At sea', lightboxTheme: 'light', type: 'video', clickThroughUrl: '/x' }),
    ).toMatchObject({
      'data-slide-id': 's1',
      'data-slide-url': 'boat',
      'data-title': 'Boat',
      'data-description': 'At sea',
      'data-lightbox-theme': 'light',
      'data-type': 'video',
      'data-click-through-url': '/x',
    });
    expect(api().getSlideProps(1)['data-type']).toBe('image');
  });

  it('[GAL-080] the previous and next controls are buttons, whose Enter and Space act as a click', () => {
    const { api, ctx } = start({ numberOfSlides: 3 });
    expect(api().getNextTriggerProps()).toMatchObject({ type: 'button', 'aria-controls': 'g-slides' });
    api().getNextTriggerProps().onClick();
    expect(ctx().index).toBe(1);
  });

  it('[GAL-023] with pauseOnMouseover selectors the root leaves hovering to the renderer (bindHoverPause)', () => {
    const { actor } = start({ numberOfSlides: 3, autoplay: true });
    const withSelectors = connectGallery(actor.getSnapshot(), actor.send, { id: 'g', label: 'Gallery', hoverSelectors: ['.stage'] }, keepProps);
    expect(withSelectors.getRootProps()).toMatchObject({ onMouseEnter: undefined, onMouseLeave: undefined });
    expect(connectGallery(actor.getSnapshot(), actor.send, { id: 'g', label: 'Gallery' }, keepProps).getRootProps().onMouseEnter).toBeTypeOf('function');
  });

  it('the root reports pointer and focus; a blur to an element inside is not a focus out', () => {
    const { api, actor } = start({ numberOfSlides: 3, autoplay: true });
    api().getRootProps().onFocus();
    api().getRootProps().onBlur({ currentTarget: { contains: () => true }, relatedTarget: {} });
    expect(autoplayStatus(actor.getSnapshot())).toBe('suspended');
    api().getRootProps().onBlur({ currentTarget: { contains: () => false }, relatedTarget: null });
    expect(autoplayStatus(actor.getSnapshot())).toBe('running');
    expect(api().getRootProps()).toMatchObject({ role: 'region', 'aria-roledescription': 'carousel', 'aria-label': 'Gallery' });
  });
});
