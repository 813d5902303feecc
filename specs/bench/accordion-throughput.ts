// Throughput of accordionMachine: 1,000,000 TOGGLE events through a real actor (each followed
// by the 250 ms animation on a SimulatedClock, so every toggle is taken), beside a plain
// reducer doing the same work with the same pure toggle rule, in the same run.
import { performance } from 'node:perf_hooks';
import { createActor, SimulatedClock } from 'xstate';
import { ACCORDION_ANIMATION_MS } from '../../machines/accordion/constants.ts';
import { toggleItem } from '../../machines/accordion/logic.ts';
import { accordionMachine } from '../../machines/accordion/machine.ts';

const ITEMS = ['a', 'b', 'c', 'd', 'e'];

interface ReducerState {
  open: string[];
  now: number;
  animatingUntil: number;
}
type ReducerEvent = { type: 'TOGGLE'; id: string } | { type: 'ADVANCE'; ms: number };

/** The accordion rules as a plain reducer: the yardstick for the machine's overhead. */
function reduce(state: ReducerState, event: ReducerEvent): ReducerState {
  if (event.type === 'ADVANCE') return { ...state, now: state.now + event.ms };
  if (state.now < state.animatingUntil || !ITEMS.includes(event.id)) return state;
  return { ...state, open: toggleItem(state.open, event.id, false), animatingUntil: state.now + ACCORDION_ANIMATION_MS };
}

function perSecond(count: number, ms: number): string {
  return `${Math.round((count / ms) * 1000).toLocaleString('en-US')} events/s`;
}

export function benchAccordionThroughput(events = 1_000_000): string[] {
  const clock = new SimulatedClock();
  const actor = createActor(accordionMachine, { input: { items: ITEMS }, clock }).start();
  let start = performance.now();
  for (let i = 0; i < events; i++) {
    actor.send({ type: 'TOGGLE', id: ITEMS[i % ITEMS.length] ?? 'a' });
    clock.increment(ACCORDION_ANIMATION_MS);
  }
  const machineMs = performance.now() - start;
  const machineOpen = actor.getSnapshot().context.open;
  actor.stop();

  let state: ReducerState = { open: [], now: 0, animatingUntil: 0 };
  start = performance.now();
  for (let i = 0; i < events; i++) {
    state = reduce(state, { type: 'TOGGLE', id: ITEMS[i % ITEMS.length] ?? 'a' });
    state = reduce(state, { type: 'ADVANCE', ms: ACCORDION_ANIMATION_MS });
  }
  const reducerMs = performance.now() - start;
  // Both did the same work only if they ended in the same place.
  if (JSON.stringify(machineOpen) !== JSON.stringify(state.open)) {
    throw new Error(`machine and reducer disagree: ${JSON.stringify(machineOpen)} vs ${JSON.stringify(state.open)}`);
  }
  return [
    `bench accordionMachine: ${events.toLocaleString('en-US')} TOGGLE in ${machineMs.toFixed(0)} ms, ${perSecond(events, machineMs)}`,
    `bench plain reducer:    ${events.toLocaleString('en-US')} TOGGLE in ${reducerMs.toFixed(0)} ms, ${perSecond(events, reducerMs)} (machine is ${(machineMs / reducerMs).toFixed(1)}x slower)`,
  ];
}
