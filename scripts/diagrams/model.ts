// The statechart model of a machine, read from its own state nodes (`machine.root`): the state
// tree (compound, parallel, final, history), initial states, and every transition with its label.
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { isInternalEvent, transitionLabel, triggerText } from './labels.ts';

export type StateKind = 'atomic' | 'compound' | 'parallel' | 'final' | 'history';

export interface DiagramState {
  /** The XState state node id, unique in the machine (`gallery.autoplay.playing`). */
  id: string;
  /** The state's own name (`playing`); the machine id for the root. */
  key: string;
  /** Its path below the root (`autoplay.playing`); empty for the root. */
  path: string;
  kind: StateKind;
  /** A region of a parallel state: drawn as a dashed part of its parent. */
  region: boolean;
  /** The id of the child a compound state starts in. */
  initial: string | null;
  /** `shallow` or `deep` for history states. */
  history: 'shallow' | 'deep' | null;
  children: DiagramState[];
  /** Transitions that change no state (actions only): listed inside the state's box. */
  internal: string[];
  /** Actors the state invokes while it is active. */
  invokes: string[];
}

export interface DiagramEdge {
  id: string;
  /** State ids; equal for a self-transition. */
  source: string;
  target: string;
  label: string;
}

export interface DiagramModel {
  /** The export name (`galleryMachine`). */
  name: string;
  /** The machine's id (`gallery`). */
  id: string;
  root: DiagramState;
  edges: DiagramEdge[];
  /** Every state's path below the root (`autoplay.playing.running`), in definition order. */
  states: string[];
  /** The event types the machine accepts, XState's own events left out, ascending. */
  events: string[];
}

/** Reads `machine` into the model a picture is drawn from. */
export function machineModel(name: string, machine: AnyStateMachine): DiagramModel {
  const delays = (machine.implementations.delays ?? {}) as Record<string, unknown>;
  const edges: DiagramEdge[] = [];
  const root = readState(machine.root, false, delays, edges);
  const events = [...new Set(machine.root.events.filter((type) => !isInternalEvent(type)))].sort();
  return { name, id: machine.id, root, edges, states: descendantPaths(machine.root), events };
}

function readState(node: AnyStateNode, region: boolean, delays: Record<string, unknown>, edges: DiagramEdge[]): DiagramState {
  const internal: string[] = [];
  for (const transition of transitionsOf(node)) {
    const label = transitionLabel(triggerText(node, transition.eventType, delays), transition.guard);
    if (!transition.target || transition.target.length === 0) {
      internal.push(label);
      continue;
    }
    for (const target of transition.target) {
      edges.push({ id: `e${edges.length}`, source: node.id, target: target.id, label });
    }
  }
  const children = Object.values(node.states).map((child) => readState(child, node.type === 'parallel', delays, edges));
  const initialTarget = node.type === 'compound' ? node.initial.target[0] : undefined;
  return {
    id: node.id,
    key: node.parent ? node.key : node.machine.id,
    path: node.path.join('.'),
    kind: node.type,
    region,
    initial: initialTarget ? initialTarget.id : null,
    history: node.type === 'history' ? (node.history || 'shallow') : null,
    children,
    internal,
    invokes: node.invoke.map((invoked) => (typeof invoked.src === 'string' ? invoked.src : invoked.id)),
  };
}

/** The node's own transitions: `on`, `after`, `onDone`/`onError` (all in `transitions`), then `always`. */
function transitionsOf(node: AnyStateNode) {
  return [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
}

function descendantPaths(node: AnyStateNode): string[] {
  return Object.values(node.states).flatMap((child) => [child.path.join('.'), ...descendantPaths(child)]);
}
