import { THROTTLE_SAMPLES, THROTTLE_WAIT_FACTOR } from './constants.ts';

/** What the adaptive throttle remembers: the last run times and when the next run may start. */
export interface ThrottleState {
  /** [CONST-031] The last 22 run times, in ms, oldest first. */
  samples: readonly number[];
  /** The earliest time (ms) the next run may start. */
  nextRunAt: number;
}

export const INITIAL_THROTTLE: ThrottleState = /* @__PURE__ */ Object.freeze({ samples: Object.freeze([]), nextRunAt: Number.NEGATIVE_INFINITY });

/** The mean of the samples (0 without any). */
export function averageRunTime(samples: readonly number[]): number {
  return samples.length === 0 ? 0 : samples.reduce((sum, sample) => sum + sample, 0) / samples.length;
}

/** How long (ms) to wait before a run may start at `now`; 0: it may start now. */
export function throttleWait(state: ThrottleState, now: number): number {
  return Math.max(0, state.nextRunAt - now);
}

/**
 * [CONST-031] [CONST-032] The state after a run from `startedAt` to `endedAt`: its time joins
 * the last 22, and the next run waits twice their average after this one ended.
 */
export function recordRun(state: ThrottleState, startedAt: number, endedAt: number): ThrottleState {
  const samples = [...state.samples, Math.max(0, endedAt - startedAt)].slice(-THROTTLE_SAMPLES);
  return { samples, nextRunAt: endedAt + THROTTLE_WAIT_FACTOR * averageRunTime(samples) };
}

export interface Clock {
  now(): number;
}

/**
 * An adaptive throttle around `task`, timed by the `clock` it is given (an adapter gives
 * `performance`, a test a fake). `call()` runs the task when the rule allows and says whether
 * it ran; `wait()` says how long until it may (a caller that must not lose the call asks
 * again then). Work that takes longer is run less often.
 */
export function adaptiveThrottle(task: () => void, clock: Clock): { call(): boolean; wait(): number; state(): ThrottleState } {
  let state = INITIAL_THROTTLE;
  return {
    call() {
      const startedAt = clock.now();
      if (throttleWait(state, startedAt) > 0) return false;
      try {
        task();
      } finally {
        state = recordRun(state, startedAt, clock.now());
      }
      return true;
    },
    wait: () => throttleWait(state, clock.now()),
    state: () => state,
  };
}
