'use client';
import type { ReactNode } from 'react';
import { useTooltip } from '../adapters/react/useTooltip.ts';
import type { TooltipApi } from '../machines/tooltip/types.ts';

export type TooltipTriggerProps = ReturnType<TooltipApi['getTriggerProps']>;

export interface TooltipProps {
  content: ReactNode;
  /** Renders the trigger with the props given (spread them on a focusable element). */
  children(triggerProps: TooltipTriggerProps): ReactNode;
  id?: string;
}

/**
 * Render-only tooltip (WAI-ARIA tooltip pattern): `tooltipMachine` decides when it shows, and
 * `useTooltip` places it (by the pointer or the trigger, its positioning fetched on demand).
 */
export function Tooltip({ content, children, id }: TooltipProps) {
  const { api } = useTooltip({ id });
  return (
    <>
      {children(api.getTriggerProps())}
      <span {...api.getTooltipProps()}>{content}</span>
    </>
  );
}
