import { createActor, fromPromise, type Actor, type InspectionEvent } from 'xstate';
import { widgetRenderingRequest } from '../../machines/net/endpoints.ts';
import type { HtmlNode } from '../../machines/shared/html.ts';
import { decodeWidgetAnswer } from '../../machines/summary/codec.ts';
import { summaryMachine } from '../../machines/summary/machine.ts';
import type { SummaryInput } from '../../machines/summary/types.ts';
import type { DataLayer } from './data-layer.ts';
import { parseHtmlFragment } from './html.ts';
import { observeNearViewport } from './media.ts';

export type SummaryActor = Actor<typeof summaryMachine>;

/**
 * [BLK-038] The summary machine over a data layer: POST /api/widget/GetWidgetRendering with
 * widgetJSON (type, id, value) and collectionId, form-encoded; the answer's html parsed by the
 * browser's inert parser (nothing in it loads or runs) for the machine to sanitize.
 */
export function summaryMachineFor(dataLayer: DataLayer) {
  return summaryMachine.provide({
    actors: {
      fetchRendering: fromPromise<HtmlNode[], SummaryInput>(async ({ input, signal }) => {
        const answer = await dataLayer.request(widgetRenderingRequest(input.block, input.collectionId), { signal });
        const decoded = decodeWidgetAnswer(answer);
        if (!decoded.ok) throw decoded;
        return parseHtmlFragment(decoded.data.html);
      }),
    },
  });
}

export function createSummaryActor(dataLayer: DataLayer, input: SummaryInput, options: { inspect?: (event: InspectionEvent) => void } = {}): SummaryActor {
  return createActor(summaryMachineFor(dataLayer), { input, inspect: options.inspect });
}

/** Wakes the block within 200 px of the viewport (only then is its rendering fetched); warnings to the console. Returns the cleanup. */
export function bindSummary(actor: SummaryActor, root: HTMLElement): () => void {
  const stopNear = observeNearViewport(root, () => actor.send({ type: 'NEAR' }));
  const warnings = actor.on('warning', ({ details }) => console.warn(...details));
  return () => {
    stopNear();
    warnings.unsubscribe();
  };
}
