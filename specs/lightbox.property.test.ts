import fc from 'fast-check';
import { createActor, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import { lightboxMachine, type LightboxEvent } from '../machines/lightbox/machine.ts';

type Step = { event: LightboxEvent } | { wait: number };

const eventArb = (count: number): fc.Arbitrary<LightboxEvent> =>
  fc.oneof(
    fc.integer({ min: -2, max: count + 2 }).map((index) => ({ type: 'OPEN' as const, index })),
    fc.constant({ type: 'NEXT' as const }),
    fc.constant({ type: 'PREVIOUS' as const }),
    fc.constant({ type: 'CLOSE' as const }),
    fc.constantFrom('ArrowLeft', 'ArrowRight', 'Escape', 'Enter', ' ').map((key) => ({ type: 'KEY' as const, key })),
    fc.oneof(fc.double({ min: -0.5, max: 1.5 }), fc.constant(Number.NaN)).map((x) => ({ type: 'CLICK' as const, x })),
    fc.constantFrom('', '#itemId=s0', '#itemId=s3', '#itemId=zzz').map((hash) => ({ type: 'ADDRESS_CHANGE' as const, hash })),
  );

const stepsArb = (count: number) =>
  fc.array(fc.oneof(eventArb(count).map((event): Step => ({ event })), fc.integer({ min: 0, max: 700 }).map((wait): Step => ({ wait }))), { maxLength: 60 });

const config = fc.record({ count: fc.integer({ min: 1, max: 6 }), loop: fc.boolean(), historyHash: fc.boolean(), mobile: fc.boolean() });

function run({ count, loop, historyHash, mobile }: { count: number; loop: boolean; historyHash: boolean; mobile: boolean }, steps: Step[], each: (info: { index: number; now: number; step: Step; moved: boolean }) => void) {
  const clock = new SimulatedClock();
  const slides = Array.from({ length: count }, (_, i) => ({ id: `s${i}` }));
  const actor = createActor(lightboxMachine, { input: { slides, loop, historyHash, mobile }, clock }).start();
  let now = 0;
  for (const step of steps) {
    const before = actor.getSnapshot().context.index;
    if ('wait' in step) {
      clock.increment(step.wait);
      now += step.wait;
    } else actor.send(step.event);
    const index = actor.getSnapshot().context.index;
    each({ index, now, step, moved: index !== before });
  }
  actor.stop();
}

describe('lightboxMachine properties', () => {
  it('the index stays within the slides for any events and waits', () => {
    const cases = config.chain((settings) => stepsArb(settings.count).map((steps) => ({ settings, steps })));
    fc.assert(
      fc.property(cases, ({ settings, steps }) =>
        run(settings, steps, ({ index }) => {
          expect(Number.isInteger(index)).toBe(true);
          expect(index).toBeGreaterThanOrEqual(0);
          expect(index).toBeLessThan(settings.count);
        }),
      ),
      { numRuns: 500 },
    );
  });

  it('[LBX-013] two arrow keys within 200 ms move at most one slide', () => {
    const arrows = fc.array(
      fc.tuple(fc.constantFrom('ArrowLeft', 'ArrowRight'), fc.integer({ min: 0, max: 260 })),
      { minLength: 2, maxLength: 40 },
    );
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 6 }), fc.boolean(), arrows, (count, loop, presses) => {
        const steps: Step[] = [{ event: { type: 'OPEN', index: Math.floor(count / 2) } }, { wait: 300 }];
        for (const [key, wait] of presses) steps.push({ event: { type: 'KEY', key } }, { wait });
        const keyMoves: number[] = [];
        run({ count, loop, historyHash: false, mobile: false }, steps, ({ now, step, moved }) => {
          if (moved && 'event' in step && step.event.type === 'KEY') keyMoves.push(now);
        });
        for (let i = 1; i < keyMoves.length; i++) expect(keyMoves[i]! - keyMoves[i - 1]!).toBeGreaterThanOrEqual(200);
      }),
      { numRuns: 500 },
    );
  });

  it('[LBX-013] arrow keys at least 200 ms apart are all taken (the throttle drops nothing else)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 200, max: 400 }), { minLength: 1, maxLength: 8 }), (gaps) => {
        const count = gaps.length + 2;
        const steps: Step[] = [{ event: { type: 'OPEN', index: 0 } }, { wait: 300 }];
        for (const gap of gaps) steps.push({ event: { type: 'KEY', key: 'ArrowRight' } }, { wait: gap });
        let last = -1;
        run({ count, loop: false, historyHash: false, mobile: false }, steps, ({ index }) => (last = index));
        expect(last).toBe(gaps.length);
      }),
      { numRuns: 200 },
    );
  });
});
