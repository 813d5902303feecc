import fc from 'fast-check';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import { requestMachine } from '../machines/index.ts';
import { RETRY_DELAY_MS } from '../machines/net/constants.ts';
import { classifyAnswer, type HttpAnswer } from '../machines/net/logic.ts';
import type { RequestOutput } from '../machines/net/machine.ts';

const MESSAGES = [
  'Unauthorized request',
  'Internal server error. Please try again later.',
  'This service is temporarily unavailable. Please try again later.',
  'Unable to connect…',
];

const body = fc.oneof(
  fc.string(),
  fc.json(),
  fc.record({ error: fc.oneof(fc.string(), fc.integer(), fc.constant(null)) }, { requiredKeys: [] }).map((value) => JSON.stringify(value)),
  fc.record({ crumbFail: fc.boolean(), crumb: fc.string(), loginRequired: fc.boolean(), authorizationFail: fc.boolean(), message: fc.string() }, { requiredKeys: [] }).map((value) => JSON.stringify(value)),
);

describe('data layer properties', () => {
  it('[NET-016] [NET-017] [NET-018] [NET-019] [NET-020] any status with any body is read without throwing, and only Unable to connect… is retryable', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 599 }), body, (status, text) => {
        const outcome = classifyAnswer({ status, text, url: '/x' });
        if (outcome.kind === 'success') {
          expect(status >= 200 && status < 300).toBe(true);
          return;
        }
        expect(typeof outcome.failure.message).toBe('string');
        expect(outcome.failure.retryable).toBe(outcome.failure.message === 'Unable to connect…' && outcome.failure.reason !== 'error');
        // A status the body may not speak for always gives a catalogue message.
        if (![200, 201, 202, 203, 205, 206, 400, 401, 500, 502].includes(status) && status !== 204 && (status < 200 || status >= 300)) {
          expect(MESSAGES).toContain(outcome.failure.message);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('[NET-013] [NET-021] a request never makes more than its retries plus one crumb retry plus one attempts, and always ends', async () => {
    const answers = fc.array(
      fc.oneof(
        fc.constant<HttpAnswer | 'network'>('network'),
        fc.constantFrom(200, 404, 503, 401).map((status) => ({ status, text: '{}', url: '/x' })),
        fc.constant({ status: 401, text: '{"crumbFail":true,"crumb":"new"}', url: '/x' }),
      ),
      { minLength: 1, maxLength: 12 },
    );
    await fc.assert(
      fc.asyncProperty(fc.nat(4), answers, async (retries, script) => {
        const clock = new SimulatedClock();
        let attempts = 0;
        const machine = requestMachine.provide({
          actors: {
            sendRequest: fromPromise(async () => {
              const next = script[attempts++] ?? { status: 200, text: '{}', url: '/x' };
              if (next === 'network') throw new TypeError('Failed to fetch');
              return next;
            }),
          },
        });
        const actor = createActor(machine, { input: { request: { method: 'GET', path: '/x', retries }, crumb: 'c' }, clock }).start();
        for (let step = 0; step < 40 && actor.getSnapshot().status === 'active'; step++) {
          await new Promise((resolve) => setTimeout(resolve, 0));
          clock.increment(RETRY_DELAY_MS);
        }
        expect(actor.getSnapshot().status).toBe('done');
        expect(attempts).toBeLessThanOrEqual(retries + 2);
        const output = actor.getSnapshot().output as RequestOutput;
        expect(typeof output.ok).toBe('boolean');
      }),
      { numRuns: 200 },
    );
  });
});
