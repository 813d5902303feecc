import { createActor } from 'xstate';
import { normalizeProps, spreadProps } from '../../adapters/browser/dom-props.ts';
import { bindTooltip, tooltipPlacement } from '../../adapters/browser/tooltip.ts';
import type { TooltipData } from '../../machines/tooltip/codec.ts';
import { connect } from '../../machines/tooltip/connect.ts';
import { tooltipMachine } from '../../machines/tooltip/machine.ts';

/**
 * Gives `trigger` a tooltip with plain DOM, driven by `tooltipMachine` through the same `connect`
 * as React (ui/Tooltip.tsx), bound to the page by the same `bindTooltip`, and placed by the same
 * positioning (`placeTooltipContent`, fetched while the tooltip waits to show): once when it
 * shows, by the pointer where it rested or by the trigger when focus showed it, then kept still
 * (WCAG 1.4.13). Returns the cleanup.
 */
export function renderTooltip(trigger: HTMLElement, id: string, data: TooltipData): () => void {
  const actor = createActor(tooltipMachine, { input: { id } });
  const content = document.createElement('span');
  content.textContent = data.text;
  trigger.after(content);

  const render = () => {
    const api = connect(actor.getSnapshot(), actor.send, normalizeProps);
    spreadProps(trigger, api.getTriggerProps());
    spreadProps(content, api.getTooltipProps());
    const placement = tooltipPlacement.current();
    if (placement) void placement.placeTooltipContent(id, api);
    else if (api.active) tooltipPlacement.load().catch(() => {});
  };

  const subscription = actor.subscribe(render);
  const unsubscribePlacement = tooltipPlacement.subscribe(render);
  actor.start();
  const unbind = bindTooltip(actor);
  render();
  return () => {
    unbind();
    subscription.unsubscribe();
    unsubscribePlacement();
    actor.stop();
    content.remove();
  };
}
