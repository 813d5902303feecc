import { useLayoutEffect, type ReactNode } from 'react';
import { offset, shift, useFloating } from '@floating-ui/react';
import { useTooltip } from '../adapters/react/useTooltip.ts';
import { pointRect } from '../machines/tooltip/logic.ts';
import type { TooltipApi } from '../machines/tooltip/connect.ts';

export type TooltipTriggerProps = ReturnType<TooltipApi['getTriggerProps']> & { ref: (node: HTMLElement | null) => void };

export interface TooltipProps {
  content: ReactNode;
  /** Renders the trigger with the props given (spread them on a focusable element). */
  children(triggerProps: TooltipTriggerProps): ReactNode;
  id?: string;
}

/**
 * Render-only tooltip (WAI-ARIA tooltip pattern): `tooltipMachine` decides when it shows;
 * `@floating-ui/react` places it 15 px from the pointer (or the focused trigger) and at
 * least 20 px inside the viewport [WID-011].
 */
export function Tooltip({ content, children, id }: TooltipProps) {
  const api = useTooltip(id);
  const { refs, floatingStyles } = useFloating({
    open: api.shown,
    strategy: 'fixed',
    placement: 'bottom-start',
    middleware: [offset(api.placement.offset), shift({ padding: api.placement.edgeMargin, crossAxis: true })],
  });
  const pointer = api.anchor.kind === 'pointer' ? api.anchor.point : null;
  useLayoutEffect(() => {
    refs.setPositionReference(pointer ? { getBoundingClientRect: () => pointRect(pointer) } : null);
  }, [refs, pointer]);
  const tooltipProps = api.getTooltipProps();
  return (
    <>
      {children({ ...api.getTriggerProps(), ref: refs.setReference })}
      <span ref={refs.setFloating} {...tooltipProps} style={{ ...floatingStyles, ...tooltipProps.style }}>
        {content}
      </span>
    </>
  );
}
