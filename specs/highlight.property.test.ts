import { keepProps } from '../machines/shared/normalize.ts';
import fc from 'fast-check';
import { createActor, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import { connectHighlight, decodeHighlightSettings, highlightMachine, type HighlightEvent } from '../machines/index.ts';
import { HIGHLIGHT_SHAPES } from '../machines/highlight/constants.ts';
import {
  lookAt as highlightLookAt,
  progressAt as highlightProgressAt,
  shapePaths as highlightShapePaths,
  playDurationMs,
} from '../machines/highlight/logic.ts';

const anyNumber = fc.oneof(fc.double(), fc.integer({ min: -5, max: 5 }), fc.constantFrom(Number.NaN, Infinity, -Infinity, 0, -0));

const events: fc.Arbitrary<HighlightEvent>[] = [
  fc.constant({ type: 'READY' }),
  fc.constant({ type: 'VISIBLE' }),
  fc.constant({ type: 'HIDDEN' }),
  fc.boolean().map((on) => ({ type: 'REDUCED_MOTION', on })),
  fc.constant({ type: 'LAYOUT_TRANSITION' }),
  fc.record({ width: anyNumber, height: anyNumber }).map(({ width, height }) => ({ type: 'MEASURE' as const, width, height })),
];

/** Settings as untrusted block JSON may hold them: right, wrong or missing. */
const rawSettings = fc.record(
  {
    shape: fc.oneof(fc.constantFrom(...HIGHLIGHT_SHAPES), fc.string()),
    animation: fc.oneof(fc.constantFrom('draw', 'fade', 'fadeScale', 'none'), fc.string(), fc.integer()),
    direction: fc.oneof(fc.constantFrom('right', 'left'), fc.string()),
    duration: fc.oneof(anyNumber, fc.string()),
    isAnimationEnabled: fc.oneof(fc.boolean(), fc.string()),
    thickness: anyNumber,
    color: fc.string(),
  },
  { requiredKeys: [] },
);

describe('highlight properties', () => {
  it('[BLK-051] the draw duration is within 0.2 .. 1 s for any duration and any distance', () => {
    fc.assert(
      fc.property(anyNumber, anyNumber, anyNumber, (duration, from, to) => {
        const ms = playDurationMs('draw', duration, from, to);
        expect(ms).toBeGreaterThanOrEqual(200);
        expect(ms).toBeLessThanOrEqual(1000);
      }),
      { numRuns: 2000 },
    );
  });

  it('[BLK-045] [BLK-051] the progress is always within -1..1, at any time into any play, and ends at its target', () => {
    fc.assert(
      fc.property(anyNumber, anyNumber, anyNumber, anyNumber, (from, to, elapsed, duration) => {
        const progress = highlightProgressAt(from, to, elapsed, duration);
        expect(progress).toBeGreaterThanOrEqual(-1);
        expect(progress).toBeLessThanOrEqual(1);
        const look = highlightLookAt('fadeScale', progress);
        expect(look.opacity).toBeGreaterThanOrEqual(0);
        expect(look.opacity).toBeLessThanOrEqual(1);
      }),
      { numRuns: 2000 },
    );
  });

  it('[BLK-041] [BLK-045] [BLK-048] [BLK-049] [BLK-051] after any events and any time, whatever the settings, progress stays in -1..1, a draw lasts 0.2..1 s, and the frame loop never leaves -1..1', () => {
    fc.assert(
      fc.property(
        rawSettings,
        fc.boolean(),
        fc.array(fc.oneof(...events, fc.integer({ min: 0, max: 2500 })), { maxLength: 40 }),
        (raw, reducedMotion, steps) => {
          const { data: settings } = decodeHighlightSettings(raw);
          const clock = new SimulatedClock();
          const actor = createActor(highlightMachine, { input: { settings, reducedMotion }, clock }).start();
          for (const step of steps) {
            if (typeof step === 'number') clock.increment(step);
            else actor.send(step);
            const snapshot = actor.getSnapshot();
            const api = connectHighlight(snapshot, actor.send, keepProps);
            expect(Math.abs(api.progress)).toBeLessThanOrEqual(1);
            if (settings.animation === 'draw') {
              expect(api.playMs).toBeGreaterThanOrEqual(200);
              expect(api.playMs).toBeLessThanOrEqual(1000);
            }
            for (const at of [0, api.playMs / 3, api.playMs, api.playMs * 2]) expect(Math.abs(api.progressAt(at))).toBeLessThanOrEqual(1);
            // The strokes are always drawable paths, whatever was measured.
            for (const d of api.strokes) expect(d).not.toMatch(/NaN|Infinity/);
          }
        },
      ),
      { numRuns: 400 },
    );
  });

  it('[BLK-040] every shape gives finite SVG paths for any box', () => {
    fc.assert(
      fc.property(fc.constantFrom(...HIGHLIGHT_SHAPES), anyNumber, anyNumber, (shape, width, height) => {
        const paths = highlightShapePaths(shape, { width, height });
        expect(paths.length).toBeGreaterThan(0);
        for (const d of paths) expect(d).toMatch(/^M-?[\d.]+,-?[\d.]+( [LQZ][^NI]*)*$/);
      }),
      { numRuns: 1000 },
    );
  });
});
