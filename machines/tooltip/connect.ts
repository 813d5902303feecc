import type { NormalizeProps } from '../shared/normalize.ts';
import { tooltipAnatomy } from './anatomy.ts';
import { TOOLTIP_DISMISS_KEY, TOOLTIP_EDGE_MARGIN, TOOLTIP_MOUSE_OFFSET, TOOLTIP_WIDTH } from './constants.ts';
import type { TooltipEvent } from './machine.ts';
import type { PointerLeaveEventLike, TooltipApi, TooltipSnapshot } from './types.ts';

/**
 * Whether a pointer leaving went onto (or inside) the element of `part` that `matches` accepts:
 * the tooltip's own content, or the trigger it describes.
 */
function wentOnto(event: PointerLeaveEventLike | undefined, part: 'content' | 'trigger', matches: (element: { getAttribute?: unknown; id?: unknown }) => boolean): boolean {
  const target = event?.relatedTarget as { closest?: unknown } | null | undefined;
  if (typeof target?.closest !== 'function') return false;
  const found = (target as { closest(selector: string): unknown }).closest(tooltipAnatomy.selector(part)) as { getAttribute?: unknown; id?: unknown } | null;
  return found != null && matches(found);
}

const attribute = (element: { getAttribute?: unknown }, name: string): unknown =>
  typeof element.getAttribute === 'function' ? (element.getAttribute as (name: string) => unknown).call(element, name) : undefined;

/** Pure view model of the WAI-ARIA tooltip pattern for any renderer; `normalize` adapts the props to it. */
export function connect(snapshot: TooltipSnapshot, send: (event: TooltipEvent) => void, normalize: NormalizeProps): TooltipApi {
  const { id, hovered, point } = snapshot.context;
  const contentId = tooltipAnatomy.id(id, 'content');
  const state = snapshot.value as 'hidden' | 'pending' | 'shown';
  const shown = state === 'shown';
  // Shown: where it was placed when it showed, kept still; else where it would show now.
  const anchor = shown ? snapshot.context.anchor : hovered ? point : null;
  return {
    shown,
    active: state !== 'hidden',
    anchor: anchor ? { kind: 'pointer', point: anchor } : { kind: 'trigger' },
    placement: { offset: TOOLTIP_MOUSE_OFFSET, edgeMargin: TOOLTIP_EDGE_MARGIN },
    getTriggerProps: () =>
      normalize({
        'aria-describedby': contentId,
        ...tooltipAnatomy.attrs('trigger'),
        onPointerEnter: (event: { clientX: number; clientY: number }) => send({ type: 'POINTER_ENTER', x: event.clientX, y: event.clientY }),
        onPointerMove: (event: { clientX: number; clientY: number }) => send({ type: 'POINTER_MOVE', x: event.clientX, y: event.clientY }),
        onPointerLeave: (event?: PointerLeaveEventLike) =>
          send({ type: 'POINTER_LEAVE', toTooltip: wentOnto(event, 'content', (element) => element.id === contentId) }),
        onFocus: () => send({ type: 'FOCUS' }),
        onBlur: () => send({ type: 'BLUR' }),
        onKeyDown: (event: { key: string; preventDefault(): void }) => {
          if (event.key !== TOOLTIP_DISMISS_KEY || state === 'hidden') return;
          // Esc here only dismisses the tooltip, never a dialog or a page-wide Esc rule.
          event.preventDefault();
          send({ type: 'KEY', key: event.key });
        },
      }),
    getTooltipProps: () =>
      normalize({
        id: contentId,
        role: 'tooltip' as const,
        hidden: !shown,
        ...tooltipAnatomy.attrs('content'),
        'data-state': state,
        // [NAV-009] A click on a tooltip never closes the dialog under it.
        'data-control-area': 'tooltip' as const,
        // [WID-011] Width 250.
        style: { '--sm-tooltip-width': `${TOOLTIP_WIDTH}px` } as Record<string, string>,
        onPointerEnter: () => send({ type: 'TOOLTIP_POINTER_ENTER' }),
        onPointerLeave: (event?: PointerLeaveEventLike) =>
          send({ type: 'TOOLTIP_POINTER_LEAVE', toTrigger: wentOnto(event, 'trigger', (element) => attribute(element, 'aria-describedby') === contentId) }),
      }),
  };
}
