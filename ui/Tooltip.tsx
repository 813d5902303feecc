'use client';
import { useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import { chunk, useChunk } from '../adapters/react/useChunk.ts';
import { useTooltip } from '../adapters/react/useTooltip.ts';
import type { TooltipApi } from '../machines/tooltip/types.ts';

export type TooltipTriggerProps = ReturnType<TooltipApi['getTriggerProps']> & { ref: (node: HTMLElement | null) => void };

export interface TooltipProps {
  content: ReactNode;
  /** Renders the trigger with the props given (spread them on a focusable element). */
  children(triggerProps: TooltipTriggerProps): ReactNode;
  id?: string;
}

/** The positioning code, fetched the first time a tooltip starts to show (during its show delay). */
const placementChunk = chunk(() => import('./TooltipPlacement.tsx'));

/** Where a tooltip sits until it is placed: out of sight, so it never shows at the wrong spot. */
const UNPLACED: CSSProperties = { position: 'fixed', left: 0, top: 0, visibility: 'hidden' };

/**
 * Render-only tooltip (WAI-ARIA tooltip pattern): `tooltipMachine` decides when it shows;
 * its positioning (`TooltipPlacement`, on demand) places it by the pointer or the trigger.
 */
export function Tooltip({ content, children, id }: TooltipProps) {
  const { api } = useTooltip({ id });
  const [reference, setReference] = useState<HTMLElement | null>(null);
  const [floating, setFloating] = useState<HTMLElement | null>(null);
  const [position, setPosition] = useState<CSSProperties | null>(null);
  const placement = useChunk(placementChunk, api.active);
  useEffect(() => {
    if (!api.shown) setPosition(null);
  }, [api.shown]);
  const tooltipProps = api.getTooltipProps();
  return (
    <>
      {children({ ...api.getTriggerProps(), ref: setReference })}
      <span ref={setFloating} {...tooltipProps} style={{ ...(position ?? UNPLACED), ...tooltipProps.style }}>
        {content}
      </span>
      {placement && api.shown && (
        <placement.TooltipPlacement reference={reference} floating={floating} anchor={api.anchor} placement={api.placement} onPlace={setPosition} />
      )}
    </>
  );
}
