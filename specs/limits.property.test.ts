import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { THROTTLE_SAMPLES, THROTTLE_WAIT_FACTOR } from '../machines/limits/constants.ts';
import { adaptiveThrottle } from '../machines/limits/throttle.ts';

// A random schedule: calls at random gaps, each run taking a random time (0 ms included).
const schedule = fc.array(fc.record({ gap: fc.integer({ min: 0, max: 500 }), duration: fc.integer({ min: 0, max: 200 }) }), { minLength: 1, maxLength: 120 });

describe('adaptive throttle properties', () => {
  it('[CONST-031] [CONST-032] under any schedule a run starts only twice the average of the last 22 run times after the previous run ended, and never later than the first call after that', () => {
    fc.assert(
      fc.property(schedule, (steps) => {
        let now = 0;
        const runs: { start: number; end: number }[] = [];
        let pendingDuration = 0;
        const throttle = adaptiveThrottle(() => {
          const start = now;
          now += pendingDuration;
          runs.push({ start, end: now });
        }, { now: () => now });
        for (const { gap, duration } of steps) {
          now += gap;
          pendingDuration = duration;
          const previous = runs.at(-1);
          const recent = runs.slice(-THROTTLE_SAMPLES).map((run) => run.end - run.start);
          const average = recent.length === 0 ? 0 : recent.reduce((sum, time) => sum + time, 0) / recent.length;
          const allowedAt = previous ? previous.end + THROTTLE_WAIT_FACTOR * average : Number.NEGATIVE_INFINITY;
          const ran = throttle.call();
          // Never more often than the rule allows, and never refused once it allows.
          expect(ran).toBe(now - (ran ? pendingDuration : 0) >= allowedAt);
        }
        for (const [index, run] of runs.entries()) {
          if (index === 0) continue;
          const before = runs.slice(Math.max(0, index - THROTTLE_SAMPLES), index).map((earlier) => earlier.end - earlier.start);
          const average = before.reduce((sum, time) => sum + time, 0) / before.length;
          expect(run.start).toBeGreaterThanOrEqual((runs[index - 1]?.end ?? 0) + THROTTLE_WAIT_FACTOR * average);
        }
      }),
      { numRuns: 500 },
    );
  });
});
