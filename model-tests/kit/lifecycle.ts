import { SimulatedClock } from 'xstate';

/** What a driver's actor must offer the lifecycle: it can be stopped. */
interface Stoppable {
  stop(): unknown;
}

/**
 * A machine driver's actor lifecycle, the part every driver's `reset()` shares: stop the last
 * actor, start a fresh one on a new `SimulatedClock` (time in the real machine's `after` delays
 * moves only when the driver advances it), and refuse use before the first reset.
 */
export function actorLifecycle<TActor extends Stoppable>(start: (clock: SimulatedClock) => TActor) {
  let current: TActor | undefined;
  let clock = new SimulatedClock();
  return {
    /** Stops the previous actor and returns a fresh one started by `start`. */
    reset(): TActor {
      current?.stop();
      clock = new SimulatedClock();
      current = start(clock);
      return current;
    },
    get actor(): TActor {
      if (!current) throw new Error('reset() the driver first');
      return current;
    },
    /** The clock of the current actor; `clock.increment(ms)` fires its due delays. */
    get clock(): SimulatedClock {
      return clock;
    },
  };
}
