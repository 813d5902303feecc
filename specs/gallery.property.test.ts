import { keepProps } from '../machines/shared/normalize.ts';
import fc from 'fast-check';
import { createActor, initialTransition, SimulatedClock, transition, type Actor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { galleryMachine } from '../machines/gallery/machine.ts';
import { slidesPerRow } from '../machines/gallery/layouts.ts';
import { connect as connectGallery } from '../machines/gallery/connect.ts';
import { step } from '../machines/gallery/logic.ts';
import { IMAGE_WIDTH_STEPS } from '../machines/media/constants.ts';
import { chooseImageWidth, indexesToPreload, isPreloadIndex } from '../machines/media/logic.ts';

interface Model {
  count: number;
  loop: boolean;
  groupSize: number;
  index: number;
  inMotion: boolean;
  autoplay: boolean;
}
interface Real {
  actor: Actor<typeof galleryMachine>;
  clock: SimulatedClock;
  emitted: string[];
}

/** Checks after every command: the index is a slide, and it agrees with the model. */
function agree(model: Model, real: Real) {
  const { index, inMotion } = real.actor.getSnapshot().context;
  expect(index).toBeGreaterThanOrEqual(0);
  expect(index).toBeLessThan(Math.max(1, model.count));
  expect(index).toBe(model.index);
  expect(inMotion).toBe(model.inMotion);
}

class Move implements fc.Command<Model, Real> {
  constructor(readonly delta: 1 | -1) {}
  check = () => true;
  run(model: Model, real: Real) {
    real.emitted.length = 0;
    real.actor.send({ type: this.delta === 1 ? 'NEXT' : 'PREVIOUS' });
    if (model.count === 0) expect(real.emitted).toEqual([]);
    else if (!model.inMotion) {
      const group = Math.floor(model.index / model.groupSize);
      const groups = Math.ceil(model.count / model.groupSize);
      const target = group + this.delta;
      if (target >= 0 && target < groups) model.index = target * model.groupSize;
      else if (model.loop) model.index = target < 0 ? (groups - 1) * model.groupSize : 0;
      // [GAL-039] [GAL-040] Clamp law: without loop, a step past an end stays and says so.
      else expect(real.emitted).toEqual([this.delta === 1 ? 'reachedEnd' : 'reachedBeginning']);
    } else expect(real.emitted).toEqual([]);
    agree(model, real);
  }
  toString = () => (this.delta === 1 ? 'NEXT' : 'PREVIOUS');
}

class GoTo implements fc.Command<Model, Real> {
  constructor(readonly index: number) {}
  check = () => true;
  run(model: Model, real: Real) {
    real.actor.send({ type: 'GO_TO', index: this.index });
    if (!model.inMotion && Number.isInteger(this.index) && this.index >= 0 && this.index < model.count) model.index = this.index;
    agree(model, real);
  }
  toString = () => `GO_TO ${this.index}`;
}

class Motion implements fc.Command<Model, Real> {
  constructor(readonly on: boolean) {}
  check = () => true;
  run(model: Model, real: Real) {
    real.actor.send({ type: this.on ? 'MOTION_START' : 'MOTION_END' });
    model.inMotion = this.on;
    agree(model, real);
  }
  toString = () => (this.on ? 'MOTION_START' : 'MOTION_END');
}

class Tick implements fc.Command<Model, Real> {
  check = (model: Readonly<Model>) => model.autoplay;
  run(model: Model, real: Real) {
    const before = real.actor.getSnapshot().context.index;
    real.clock.increment(5000);
    const after = real.actor.getSnapshot().context.index;
    // [GAL-050] Autoplay with randomize always lands on another slide (when it may move).
    if (!model.inMotion && model.count > 1) expect(after).not.toBe(before);
    model.index = after;
    agree(model, real);
  }
  toString = () => 'tick 5000 ms';
}

describe('galleryMachine properties', () => {
  it('[GAL-038] [GAL-042] [GAL-043] [GAL-057] under random events the index stays within bounds and follows the loop and clamp laws', () => {
    fc.assert(
      fc.property(
        fc.record({ count: fc.integer({ min: 0, max: 9 }), loop: fc.boolean(), groupSize: fc.integer({ min: 1, max: 4 }), autoplay: fc.boolean() }),
        fc.array(fc.double({ min: 0, max: 0.9999, noNaN: true }), { minLength: 1, maxLength: 8 }),
        fc.commands(
          [
            fc.constantFrom(1 as const, -1 as const).map((delta) => new Move(delta)),
            fc.integer({ min: -2, max: 11 }).map((index) => new GoTo(index)),
            fc.boolean().map((on) => new Motion(on)),
            fc.constant(new Tick()),
          ],
          { size: '+1' },
        ),
        ({ count, loop, groupSize, autoplay }, draws, cmds) => {
          const clock = new SimulatedClock();
          let at = 0;
          const random = () => draws[at++ % draws.length] ?? 0;
          const actor = createActor(galleryMachine, { input: { numberOfSlides: count, loop, groupSize, autoplay, random }, clock });
          const emitted: string[] = [];
          actor.on('*', (event) => emitted.push(event.type));
          actor.start();
          const model: Model = { count, loop, groupSize, index: 0, inMotion: false, autoplay };
          fc.modelRun(() => ({ model, real: { actor, clock, emitted } }), cmds);
          actor.stop();
        },
      ),
      { numRuns: 300 },
    );
  });

  it('[GAL-042] with loop, count steps forward (or back) from any slide come back to it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), fc.nat(19), fc.constantFrom(1 as const, -1 as const), (count, start, delta) => {
        const from = start % count;
        let state = initialTransition(galleryMachine, { numberOfSlides: count, loop: true, currentIndex: from })[0];
        for (let i = 0; i < count; i++) state = transition(galleryMachine, state, { type: delta === 1 ? 'NEXT' : 'PREVIOUS' })[0];
        expect(state.context.index).toBe(from);
      }),
    );
  });

  it('[GAL-037] NEXT then PREVIOUS away from the ends returns to the same slide, forward then reverse', () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 30 }), fc.nat(), fc.boolean(), (count, seed, loop) => {
        const from = 1 + (seed % (count - 2));
        const [start] = initialTransition(galleryMachine, { numberOfSlides: count, loop, currentIndex: from });
        const [afterNext] = transition(galleryMachine, start, { type: 'NEXT' });
        expect(afterNext.context.direction).toBe('forward');
        const [back] = transition(galleryMachine, afterNext, { type: 'PREVIOUS' });
        expect(back.context).toMatchObject({ index: from, direction: 'reverse' });
      }),
    );
  });
});

describe('layout properties', () => {
  it('[GAL-057] [GAL-089] [GAL-012] [GAL-058] stepping a carousel of any size in any window shows every slide once, row by row, and ends disabled', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60 }), fc.integer({ min: 200, max: 2000 }), fc.integer({ min: 1, max: 8 }), (count, windowWidth, requested) => {
        const actor = createActor(galleryMachine, { input: { numberOfSlides: count, layout: 'carousel', perRow: requested, reducedMotion: true } }).start();
        actor.send({ type: 'VIEWPORT', width: windowWidth });
        const perRow = actor.getSnapshot().context.groupSize;
        expect(perRow).toBe(slidesPerRow(windowWidth, requested));
        expect(perRow).toBeLessThanOrEqual(windowWidth < 480 ? 2 : windowWidth < 724 ? 3 : requested);
        const api = () => connectGallery(actor.getSnapshot(), actor.send, { id: 'g', label: 'Carousel' }, keepProps);
        const shown: number[][] = [];
        for (;;) {
          const view = api();
          shown.push(Array.from({ length: count }, (_, slide) => slide).filter((slide) => view.isActive(slide)));
          if (view.getNextTriggerProps()['aria-disabled']) break;
          view.getNextTriggerProps().onClick();
        }
        expect(shown.flat()).toEqual(Array.from({ length: count }, (_, slide) => slide));
        for (const row of shown) expect(row.length).toBeLessThanOrEqual(perRow);
        expect(api().getNextTriggerProps().className).toBe('sqs-disabled');
        actor.stop();
      }),
    );
  });
});

describe('image properties', () => {
  it('[MEDIA-020] the chosen width is the smallest step at least the rendered width times the pixel ratio', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 4000, noNaN: true }), fc.constantFrom(1, 1.5, 2, 3), (rendered, dpr) => {
        const width = chooseImageWidth(rendered, dpr);
        expect(IMAGE_WIDTH_STEPS).toContain(width);
        const wanted = rendered * dpr;
        if (wanted <= 2500) {
          expect(width).toBeGreaterThanOrEqual(wanted);
          for (const smaller of IMAGE_WIDTH_STEPS.filter((candidate) => candidate < width)) expect(smaller).toBeLessThan(wanted);
        } else expect(width).toBe(2500);
      }),
    );
  });

  it('[MEDIA-017] preloaded slides are around the current one, within bounds, wrapping only with loop', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), fc.nat(49), fc.integer({ min: 0, max: 3 }), fc.boolean(), (count, seed, preload, loop) => {
        const current = seed % count;
        const indexes = indexesToPreload(current, count, preload, loop);
        expect(indexes).toContain(current);
        for (const index of indexes) {
          expect(index).toBeGreaterThanOrEqual(0);
          expect(index).toBeLessThan(count);
          const distance = Math.abs(index - current);
          expect(Math.min(distance, loop ? count - distance : distance)).toBeLessThanOrEqual(preload);
        }
        expect(indexes.length).toBeLessThanOrEqual(Math.min(count, 2 * preload + 1));
      }),
    );
  });

  it('[MEDIA-017] a slide asks isPreloadIndex and gets the answer indexesToPreload gives for the whole gallery', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), fc.nat(39), fc.integer({ min: 0, max: 4 }), fc.boolean(), (count, seed, preload, loop) => {
        const current = seed % count;
        const listed = indexesToPreload(current, count, preload, loop);
        for (let index = -1; index <= count; index++) expect(isPreloadIndex(index, current, count, preload, loop), `slide ${index}`).toBe(listed.includes(index));
      }),
    );
  });
});
