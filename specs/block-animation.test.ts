import { createActor, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import { blockAnimationMachine, connectBlockAnimation, decodeBlockAnimation, type BlockAnimationInput } from '../machines/index.ts';
import {
  ANIMATION_FRAME_FALLBACK_PER_SECOND,
  BLOCK_ANIMATION_THRESHOLDS,
  DEFAULT_BLOCK_ANIMATION_DURATION_S,
  SCALABLE_HIDE_SCALE,
} from '../machines/block-animation/constants.ts';
import { durationMs as blockAnimationDurationMs, entranceAt, entranceKeyframes } from '../machines/block-animation/logic.ts';
import { frameScheduler, runFrames } from '../adapters/browser/frames.ts';
import { keepProps } from '../machines/shared/normalize.ts';

function start(input: BlockAnimationInput = {}) {
  const clock = new SimulatedClock();
  const actor = createActor(blockAnimationMachine, { input, clock }).start();
  const api = () => connectBlockAnimation(actor.getSnapshot(), actor.send, keepProps);
  return { clock, actor, api };
}

describe('block animations', () => {
  it('[CONST-001] [CONST-002] [CONST-003] the default duration 0.3 s, the scalable hide scale 0.94, the frame fallback 60 per second', () => {
    expect(DEFAULT_BLOCK_ANIMATION_DURATION_S).toBe(0.3);
    expect(blockAnimationDurationMs(undefined)).toBe(300);
    expect(blockAnimationDurationMs(-2)).toBe(300);
    expect(blockAnimationDurationMs(0.8)).toBe(800);
    expect(SCALABLE_HIDE_SCALE).toBe(0.94);
    expect(entranceKeyframes('scale')[0]).toEqual({ opacity: '0', transform: 'scale(0.94)' });
    expect(entranceKeyframes('fade')[0]).toEqual({ opacity: '0', transform: 'none' });
    expect(entranceAt('scale', 0)).toEqual({ opacity: '0', transform: 'scale(0.94)' });
    expect(entranceAt('scale', 1)).toEqual({ opacity: '1', transform: 'none' });
    expect(ANIMATION_FRAME_FALLBACK_PER_SECOND).toBe(60);
    expect(start().api().durationMs).toBe(300);
    expect(start().api().getRootProps().style).toEqual({ '--sm-block-animation-duration': '300ms', '--sm-block-animation-scale': '0.94' });
  });

  it('[CONST-003] without requestAnimationFrame, frames run on a timer 60 times a second', () => {
    const timers: number[] = [];
    const due: (() => void)[] = [];
    const fakeWindow = {
      setTimeout: (callback: () => void, ms: number) => {
        timers.push(ms);
        due.push(callback);
        return timers.length;
      },
      clearTimeout: () => {},
      performance: { now: () => timers.length * (1000 / 60) },
    } as unknown as Window & typeof globalThis;
    const elapsed: number[] = [];
    runFrames((ms) => {
      elapsed.push(ms);
      return elapsed.length < 4;
    }, frameScheduler(fakeWindow));
    while (due.length > 0) due.shift()?.();
    expect(elapsed).toHaveLength(4);
    expect(timers.every((ms) => ms === 1000 / 60)).toBe(true);
  });

  it('[BLK-007] the observer thresholds are 0, 0.1, 0.25, 0.5 and 1', () => {
    expect(BLOCK_ANIMATION_THRESHOLDS).toEqual([0, 0.1, 0.25, 0.5, 1]);
  });

  it('[BLK-006] a block out of view waits hidden, and animates once it intersects the viewport, for its duration, once', () => {
    const { clock, actor, api } = start({ animation: 'scale' });
    expect(api().phase, 'visible as the server rendered it until the observer reports').toBe('idle');
    expect(api().hidden).toBe(false);
    actor.send({ type: 'INTERSECTION', intersecting: false });
    expect(api()).toMatchObject({ phase: 'hidden', hidden: true });
    actor.send({ type: 'INTERSECTION', intersecting: true });
    expect(api()).toMatchObject({ phase: 'entering', entering: true });
    clock.increment(299);
    expect(api().phase).toBe('entering');
    clock.increment(1);
    expect(api().phase).toBe('done');
    actor.send({ type: 'INTERSECTION', intersecting: false });
    expect(api().phase, 'once').toBe('done');
  });

  it('[BLK-006] a block in view waits for its loading images (at most 3 s), then animates', () => {
    const { clock, actor, api } = start();
    actor.send({ type: 'IMAGES_LOADING' });
    actor.send({ type: 'INTERSECTION', intersecting: true });
    expect(api().phase).toBe('waitingForImages');
    actor.send({ type: 'IMAGES_LOADED' });
    expect(api().phase).toBe('entering');
    const stalled = start();
    stalled.actor.send({ type: 'IMAGES_LOADING' });
    stalled.actor.send({ type: 'INTERSECTION', intersecting: true });
    stalled.clock.increment(2999);
    expect(stalled.api().phase).toBe('waitingForImages');
    stalled.clock.increment(1);
    expect(stalled.api().phase, 'an image that never settles does not keep the block hidden').toBe('entering');
    void clock;
  });

  it('[BLK-008] skipped in edit mode, under reduced motion and with no animation: never hidden', () => {
    for (const input of [{ editMode: true }, { reducedMotion: true }, { animation: 'none' as const }]) {
      const { actor, api } = start(input);
      expect(api().phase).toBe('skipped');
      actor.send({ type: 'INTERSECTION', intersecting: false });
      expect(api().hidden).toBe(false);
    }
    // Reduced motion turned on while waiting hidden shows the block at once.
    const { actor, api } = start();
    actor.send({ type: 'INTERSECTION', intersecting: false });
    actor.send({ type: 'REDUCED_MOTION', on: true });
    expect(api()).toMatchObject({ phase: 'skipped', hidden: false });
  });

  it('never hides what it cannot reveal: no observer report leaves it visible; focus inside a hidden block shows it', () => {
    const { clock, actor, api } = start();
    clock.increment(60_000);
    expect(api().hidden).toBe(false);
    actor.send({ type: 'INTERSECTION', intersecting: false });
    actor.send({ type: 'FOCUS' });
    expect(api()).toMatchObject({ phase: 'done', hidden: false });
  });

  it('bad input: unknown kinds and durations fall back (none: shown; 0.3 s)', () => {
    expect(decodeBlockAnimation({ animation: 'spin', duration: 'slow' })).toEqual({
      ok: true,
      data: { animation: 'none', duration: 0.3 },
      details: ['animation: "spin" is not understood; using "none"', 'duration: "slow" is not understood; using 0.3'],
    });
    expect(decodeBlockAnimation({ animation: 'scale', duration: 0.5 }).data).toEqual({ animation: 'scale', duration: 0.5 });
    expect(decodeBlockAnimation(null).data.animation).toBe('none');
    for (const bad of ['fade', 7, [], { duration: -1 }, { duration: Number.NaN }, { animation: null }]) expect(decodeBlockAnimation(bad).data).toEqual({ animation: 'none', duration: 0.3 });
  });
});
