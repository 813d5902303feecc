import { createActor, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import { keepProps } from '../machines/shared/normalize.ts';
import { LIGHTBOX_FADE_MS, connectLightbox, decodeGalleryBlock, lightboxMachine, type LightboxInput } from '../machines/index.ts';
import { LIGHTBOX_AUTOPLAY_RESUME_MS, LIGHTBOX_AUTOPLAY_TIMEOUT_MS } from '../machines/gallery/constants.ts';

const slides = ['a', 'b', 'c'].map((id) => ({ id }));

function start(input: Partial<LightboxInput> = {}) {
  const clock = new SimulatedClock();
  const actor = createActor(lightboxMachine, { input: { slides, autoplay: true, ...input }, clock }).start();
  const api = () => connectLightbox(actor.getSnapshot(), actor.send, keepProps);
  const open = (index = 0) => {
    actor.send({ type: 'OPEN', index });
    clock.increment(LIGHTBOX_FADE_MS);
  };
  return { actor, clock, api, open, index: () => actor.getSnapshot().context.index };
}

describe('the lightbox plays by itself (GAL-085)', () => {
  it('[GAL-085] the lightbox variant of autoplay: a timeout of 1000 ms and a resume of 1000 ms', () => {
    expect(LIGHTBOX_AUTOPLAY_TIMEOUT_MS).toBe(1000);
    expect(LIGHTBOX_AUTOPLAY_RESUME_MS).toBe(1000);
    const { actor } = start();
    expect(actor.getSnapshot().context).toMatchObject({ autoplayTimeout: 1000, autoplayResume: 1000, playing: true });
    const decoded = decodeGalleryBlock(JSON.stringify({ type: 'grid', lightbox: true, lightboxAutoplay: true, slides: [] }));
    expect(decoded.ok && decoded.data.lightboxAutoplay).toEqual({ enabled: true, timeout: 1000, resume: 1000 });
    const off = decodeGalleryBlock(JSON.stringify({ type: 'grid', lightbox: true, slides: [] }));
    expect(off.ok && off.data.lightboxAutoplay.enabled).toBe(false);
  });

  it('[GAL-085] once open, a new item every 1000 ms, round from the last to the first; nothing while it opens', () => {
    const { actor, clock, open, index } = start();
    actor.send({ type: 'OPEN', index: 1 });
    clock.increment(LIGHTBOX_FADE_MS - 1);
    expect(index()).toBe(1);
    clock.increment(1);
    clock.increment(999);
    expect(index()).toBe(1);
    clock.increment(1);
    expect(index()).toBe(2);
    clock.increment(1000);
    expect(index()).toBe(0);
    actor.send({ type: 'CLOSE' });
    clock.increment(5000);
    expect(actor.getSnapshot().value).toBe('closed');
    expect(index()).toBe(0);
    open(2);
    clock.increment(1000);
    expect(index()).toBe(0);
  });

  it('[GAL-085] it resumes the resume time after the visitor\'s last move, not before', () => {
    const { actor, clock, open, index } = start({ autoplayTimeout: 1000, autoplayResume: 3000 });
    open(0);
    clock.increment(600);
    actor.send({ type: 'NEXT' });
    expect(index()).toBe(1);
    clock.increment(2999);
    expect(index()).toBe(1);
    actor.send({ type: 'KEY', key: 'ArrowRight' });
    expect(index()).toBe(2);
    clock.increment(2999);
    expect(index()).toBe(2);
    clock.increment(1);
    expect(index()).toBe(0);
    // After it moved by itself, the plain timeout again.
    clock.increment(1000);
    expect(index()).toBe(1);
  });

  it('[GAL-085] the play/pause control: paused, time passes and nothing moves; play goes on a second later; the status is polite', () => {
    const { clock, open, index, api } = start();
    open(0);
    expect(api().getAutoplayTriggerProps()).toMatchObject({ 'aria-label': 'Pause slideshow', hidden: false, 'data-state': 'playing' });
    expect(api().autoplayStatusText).toBe('Slideshow playing');
    expect(api().getAutoplayStatusProps()).toMatchObject({ role: 'status', 'aria-live': 'polite' });
    // Every slide is not read out while it rotates (WAI-ARIA carousel); it is when paused.
    expect(api().getCounterProps()['aria-live']).toBe('off');
    api().getAutoplayTriggerProps().onClick();
    expect(api().autoplay).toBe('paused');
    expect(api().autoplayStatusText).toBe('Slideshow paused');
    expect(api().getCounterProps()['aria-live']).toBe('polite');
    clock.increment(10_000);
    expect(index()).toBe(0);
    expect(api().getAutoplayTriggerProps()['aria-label']).toBe('Play slideshow');
    api().getAutoplayTriggerProps().onClick();
    clock.increment(999);
    expect(index()).toBe(0);
    clock.increment(1);
    expect(index()).toBe(1);
  });

  it('[GAL-085] off under reduced motion: it does not play by itself, and a change to reduced motion stops it', () => {
    const reduced = start({ reducedMotion: true });
    reduced.open(0);
    reduced.clock.increment(5000);
    expect(reduced.index()).toBe(0);
    expect(reduced.api().autoplay).toBe('paused');
    // The visitor may still press play.
    reduced.api().getAutoplayTriggerProps().onClick();
    reduced.clock.increment(1000);
    expect(reduced.index()).toBe(1);

    const later = start();
    later.open(0);
    later.clock.increment(1000);
    expect(later.index()).toBe(1);
    later.actor.send({ type: 'REDUCED_MOTION', on: true });
    later.clock.increment(5000);
    expect(later.index()).toBe(1);
    later.actor.send({ type: 'REDUCED_MOTION', on: false });
    later.clock.increment(5000);
    expect(later.index()).toBe(1);
    // Closed, the preference decides whether it plays when next opened.
    const closed = start();
    closed.actor.send({ type: 'REDUCED_MOTION', on: true });
    expect(closed.api().autoplay).toBe('paused');
    closed.actor.send({ type: 'REDUCED_MOTION', on: false });
    closed.open(0);
    closed.clock.increment(1000);
    expect(closed.index()).toBe(1);
  });

  it('[GAL-085] without autoplay, or with one item, there is no control and nothing moves by itself', () => {
    const plain = start({ autoplay: false });
    plain.open(0);
    plain.clock.increment(5000);
    expect(plain.index()).toBe(0);
    expect(plain.api().autoplay).toBe('off');
    expect(plain.api().getAutoplayTriggerProps().hidden).toBe(true);
    expect(plain.api().autoplayStatusText).toBe('');
    const single = start({ slides: [{ id: 'only' }] });
    single.open(0);
    single.clock.increment(5000);
    expect(single.api().getAutoplayTriggerProps().hidden).toBe(true);
  });

  it('[GAL-085] block data with a timeout or resume that is not a number of ms above 0 fails with the decoding error', () => {
    for (const options of [{ timeout: 0 }, { resume: -5 }, { timeout: 'fast' }]) {
      expect(decodeGalleryBlock(JSON.stringify({ type: 'grid', lightboxAutoplay: true, lightboxAutoplayOptions: options, slides: [] }))).toMatchObject({ ok: false, error: 'Error decoding gallery block data.' });
    }
    const custom = decodeGalleryBlock(JSON.stringify({ type: 'grid', lightboxAutoplay: true, lightboxAutoplayOptions: { timeout: 2500 }, slides: [] }));
    expect(custom.ok && custom.data.lightboxAutoplay).toEqual({ enabled: true, timeout: 2500, resume: 1000 });
  });
});
