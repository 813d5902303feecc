import type { AnyStateMachine, EventObject } from 'xstate';
import type { BehaviourModel } from '../kit/model.ts';
import { planPaths, type PlannedPath } from '../kit/paths.ts';

/**
 * The plan for a browser run where the full plan would be too slow: for each model event (with
 * its payload) and each state and view it leads into, the shortest path that ends with it, plus
 * every extra path of the model. Every spec state and every kind of step into it is so walked
 * and checked in the browser; the full plan (each step from each state) runs on the machine in
 * vitest.
 */
export function planPathsPerState<TConfig, TEvent extends EventObject, TView>(
  model: BehaviourModel<TConfig, TEvent, TView, AnyStateMachine>,
  config: TConfig,
  /** 'view': a path per state, view and event; 'transition': per state and event type only. */
  by: 'view' | 'transition' = 'view',
): PlannedPath<TEvent, TView>[] {
  const extras = new Set((model.extraPaths?.(config) ?? []).map((events) => JSON.stringify(events)));
  const seen = new Set<string>();
  return planPaths(model, config).filter((path) => {
    if (extras.has(JSON.stringify(path.steps.map((step) => step.event)))) return true;
    const last = path.steps.at(-1);
    const key = !last ? 'initial' : by === 'view' ? `${last.state} ${JSON.stringify(last.view)} ${JSON.stringify(last.event)}` : `${last.state} ${last.event.type}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
