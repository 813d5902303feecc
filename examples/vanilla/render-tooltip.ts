import { createActor } from 'xstate';
import { normalizeProps, spreadProps } from '../../adapters/browser/dom-props.ts';
import { bindTooltip } from '../../adapters/browser/tooltip.ts';
import type { TooltipData } from '../../machines/tooltip/codec.ts';
import { connect } from '../../machines/tooltip/connect.ts';
import { placeTooltip } from '../../machines/tooltip/logic.ts';
import { tooltipMachine } from '../../machines/tooltip/machine.ts';

/**
 * Gives `trigger` a tooltip with plain DOM, driven by `tooltipMachine` through the same `connect`
 * as React (ui/Tooltip.tsx) and bound to the page by the same `bindTooltip`. Placed once when it
 * shows (by the pointer where it rested, or by the trigger when focus showed it) with the pure
 * `placeTooltip` rule, then kept still (WCAG 1.4.13). Returns the cleanup.
 */
export function renderTooltip(trigger: HTMLElement, id: string, data: TooltipData): () => void {
  const actor = createActor(tooltipMachine, { input: { id } });
  const content = document.createElement('span');
  content.textContent = data.text;
  trigger.after(content);
  let placed: { left: string; top: string } | null = null;

  const render = () => {
    const api = connect(actor.getSnapshot(), actor.send, normalizeProps);
    const props = api.getTooltipProps() as unknown as { style: Record<string, string> };
    if (!api.shown) placed = null;
    // Out of sight until placed, so it never shows at the wrong spot.
    const position = placed ?? { left: '0px', top: '0px', visibility: 'hidden' };
    spreadProps(trigger, api.getTriggerProps());
    spreadProps(content, { ...props, style: { ...props.style, position: 'fixed', ...position } });
    if (api.shown && !placed) {
      const box = trigger.getBoundingClientRect();
      const anchor = api.anchor.kind === 'pointer' ? { left: api.anchor.point.x, top: api.anchor.point.y, width: 0, height: 0 } : { left: box.left, top: box.top, width: box.width, height: box.height };
      const spot = placeTooltip({
        anchor,
        size: { width: content.offsetWidth, height: content.offsetHeight },
        viewport: { width: document.documentElement.clientWidth, height: document.documentElement.clientHeight },
        ...api.placement,
      });
      placed = { left: `${spot.left}px`, top: `${spot.top}px` };
      render();
    }
  };

  const subscription = actor.subscribe(render);
  actor.start();
  const unbind = bindTooltip(actor);
  render();
  return () => {
    unbind();
    subscription.unsubscribe();
    actor.stop();
    content.remove();
  };
}
