import { keepProps } from '../machines/shared/normalize.ts';
import fc from 'fast-check';
import { createActor, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import { connectMarquee, marqueeMachine, type MarqueeEvent } from '../machines/index.ts';

const events: fc.Arbitrary<MarqueeEvent>[] = [
  fc.constant({ type: 'VISIBLE' }),
  fc.constant({ type: 'HIDDEN' }),
  fc.boolean().map((on) => ({ type: 'REDUCED_MOTION', on })),
  fc.constant({ type: 'HOVER_START' }),
  fc.constant({ type: 'HOVER_END' }),
  fc.constant({ type: 'PAUSE' }),
  fc.constant({ type: 'RESUME' }),
];

describe('marquee properties', () => {
  it('[BLK-030] [BLK-031] [BLK-032] [BLK-033] after any events it runs exactly when visible, motion allowed and paused neither by hover nor by the visitor', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.array(fc.oneof(...events), { maxLength: 60 }), (pausedOnHover, reducedMotion, sequence) => {
        const actor = createActor(marqueeMachine, { input: { pausedOnHover, reducedMotion } }).start();
        const seen = { visible: false, reduced: reducedMotion, hovering: false, pausedByVisitor: false };
        for (const event of sequence) {
          actor.send(event);
          if (event.type === 'VISIBLE' || event.type === 'HIDDEN') seen.visible = event.type === 'VISIBLE';
          if (event.type === 'REDUCED_MOTION') seen.reduced = event.on;
          if (event.type === 'HOVER_START' || event.type === 'HOVER_END') seen.hovering = event.type === 'HOVER_START';
          if (event.type === 'PAUSE' || event.type === 'RESUME') seen.pausedByVisitor = event.type === 'PAUSE';
          const moving = seen.visible && !seen.reduced;
          const held = seen.pausedByVisitor || (seen.hovering && pausedOnHover);
          const expected = !moving ? 'stopped' : held ? 'paused' : 'running';
          expect(actor.getSnapshot().value).toBe(expected);
          // The control shows the visitor's choice whatever the state.
          expect(connectMarquee(actor.getSnapshot(), actor.send, keepProps).getPauseTriggerProps()['aria-pressed']).toBe(seen.pausedByVisitor);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('[BLK-034] [BLK-036] the laid-out width is the last one measured 1 s after resizing stopped, never under 50', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 0, max: 3000 }), fc.integer({ min: 0, max: 1500 })), { minLength: 1, maxLength: 30 }), (resizes) => {
        const clock = new SimulatedClock();
        const actor = createActor(marqueeMachine, { input: { width: 800 }, clock }).start();
        let laidOut = 800;
        let pending: number | undefined;
        for (const [width, wait] of resizes) {
          actor.send({ type: 'RESIZE', width });
          pending = width;
          clock.increment(wait);
          if (wait >= 1000) {
            laidOut = Math.max(50, pending);
            pending = undefined;
          }
          expect(actor.getSnapshot().context.width).toBe(laidOut);
        }
      }),
    );
  });
});
