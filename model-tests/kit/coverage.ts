import { matchesState, type AnyStateMachine, type AnyTransitionDefinition, type InspectionEvent, type Snapshot, type StateValue } from 'xstate';
import { toDirectedGraph, type DirectedGraphNode } from 'xstate/graph';

export interface CoverageCount {
  covered: number;
  total: number;
  missing: string[];
}

export interface MachineCoverage {
  machineName: string;
  states: CoverageCount;
  transitions: CoverageCount;
}

/**
 * A transition as an inspected page reports it: its source state's id, its event type and its
 * place among that state's transitions for the event (the guarded alternatives).
 */
export interface TransitionPlace {
  source: string;
  eventType: string;
  index: number;
}

const placeKey = ({ source, eventType, index }: TransitionPlace) => `${source} ${eventType} #${index}`;

/** Identifies a transition of any copy of the machine (`provide` makes new node objects). */
function transitionKey(transition: AnyTransitionDefinition): string {
  const siblings = transition.source.transitions.get(transition.eventType) ?? [];
  return placeKey({ source: transition.source.id, eventType: transition.eventType, index: siblings.indexOf(transition) });
}

function pathToValue(path: readonly string[]): StateValue {
  const [head, ...rest] = path;
  if (head === undefined) return {};
  return rest.length === 0 ? head : { [head]: pathToValue(rest) };
}

function flatten(node: DirectedGraphNode): DirectedGraphNode[] {
  return [node, ...node.children.flatMap(flatten)];
}

/**
 * Measures which states and transitions of the real machine the model paths took: the
 * machine's directed graph is the denominator, the actor's inspection events the numerator.
 * Pass `inspect` to every `createActor` of the run, then read `report()`.
 */
export function createCoverageRecorder(machineName: string, machine: AnyStateMachine) {
  const nodes = flatten(toDirectedGraph(machine));
  const stateNodes = nodes.filter((node) => node.stateNode.path.length > 0);
  const edges = nodes.flatMap((node) => node.edges);
  const edgeName = (edge: (typeof edges)[number]) => `${edge.source.id} --${edge.label.text}--> ${edge.target.id}`;
  const visitedStates = new Set<string>();
  const takenTransitions = new Set<string>();

  const markStates = (snapshot: Snapshot<unknown>) => {
    const machineSnapshot = snapshot as unknown as { matches(value: StateValue): boolean };
    for (const node of stateNodes) {
      if (machineSnapshot.matches(pathToValue(node.stateNode.path))) visitedStates.add(node.id);
    }
  };

  const inspect = (event: InspectionEvent) => {
    const logic = (event.actorRef as { logic?: unknown }).logic as AnyStateMachine | undefined;
    if (logic?.id !== machine.id || !logic.root) return;
    if (event.type === '@xstate.microstep') {
      for (const transition of event._transitions) takenTransitions.add(transitionKey(transition));
      markStates(event.snapshot);
    } else if (event.type === '@xstate.snapshot') {
      markStates(event.snapshot);
    }
  };

  /**
   * One microstep or snapshot reported from elsewhere (an actor in a browser page): the
   * transitions it took and the state value it reached.
   */
  const record = ({ transitions, value }: { transitions: readonly TransitionPlace[]; value: StateValue }) => {
    for (const place of transitions) takenTransitions.add(placeKey(place));
    for (const node of stateNodes) {
      if (matchesState(pathToValue(node.stateNode.path), value)) visitedStates.add(node.id);
    }
  };

  const report = (): MachineCoverage => {
    const missingStates = stateNodes.filter((node) => !visitedStates.has(node.id)).map((node) => node.id);
    const missingEdges = edges.filter((edge) => !takenTransitions.has(transitionKey(edge.transition))).map(edgeName);
    return {
      machineName,
      states: { covered: stateNodes.length - missingStates.length, total: stateNodes.length, missing: missingStates },
      transitions: { covered: edges.length - missingEdges.length, total: edges.length, missing: missingEdges },
    };
  };

  return { inspect, record, report };
}

export type CoverageRecorder = ReturnType<typeof createCoverageRecorder>;

/** The line `model:coverage` prints, e.g. `model accordionMachine: states 2/2, transitions 3/3`. */
export function formatCoverage({ machineName, states, transitions }: MachineCoverage): string {
  return `model ${machineName}: states ${states.covered}/${states.total}, transitions ${transitions.covered}/${transitions.total}`;
}

export function isComplete({ states, transitions }: MachineCoverage): boolean {
  return states.covered === states.total && transitions.covered === transitions.total;
}
