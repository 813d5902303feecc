import { keepProps } from '../machines/shared/normalize.ts';
import { createActor, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import { connectMarquee, decodeMarqueeBlock, marqueeMachine, type MarqueeInput } from '../machines/index.ts';
import { copiesNeeded, regionWidth, scrollOffset, wavelength, wavePath } from '../machines/marquee/logic.ts';

function start(input: MarqueeInput = {}) {
  const clock = new SimulatedClock();
  const actor = createActor(marqueeMachine, { input, clock }).start();
  return { actor, clock, state: () => actor.getSnapshot().value, width: () => actor.getSnapshot().context.width };
}

describe('marqueeMachine', () => {
  it('[BLK-030] runs once visible when reduced motion is not preferred; stopped before', () => {
    const { actor, state } = start();
    expect(state()).toBe('stopped');
    actor.send({ type: 'VISIBLE' });
    expect(state()).toBe('running');
  });

  it('[BLK-030] does not run when visible under reduced motion', () => {
    const { actor, state } = start({ reducedMotion: true });
    actor.send({ type: 'VISIBLE' });
    expect(state()).toBe('stopped');
    actor.send({ type: 'REDUCED_MOTION', on: false });
    expect(state()).toBe('running');
  });

  it('[BLK-031] stops when it leaves the view', () => {
    const { actor, state } = start();
    actor.send({ type: 'VISIBLE' });
    actor.send({ type: 'HIDDEN' });
    expect(state()).toBe('stopped');
  });

  it('[BLK-032] stops when reduced motion is turned on', () => {
    const { actor, state } = start();
    actor.send({ type: 'VISIBLE' });
    actor.send({ type: 'REDUCED_MOTION', on: true });
    expect(state()).toBe('stopped');
  });

  it('[BLK-033] hover pauses it only with pausedOnHover', () => {
    const paused = start({ pausedOnHover: true });
    paused.actor.send({ type: 'VISIBLE' });
    paused.actor.send({ type: 'HOVER_START' });
    expect(paused.state()).toBe('paused');
    paused.actor.send({ type: 'HOVER_END' });
    expect(paused.state()).toBe('running');

    const moving = start({ pausedOnHover: false });
    moving.actor.send({ type: 'VISIBLE' });
    moving.actor.send({ type: 'HOVER_START' });
    expect(moving.state()).toBe('running');
  });

  it('[BLK-031] [BLK-033] leaving the view while paused stops it; coming back under the pointer pauses it again', () => {
    const { actor, state } = start({ pausedOnHover: true });
    actor.send({ type: 'VISIBLE' });
    actor.send({ type: 'HOVER_START' });
    actor.send({ type: 'HIDDEN' });
    expect(state()).toBe('stopped');
    actor.send({ type: 'VISIBLE' });
    expect(state()).toBe('paused');
  });

  it('[BLK-036] resizes are laid out once they have been quiet for 1 s', () => {
    const { actor, clock, width } = start({ width: 600 });
    actor.send({ type: 'RESIZE', width: 500 });
    clock.increment(999);
    actor.send({ type: 'RESIZE', width: 400 });
    clock.increment(999);
    expect(width()).toBe(600);
    clock.increment(1);
    expect(width()).toBe(400);
  });

  it('[BLK-036] the first measure is the layout itself, applied at once', () => {
    const { actor, width } = start();
    actor.send({ type: 'RESIZE', width: 720 });
    expect(width()).toBe(720);
  });

  it('[BLK-034] the region is never laid out under 50 px', () => {
    const { actor, clock, width } = start({ width: 30 });
    expect(width()).toBe(50);
    actor.send({ type: 'RESIZE', width: 10 });
    clock.increment(1000);
    expect(width()).toBe(50);
    expect(regionWidth(Number.NaN)).toBe(50);
  });
});

describe('marquee pause control (WCAG 2.2.2: moving content the visitor can pause)', () => {
  it('PAUSE holds a running marquee still and RESUME starts it again', () => {
    const { actor, state } = start();
    actor.send({ type: 'VISIBLE' });
    actor.send({ type: 'PAUSE' });
    expect(state()).toBe('paused');
    actor.send({ type: 'RESUME' });
    expect(state()).toBe('running');
  });

  it('[BLK-033] the visitor\'s pause wins over the hover ending, with or without pausedOnHover', () => {
    for (const pausedOnHover of [true, false]) {
      const { actor, state } = start({ pausedOnHover });
      actor.send({ type: 'VISIBLE' });
      actor.send({ type: 'HOVER_START' });
      actor.send({ type: 'PAUSE' });
      actor.send({ type: 'HOVER_END' });
      expect(state()).toBe('paused');
      actor.send({ type: 'HOVER_START' });
      actor.send({ type: 'HOVER_END' });
      expect(state()).toBe('paused');
    }
  });

  it('[BLK-031] [BLK-032] out of view or under reduced motion it is stopped; back, it stays paused until the visitor resumes', () => {
    const { actor, state } = start();
    actor.send({ type: 'VISIBLE' });
    actor.send({ type: 'PAUSE' });
    actor.send({ type: 'HIDDEN' });
    expect(state()).toBe('stopped');
    actor.send({ type: 'VISIBLE' });
    expect(state()).toBe('paused');
    actor.send({ type: 'REDUCED_MOTION', on: true });
    expect(state()).toBe('stopped');
    actor.send({ type: 'REDUCED_MOTION', on: false });
    expect(state()).toBe('paused');
    actor.send({ type: 'RESUME' });
    expect(state()).toBe('running');
  });

  it('a pause pressed while out of view holds once it comes into view', () => {
    const { actor, state } = start();
    actor.send({ type: 'PAUSE' });
    expect(state()).toBe('stopped');
    actor.send({ type: 'VISIBLE' });
    expect(state()).toBe('paused');
  });

  it('[BLK-033] resuming under the pointer with pausedOnHover leaves the hover pause; moving away runs it', () => {
    const { actor, state } = start({ pausedOnHover: true });
    actor.send({ type: 'VISIBLE' });
    actor.send({ type: 'HOVER_START' });
    actor.send({ type: 'PAUSE' });
    actor.send({ type: 'RESUME' });
    expect(state()).toBe('paused');
    actor.send({ type: 'HOVER_END' });
    expect(state()).toBe('running');
  });

  it('connect gives a toggle button named \'Pause marquee\', pressed while the visitor holds it paused', () => {
    const { actor, state } = start();
    actor.send({ type: 'VISIBLE' });
    const trigger = () => connectMarquee(actor.getSnapshot(), actor.send, keepProps).getPauseTriggerProps();
    expect(trigger()).toMatchObject({ type: 'button', 'aria-label': 'Pause marquee', 'aria-pressed': false, 'data-part': 'pause-trigger', 'data-state': 'off' });
    trigger().onClick();
    expect(trigger()).toMatchObject({ 'aria-pressed': true, 'data-state': 'on' });
    expect(connectMarquee(actor.getSnapshot(), actor.send, keepProps).pausedByVisitor).toBe(true);
    expect(state()).toBe('paused');
    trigger().onClick();
    expect(trigger()['aria-pressed']).toBe(false);
    expect(state()).toBe('running');
  });
});

describe('marquee geometry', () => {
  it('[BLK-035] the wavelength ranges from 1000 down to 250 px', () => {
    expect(wavelength(0)).toBe(1000);
    expect(wavelength(1)).toBe(250);
    expect(wavelength(0.5)).toBe(625);
    expect(wavelength(-3)).toBe(1000);
    expect(wavelength(7)).toBe(250);
  });

  it('[BLK-037] the path is sampled every 3 px and ends on the right edge', () => {
    const path = wavePath({ width: 100, waveFrequency: 0.5, waveIntensity: 0.5 }, 50);
    const xs = path
      .slice(1)
      .split('L')
      .map((point) => Number(point.split(',')[0]));
    expect(xs.slice(0, 4)).toEqual([0, 3, 6, 9]);
    expect(xs.at(-1)).toBe(100);
    expect(xs.slice(1, -1).every((x, i) => x - (xs[i] ?? 0) === 3)).toBe(true);
  });

  it('[BLK-028] the text follows a wave: heights vary along the path, flat without intensity', () => {
    const ys = (intensity: number) =>
      new Set(
        wavePath({ width: 600, waveFrequency: 1, waveIntensity: intensity }, 40)
          .slice(1)
          .split('L')
          .map((point) => point.split(',')[1]),
      );
    expect(ys(1).size).toBeGreaterThan(50);
    expect(ys(0)).toEqual(new Set(['40.00']));
  });

  it('[BLK-029] animationDirection left moves the text to lower offsets, right to higher, wrapping each text length', () => {
    expect(scrollOffset(1000, 60, 200, 'left')).toBe(-60);
    expect(scrollOffset(4000, 60, 200, 'left')).toBe(-40);
    expect(scrollOffset(1000, 60, 200, 'right')).toBe(-140);
    expect(scrollOffset(1000, 0, 200, 'left')).toBe(-0);
    expect(scrollOffset(1000, 60, 0, 'left')).toBe(0);
  });

  it('fills the region with copies of the text plus one to scroll in', () => {
    expect(copiesNeeded(1000, 300)).toBe(5);
    expect(copiesNeeded(1000, 0)).toBe(1);
  });

  it('connect gives the renderer the wave for its font size and the pointer handlers', () => {
    const { actor } = start({ width: 400, waveIntensity: 0.5, pausedOnHover: true });
    const api = connectMarquee(actor.getSnapshot(), actor.send, keepProps);
    expect(api.geometry(20)).toMatchObject({ width: 400, height: 66, viewBox: '0 0 400 66' });
    actor.send({ type: 'VISIBLE' });
    connectMarquee(actor.getSnapshot(), actor.send, keepProps).getRootProps().onPointerEnter();
    expect(connectMarquee(actor.getSnapshot(), actor.send, keepProps).getRootProps()['data-state']).toBe('paused');
  });
});

describe('marquee block data', () => {
  it('[BLK-029] decodes the props, with defaults and numbers kept in range', () => {
    expect(decodeMarqueeBlock('{"text":"Hi"}')).toEqual({
      ok: true,
      data: { text: 'Hi', waveFrequency: 0.5, waveIntensity: 0.5, animationDirection: 'left', animationSpeed: 60, pausedOnHover: false },
    });
    expect(
      decodeMarqueeBlock('{"text":"Hi","waveFrequency":3,"waveIntensity":-1,"animationDirection":"right","animationSpeed":99999,"pausedOnHover":true}'),
    ).toEqual({
      ok: true,
      data: { text: 'Hi', waveFrequency: 1, waveIntensity: 0, animationDirection: 'right', animationSpeed: 1000, pausedOnHover: true },
    });
  });

  it('[BLK-079] JSON that does not parse or match gives the error, not a crash', () => {
    for (const json of ['{"text":', '{"text":42}', '{"text":"x","animationDirection":"up"}', 'null']) {
      expect(decodeMarqueeBlock(json)).toMatchObject({ ok: false, error: 'Error decoding marquee block data.' });
    }
  });
});
