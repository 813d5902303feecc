// Lays a statechart model out with ELK's layered algorithm over the whole hierarchy
// (INCLUDE_CHILDREN), so edges between nested states are routed in one pass. elkjs's bundled
// build runs in Node on the calling thread: no worker, no network.
import ELK, { type ElkExtendedEdge, type ElkNode } from 'elkjs/lib/elk.bundled.js';
import type { DiagramEdge, DiagramModel, DiagramState } from './model.ts';
import { boldSansWidth, LABEL_LINE, monoWidth, NAME_LINE } from './text.ts';

export interface Point {
  x: number;
  y: number;
}

export interface Box extends Point {
  width: number;
  height: number;
}

export interface PlacedState extends Box {
  state: DiagramState;
  /** 0 for the machine itself, 1 for its states, and so on. */
  depth: number;
}

export interface PlacedEdge {
  /** Null for the arrow from an initial marker. */
  edge: DiagramEdge | null;
  points: Point[];
  label: (Box & { text: string }) | null;
}

export interface Layout {
  width: number;
  height: number;
  /** Outer states first, so containers are drawn under what they contain. */
  states: PlacedState[];
  /** The filled dots that point at each compound state's initial child. */
  initials: Box[];
  edges: PlacedEdge[];
}

/** Room around a box's text, and around a container's children. */
export const PAD = 10;
const CONTAINER_PAD = 16;
const MIN_STATE_WIDTH = 72;
export const INITIAL_SIZE = 12;
const LABEL_PAD = 4;

/**
 * Options of every graph ELK lays out. Nested graphs do not inherit the root's options, so each
 * container carries them too. Depth-first cycle breaking keeps the states in the order the
 * machine declares them (the initial one first, where a greedy pass would put the most-reached
 * state first).
 */
const LAYERED_OPTIONS: Record<string, string> = {
  'elk.algorithm': 'layered',
  'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
  'elk.direction': 'RIGHT',
  'elk.edgeRouting': 'ORTHOGONAL',
  'elk.edgeLabels.placement': 'CENTER',
  'elk.layered.cycleBreaking.strategy': 'DEPTH_FIRST',
  'elk.layered.nodePlacement.strategy': 'NETWORK_SIMPLEX',
  'elk.spacing.nodeNode': '28',
  'elk.layered.spacing.nodeNodeBetweenLayers': '36',
  'elk.spacing.edgeNode': '14',
  'elk.spacing.edgeEdge': '10',
  'elk.spacing.edgeLabel': '4',
  'elk.layered.spacing.edgeNodeBetweenLayers': '14',
  'elk.layered.spacing.edgeEdgeBetweenLayers': '10',
  'elk.spacing.labelNode': '6',
  'elk.randomSeed': '1',
};

/** A state many transitions reach grows along its side, so their arrowheads stay apart. */
const GROW_FOR_PORTS: Record<string, string> = { 'elk.nodeSize.constraints': '[PORTS, MINIMUM_SIZE]', 'elk.spacing.portPort': '12' };

const ROOT_OPTIONS: Record<string, string> = {
  ...LAYERED_OPTIONS,
  // Only at the top: ELK 0.12 fails on model order inside nested graphs.
  'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
  'elk.padding': '[top=16,left=16,bottom=16,right=16]',
  // Every coordinate in the answer is absolute, whatever node or edge it belongs to.
  'elk.json.shapeCoords': 'ROOT',
  'elk.json.edgeCoords': 'ROOT',
};

/** The lines written inside a state's box under its name: invoked actors, then targetless transitions. */
export function contentLines(state: DiagramState): string[] {
  return [...state.invokes.map((src) => `invoke ${src}`), ...state.internal];
}

/** Height of a box's header: its name, then its content lines. */
export function headerHeight(state: DiagramState): number {
  return PAD + NAME_LINE + contentLines(state).length * LABEL_LINE + (contentLines(state).length > 0 ? PAD / 2 : 0);
}

function headerWidth(state: DiagramState): number {
  const widths = [boldSansWidth(state.key), ...contentLines(state).map((line) => monoWidth(line))];
  return Math.ceil(Math.max(MIN_STATE_WIDTH - 2 * PAD, ...widths) + 2 * PAD);
}

const initialId = (stateId: string) => `${stateId}#initial`;

function elkState(state: DiagramState): ElkNode {
  if (state.kind === 'history') return { id: state.id, width: 28, height: 28 };
  if (state.children.length === 0) {
    const width = headerWidth(state);
    const height = headerHeight(state) + PAD / 2;
    return { id: state.id, width, height, layoutOptions: { ...GROW_FOR_PORTS, 'elk.nodeSize.minimum': `(${width}, ${height})` } };
  }
  const children = state.children.map(elkState);
  if (state.initial) {
    children.unshift({
      id: initialId(state.id),
      width: INITIAL_SIZE,
      height: INITIAL_SIZE,
      layoutOptions: { 'elk.layered.layering.layerConstraint': 'FIRST' },
    });
  }
  const top = headerHeight(state) + PAD;
  return {
    id: state.id,
    children,
    layoutOptions: {
      ...LAYERED_OPTIONS,
      'elk.padding': `[top=${top},left=${CONTAINER_PAD},bottom=${CONTAINER_PAD},right=${CONTAINER_PAD}]`,
      'elk.nodeSize.constraints': 'MINIMUM_SIZE',
      'elk.nodeSize.minimum': `(${headerWidth(state)}, ${top + CONTAINER_PAD})`,
    },
  };
}

/** Each state's parent id: edges are declared in the container ELK expects them in. */
function parents(root: DiagramState): Map<string, string | null> {
  const map = new Map<string, string | null>([[root.id, null]]);
  const visit = (state: DiagramState) => {
    for (const child of state.children) {
      map.set(child.id, state.id);
      visit(child);
    }
  };
  visit(root);
  return map;
}

function ancestry(id: string, parentOf: Map<string, string | null>): string[] {
  const chain: string[] = [];
  for (let at: string | null | undefined = id; at; at = parentOf.get(at)) chain.unshift(at);
  return chain;
}

/** ELK's containment rule: a node's edge to its own descendant lives in it; any other in the lowest common parent. */
function edgeContainer(source: string, target: string, parentOf: Map<string, string | null>): string | null {
  const from = ancestry(source, parentOf);
  const to = ancestry(target, parentOf);
  if (source !== target && to.includes(source)) return source;
  if (source !== target && from.includes(target)) return target;
  const fromParents = from.slice(0, -1);
  const toParents = to.slice(0, -1);
  let common: string | null = null;
  for (let i = 0; i < Math.min(fromParents.length, toParents.length) && fromParents[i] === toParents[i]; i++) common = fromParents[i] ?? null;
  return common;
}

function elkEdge(id: string, source: string, target: string, label: string | null): ElkExtendedEdge {
  const edge: ElkExtendedEdge = { id, sources: [source], targets: [target] };
  if (label) edge.labels = [{ id: `${id}.label`, text: label, width: Math.ceil(monoWidth(label) + 2 * LABEL_PAD), height: LABEL_LINE }];
  return edge;
}

function buildGraph(model: DiagramModel): ElkNode {
  const graph: ElkNode = { id: '(diagram)', layoutOptions: ROOT_OPTIONS, children: [elkState(model.root)], edges: [] };
  const nodes = new Map<string, ElkNode>();
  const index = (node: ElkNode) => {
    nodes.set(node.id, node);
    node.children?.forEach(index);
  };
  index(graph);
  const parentOf = parents(model.root);
  const place = (containerId: string | null, edge: ElkExtendedEdge) => {
    const container = containerId ? nodes.get(containerId) : graph;
    if (!container) throw new Error(`No container ${containerId} for edge ${edge.id}`);
    (container.edges ??= []).push(edge);
  };
  const visit = (state: DiagramState) => {
    if (state.initial) place(state.id, elkEdge(`${state.id}#start`, initialId(state.id), state.initial, null));
    state.children.forEach(visit);
  };
  visit(model.root);
  for (const edge of model.edges) place(edgeContainer(edge.source, edge.target, parentOf), elkEdge(edge.id, edge.source, edge.target, edge.label));
  return graph;
}

/** Coordinates rounded to a tenth of a pixel: the same machine always gives the same numbers. */
const round = (value: number | undefined) => Math.round((value ?? 0) * 10) / 10;

function box(node: { x?: number; y?: number; width?: number; height?: number }): Box {
  return { x: round(node.x), y: round(node.y), width: round(node.width), height: round(node.height) };
}

/**
 * The regions of a parallel state share one width (stacked) or one height (side by side), so
 * the state reads as one box divided by dashed lines.
 */
function alignRegions(root: DiagramState, states: readonly PlacedState[]): void {
  const placedById = new Map(states.map((placed) => [placed.state.id, placed]));
  const visit = (state: DiagramState) => {
    const regions = state.children.filter((child) => child.region).flatMap((child) => placedById.get(child.id) ?? []);
    if (regions.length > 1) {
      const stacked = regions.every((a, i) => regions.slice(i + 1).every((b) => a.y + a.height <= b.y || b.y + b.height <= a.y));
      const [start, end] = stacked ? (['x', 'width'] as const) : (['y', 'height'] as const);
      const from = Math.min(...regions.map((region) => region[start]));
      const to = Math.max(...regions.map((region) => region[start] + region[end]));
      for (const region of regions) {
        region[start] = from;
        region[end] = round(to - from);
      }
    }
    state.children.forEach(visit);
  };
  visit(root);
}

/** Lays `model` out: positions of every state, marker, edge route and label. */
export async function layoutModel(model: DiagramModel): Promise<Layout> {
  const elk = new ELK();
  const laid = await elk.layout(buildGraph(model));
  const statesById = new Map<string, { state: DiagramState; depth: number }>();
  const collect = (state: DiagramState, depth: number) => {
    statesById.set(state.id, { state, depth });
    state.children.forEach((child) => collect(child, depth + 1));
  };
  collect(model.root, 0);
  const edgesById = new Map(model.edges.map((edge) => [edge.id, edge]));

  const states: PlacedState[] = [];
  const initials: Box[] = [];
  const edges: PlacedEdge[] = [];
  const walk = (node: ElkNode) => {
    const known = statesById.get(node.id);
    if (known) states.push({ ...known, ...box(node) });
    else if (node.id.endsWith('#initial')) initials.push(box(node));
    for (const edge of node.edges ?? []) {
      const points = (edge.sections ?? []).flatMap((section) => [section.startPoint, ...(section.bendPoints ?? []), section.endPoint]);
      const label = edge.labels?.[0];
      edges.push({
        edge: edgesById.get(edge.id) ?? null,
        points: points.map((point) => ({ x: round(point.x), y: round(point.y) })),
        label: label ? { ...box(label), text: label.text ?? '' } : null,
      });
    }
    node.children?.forEach(walk);
  };
  walk(laid);
  alignRegions(model.root, states);
  states.sort((a, b) => a.depth - b.depth);
  return { width: round(laid.width), height: round(laid.height), states, initials, edges };
}
