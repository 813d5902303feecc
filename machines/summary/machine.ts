import { assign, emit, fromPromise, setup } from 'xstate';
import type { HtmlNode } from '../shared/html.ts';
import { sanitizeWidgetNodes } from './logic.ts';
import type { SummaryEmitted, SummaryEvent, SummaryInput } from './types.ts';

/** What the summary block machine remembers (`snapshot.context`). */
export interface SummaryContext extends SummaryInput {
  nodes: HtmlNode[];
}

/**
 * [BLK-038] The events summary block: the server renders a plain fallback; when the block comes
 * near (`NEAR`) it asks the widget-rendering call for its content (`fetchRendering`: the adapter
 * posts widgetJSON and collectionId through the data layer and parses the answer's html), and
 * puts the sanitized result in place (`rendered`). An answer that cannot be read leaves the
 * fallback with a short message (`failed`) and a console warning.
 */
export const summaryMachine = setup({
  types: { input: {} as SummaryInput, context: {} as SummaryContext, events: {} as SummaryEvent, emitted: {} as SummaryEmitted },
  actors: {
    fetchRendering: fromPromise<HtmlNode[], SummaryInput>(async () => {
      throw new Error('no widget rendering provided');
    }),
  },
  actions: {
    keepSanitized: assign({ nodes: (_, params: { nodes: HtmlNode[] }) => sanitizeWidgetNodes(params.nodes) }),
    warn: emit((_, params: { error: unknown }) => {
      const details = (params.error as { details?: unknown })?.details;
      return { type: 'warning' as const, details: Array.isArray(details) ? details.map(String) : [String(params.error)] };
    }),
  },
}).createMachine({
  id: 'summary',
  context: ({ input }) => ({ ...input, nodes: [] }),
  initial: 'dormant',
  states: {
    dormant: { on: { NEAR: 'loading' } },
    loading: {
      invoke: {
        src: 'fetchRendering',
        input: ({ context }) => ({ id: context.id, block: context.block, collectionId: context.collectionId }),
        onDone: { target: 'rendered', actions: { type: 'keepSanitized', params: ({ event }) => ({ nodes: event.output }) } },
        onError: { target: 'failed', actions: { type: 'warn', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    rendered: {},
    failed: {},
  },
});
