// Writes a laid-out statechart as a self-contained, accessible SVG: states as rounded boxes,
// parallel regions dashed, initial dots, final states double-framed, edges with arrowheads and
// their `EVENT [guard]` labels on a light ground. Output depends only on the layout, so the same
// machine gives the same bytes.
import { contentLines, PAD, type Box, type Layout, type PlacedEdge, type PlacedState } from './layout.ts';
import type { DiagramModel, DiagramState } from './model.ts';
import { escapeXml, LABEL_LINE, LABEL_SIZE, MONO, NAME_LINE, NAME_SIZE, SANS } from './text.ts';

const INK = '#0f172a';
const STROKE = '#475569';
const EDGE = '#475569';
const MUTED = '#334155';
/** Container fills alternate by depth so nesting reads at a glance. */
const CONTAINER_FILLS = ['#f8fafc', '#eef2f7'];
const RADIUS = 8;

const n = (value: number) => String(Math.round(value * 10) / 10);

/** The picture of `model` laid out as `layout`. */
export function renderSvg(model: DiagramModel, layout: Layout): string {
  const width = Math.ceil(layout.width);
  const height = Math.ceil(layout.height);
  const titleId = `${model.name}-title`;
  const descId = `${model.name}-desc`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" role="img" aria-labelledby="${titleId} ${descId}" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<title id="${titleId}">${escapeXml(`Statechart of ${model.name} (machine id "${model.id}")`)}</title>`,
    `<desc id="${descId}">${escapeXml(describe(model))}</desc>`,
    '<defs>',
    `<marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="8" markerHeight="8" orient="auto-start-reverse"><path d="M0 0L10 5L0 10z" fill="${EDGE}"/></marker>`,
    '</defs>',
    `<rect width="${width}" height="${height}" fill="#ffffff"/>`,
    `<g font-family="${escapeXml(SANS)}" fill="${INK}">`,
    ...layout.states.map(stateSvg),
    ...layout.initials.map(initialSvg),
    ...layout.edges.map(edgeSvg),
    ...layout.edges.map(labelSvg).filter((line) => line !== ''),
    '</g>',
    '</svg>',
    '',
  ].join('\n');
}

/** The text alternative: every state and transition in words. */
export function describe(model: DiagramModel): string {
  const pathOf = new Map<string, string>();
  const states: string[] = [];
  const internal: string[] = [];
  const visit = (state: DiagramState) => {
    const name = state.path || model.id;
    pathOf.set(state.id, name);
    if (state.path) states.push(`${name}${kindNote(state)}`);
    for (const line of contentLines(state)) internal.push(`${name}: ${line}`);
    state.children.forEach(visit);
  };
  visit(model.root);
  const transitions = model.edges.map((edge) => `${pathOf.get(edge.source)} to ${pathOf.get(edge.target)} on ${edge.label}`);
  return [
    `States: ${states.join(', ')}.`,
    transitions.length > 0 ? `Transitions: ${transitions.join('; ')}.` : 'No transitions between states.',
    internal.length > 0 ? `Within states: ${internal.join('; ')}.` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

function kindNote(state: DiagramState): string {
  if (state.kind === 'parallel') return ' (parallel)';
  if (state.kind === 'final') return ' (final)';
  if (state.kind === 'history') return ` (${state.history} history)`;
  return '';
}

function rect(box: Box, attributes: string, radius = RADIUS): string {
  return `<rect x="${n(box.x)}" y="${n(box.y)}" width="${n(box.width)}" height="${n(box.height)}" rx="${radius}" ${attributes}/>`;
}

function stateSvg(placed: PlacedState): string {
  const { state } = placed;
  if (state.kind === 'history') return historySvg(placed);
  const container = state.children.length > 0;
  const fill = container ? (CONTAINER_FILLS[placed.depth % CONTAINER_FILLS.length] ?? '#ffffff') : '#ffffff';
  const parts = [`<g data-state="${escapeXml(state.id)}">`];
  if (state.region) parts.push(rect(placed, `fill="none" stroke="${STROKE}" stroke-width="1.2" stroke-dasharray="6 4"`));
  else parts.push(rect(placed, `fill="${fill}" stroke="${STROKE}" stroke-width="${container ? 1.5 : 1.2}"`));
  // [final] A final state is framed twice, as statechart notations draw it.
  if (state.kind === 'final') {
    parts.push(rect({ x: placed.x + 3, y: placed.y + 3, width: placed.width - 6, height: placed.height - 6 }, `fill="none" stroke="${STROKE}" stroke-width="1.2"`, RADIUS - 3));
  }
  const nameBaseline = placed.y + PAD + NAME_SIZE;
  parts.push(`<text x="${n(placed.x + PAD)}" y="${n(nameBaseline)}" font-size="${NAME_SIZE}" font-weight="700">${escapeXml(state.key)}</text>`);
  const lines = contentLines(state);
  if (lines.length > 0) {
    const dividerY = placed.y + PAD + NAME_LINE;
    parts.push(`<path d="M${n(placed.x)} ${n(dividerY)}H${n(placed.x + placed.width)}" stroke="${STROKE}" stroke-opacity="0.35"/>`);
    lines.forEach((line, index) => {
      const baseline = dividerY + (index + 1) * LABEL_LINE - 3;
      parts.push(`<text x="${n(placed.x + PAD)}" y="${n(baseline)}" font-family="${escapeXml(MONO)}" font-size="${LABEL_SIZE}" fill="${MUTED}">${escapeXml(line)}</text>`);
    });
  }
  parts.push('</g>');
  return parts.join('');
}

function historySvg(placed: PlacedState): string {
  const r = Math.min(placed.width, placed.height) / 2;
  const cx = placed.x + placed.width / 2;
  const cy = placed.y + placed.height / 2;
  const mark = placed.state.history === 'deep' ? 'H*' : 'H';
  return `<g data-state="${escapeXml(placed.state.id)}"><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="#ffffff" stroke="${STROKE}" stroke-width="1.2"/><text x="${n(cx)}" y="${n(cy + 4)}" font-size="12" font-weight="700" text-anchor="middle">${mark}</text></g>`;
}

function initialSvg(marker: Box): string {
  return `<circle cx="${n(marker.x + marker.width / 2)}" cy="${n(marker.y + marker.height / 2)}" r="${n(marker.width / 2)}" fill="${INK}"/>`;
}

function edgeSvg(placed: PlacedEdge): string {
  const [first, ...rest] = placed.points;
  if (!first) return '';
  const d = `M${n(first.x)} ${n(first.y)}${rest.map((point) => `L${n(point.x)} ${n(point.y)}`).join('')}`;
  const data = placed.edge ? ` data-edge="${escapeXml(placed.edge.id)}"` : '';
  return `<path${data} d="${d}" fill="none" stroke="${EDGE}" stroke-width="1.3" stroke-linejoin="round" marker-end="url(#arrow)"/>`;
}

function labelSvg(placed: PlacedEdge): string {
  const label = placed.label;
  if (!label) return '';
  return [
    '<g>',
    rect(label, 'fill="#ffffff" fill-opacity="0.92"', 3),
    `<text x="${n(label.x + 4)}" y="${n(label.y + LABEL_LINE - 4)}" font-family="${escapeXml(MONO)}" font-size="${LABEL_SIZE}">${escapeXml(label.text)}</text>`,
    '</g>',
  ].join('');
}
