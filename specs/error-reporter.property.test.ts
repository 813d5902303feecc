import fc from 'fast-check';
import { createActor, SimulatedClock, type Actor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { errorReporterMachine } from '../machines/index.ts';
import { createErrorReport, type ErrorReport } from '../machines/error-reporter/logic.ts';

const environment = { app: 'site', websiteId: 'w', templateId: 't', url: 'https://example.com/', userAgent: 'UA' };
let counter = 0;
const report = (): ErrorReport => createErrorReport({ message: `e${++counter}` }, environment, counter);

interface Model {
  now: number;
  queued: number;
  /** When the debounce fires, if anything is queued. */
  deadline: number;
  sends: number;
}
interface Real {
  actor: Actor<typeof errorReporterMachine>;
  clock: SimulatedClock;
  batches: ErrorReport[][];
}

const settle = (model: Model) => {
  if (model.queued > 0 && model.now >= model.deadline) {
    model.sends += 1;
    model.queued = 0;
  }
};

class Report implements fc.Command<Model, Real> {
  constructor(readonly count: number) {}
  check = () => true;
  run(model: Model, real: Real) {
    for (let i = 0; i < this.count; i++) {
      real.actor.send({ type: 'REPORT', report: report() });
      // Exhausted pages queue nothing; a full queue drops the report without waiting longer.
      if (model.sends < 20 && model.queued < 10) {
        model.queued += 1;
        model.deadline = model.now + 1000;
      }
    }
    expect(real.actor.getSnapshot().context.queue).toHaveLength(model.queued);
  }
  toString = () => `REPORT x${this.count}`;
}

class Advance implements fc.Command<Model, Real> {
  constructor(readonly ms: number) {}
  check = () => true;
  run(model: Model, real: Real) {
    real.clock.increment(this.ms);
    model.now += this.ms;
    settle(model);
    expect(real.batches).toHaveLength(model.sends);
    expect(real.actor.getSnapshot().context.sends).toBe(model.sends);
  }
  toString = () => `advance ${this.ms} ms`;
}

function startReal(): Real {
  const clock = new SimulatedClock();
  const actor = createActor(errorReporterMachine, { clock });
  const batches: ErrorReport[][] = [];
  actor.on('send', ({ reports }) => batches.push(reports));
  return { actor: actor.start(), clock, batches };
}

describe('error reporter properties', () => {
  it('[ERR-004] [ERR-006] [ERR-007] follows the debounce, queue and send limits under random reports and clock advances', () => {
    fc.assert(
      fc.property(
        fc.commands(
          [
            fc.integer({ min: 1, max: 15 }).map((count) => new Report(count)),
            fc.integer({ min: 0, max: 1500 }).map((ms) => new Advance(ms)),
            fc.constant(new Advance(1000)),
          ],
          { size: '+1', maxCommands: 200 },
        ),
        (commands) => {
          const real = startReal();
          fc.modelRun(() => ({ model: { now: 0, queued: 0, deadline: 0, sends: 0 }, real }), commands);
          real.actor.stop();
        },
      ),
      { numRuns: 300 },
    );
  });

  it('[ERR-006] [ERR-007] never sends more than 20 times, nor more than 10 reports at once, whatever the error storm', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 1, max: 50 }), fc.integer({ min: 0, max: 3000 })), { maxLength: 400 }), (storm) => {
        const real = startReal();
        for (const [errors, pause] of storm) {
          for (let i = 0; i < errors; i++) real.actor.send({ type: 'REPORT', report: report() });
          real.clock.increment(pause);
        }
        real.clock.increment(10_000);
        expect(real.batches.length).toBeLessThanOrEqual(20);
        for (const batch of real.batches) {
          expect(batch.length).toBeGreaterThan(0);
          expect(batch.length).toBeLessThanOrEqual(10);
        }
      }),
      { numRuns: 300 },
    );
  });
});
