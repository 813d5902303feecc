import type { AnyStateMachine, EventFromLogic, EventObject, SnapshotFrom, StateValue } from 'xstate';
import { createTestModel } from 'xstate/graph';
import type { BehaviourModel } from './model.ts';

/** One path of a plan: the events to perform and the view expected after each. */
export interface PlannedPath<TEvent extends EventObject, TView> {
  description: string;
  initialView: TView;
  steps: { event: TEvent; view: TView; state: string }[];
}

const eventsKey = (events: readonly EventObject[]) => events.map((event) => JSON.stringify(event)).join(' ');

function describeEvent(event: EventObject): string {
  const { type, ...payload } = event;
  const details = Object.values(payload).map((value) => JSON.stringify(value));
  return details.length ? `${type}(${details.join(', ')})` : type;
}

function leafStates(machine: AnyStateMachine): string[] {
  const leaves: string[] = [];
  const visit = (node: AnyStateMachine['root']) => {
    const children = Object.values(node.states);
    if (children.length === 0 && node.path.length > 0) leaves.push(node.path.join('.'));
    children.forEach(visit);
  };
  visit(machine.root);
  return leaves;
}

/**
 * Plans the paths of one configuration: the shortest path to every spec state plus the
 * model's extra paths, without paths that are a prefix of another (they test nothing more).
 * Throws when a spec state or event type is never reached, so a model cannot pass silently
 * while leaving part of itself untested.
 */
export function planPaths<TConfig, TEvent extends EventObject, TView, TSpec extends AnyStateMachine>(
  model: BehaviourModel<TConfig, TEvent, TView, TSpec>,
  config: TConfig,
): PlannedPath<TEvent, TView>[] {
  const spec = model.createSpec(config);
  const testModel = createTestModel(spec, {
    events: (snapshot: SnapshotFrom<TSpec>) => model.events(config, snapshot) as unknown as EventFromLogic<TSpec>[],
  });
  const raw = [
    ...testModel.getShortestPaths(),
    ...(model.extraPaths?.(config) ?? []).flatMap((events) => testModel.getPathsFromEvents(events as never)),
  ];
  const keyed = raw.map((path) => ({ path, key: eventsKey(path.steps.map((step) => step.event)) }));
  const kept = keyed.filter(
    ({ key }, index) =>
      !keyed.some((other, otherIndex) =>
        other.key === key ? otherIndex < index : other.key.startsWith(key === '' ? '' : `${key} `) && other.key.length > key.length,
      ),
  );
  const initial = testModel.getShortestPaths()[0]?.steps[0]?.state ?? raw[0]?.state;
  if (!initial) throw new Error(`${model.machineName}: the spec machine has no initial state`);
  const plan = kept.map(({ path }) => ({
    description: path.steps.slice(1).map((step) => describeEvent(step.event)).join(' → ') || '(initial state)',
    initialView: model.view(initial as SnapshotFrom<TSpec>),
    steps: path.steps.slice(1).map((step) => ({
      event: step.event as TEvent,
      view: model.view(step.state as SnapshotFrom<TSpec>),
      state: JSON.stringify(valueOf(step.state)),
    })),
  }));

  const reached = new Set(raw.flatMap((path) => path.steps.map((step) => leafKey(valueOf(step.state)))));
  const unreached = leafStates(spec).filter((state) => !reached.has(state));
  const usedTypes = new Set(raw.flatMap((path) => path.steps.map((step) => step.event.type)));
  const unusedTypes = [...spec.events].filter((type) => !type.startsWith('xstate.') && !usedTypes.has(type));
  if (unreached.length || unusedTypes.length) {
    throw new Error(
      `${model.machineName} (${model.describeConfig(config)}): the plan never reaches spec state(s) [${unreached.join(', ')}] ` +
        `or event type(s) [${unusedTypes.join(', ')}]; give the model events that reach them.`,
    );
  }
  return plan;
}

const valueOf = (snapshot: unknown) => (snapshot as { value: StateValue }).value;

function leafKey(value: unknown): string {
  if (typeof value === 'string') return value;
  const [key, child] = Object.entries(value as Record<string, unknown>)[0] ?? ['', ''];
  return `${key}.${leafKey(child)}`;
}
