import type { Actor } from 'xstate';
import { TOOLTIP_DISMISS_KEY } from '../../machines/tooltip/constants.ts';
import type { tooltipMachine } from '../../machines/tooltip/machine.ts';
import { chunk } from './on-demand.ts';

export type TooltipActor = Actor<typeof tooltipMachine>;

export interface TooltipEnvironment {
  document?: Pick<Document, 'addEventListener' | 'removeEventListener'>;
}

/**
 * WCAG 2.2 SC 1.4.13 (dismissible): Escape closes an open tooltip wherever keyboard focus is,
 * also one shown by hovering while focus is elsewhere. The listener sits on the document in the
 * capture phase, so the tooltip is dismissed before anything under it hears the key, and the
 * key's default is prevented: the dialog stack leaves a prevented Escape alone, so one Escape
 * closes the tooltip and the next the dialog. Every open tooltip closes on the same key.
 * Returns the unbind.
 */
export function bindTooltipDismiss(actor: TooltipActor, doc: Pick<Document, 'addEventListener' | 'removeEventListener'> = document): () => void {
  const onKeyDown = (event: Event) => {
    const { key } = event as KeyboardEvent;
    if (key !== TOOLTIP_DISMISS_KEY || actor.getSnapshot().value === 'hidden') return;
    event.preventDefault();
    actor.send({ type: 'KEY', key });
  };
  doc.addEventListener('keydown', onKeyDown, { capture: true });
  return () => doc.removeEventListener('keydown', onKeyDown, { capture: true });
}

/**
 * The one place a tooltip meets the page beyond its own elements' handlers (which `connect`
 * gives): Escape on the document (`bindTooltipDismiss`). The React hook and the plain-DOM page
 * both call it. Returns the cleanup.
 */
export function bindTooltip(actor: TooltipActor, env: TooltipEnvironment = {}): () => void {
  return bindTooltipDismiss(actor, env.document ?? document);
}

/**
 * The tooltip's positioning (`placeTooltipContent`), fetched on demand: the first time a tooltip
 * waits to show (`api.active`), during its show delay. Both renderers call it after rendering.
 */
export const tooltipPlacement = chunk(() => import('./tooltip-placement.ts'));
