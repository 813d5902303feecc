'use client';
import { useRef, type ReactNode } from 'react';
import type { InspectionEvent } from 'xstate';
import { useSummary } from '../adapters/react/useSummary.ts';
import type { SummaryInput } from '../machines/summary/types.ts';
import { WidgetHtml } from './WidgetHtml.tsx';

export interface SummaryBlockProps extends SummaryInput {
  /** The server-rendered content shown until the rendering replaces it (and if it never does). */
  children?: ReactNode;
  inspect?: (event: InspectionEvent) => void;
}

/** [BLK-038] An events summary block: its server fallback, replaced by the widget rendering (sanitized) once it comes near. */
export function SummaryBlock({ children, inspect, ...input }: SummaryBlockProps) {
  const root = useRef<HTMLDivElement>(null);
  const { api } = useSummary(input, root, { inspect });
  return (
    <div ref={root} className="sm-summary" {...api.getRootProps()}>
      <div className="sm-summary-content" {...api.getContentProps()}>
        {api.status === 'rendered' ? <WidgetHtml nodes={api.nodes} /> : children}
      </div>
      <p className="sm-summary-message" {...api.getMessageProps()}>
        {api.message}
      </p>
    </div>
  );
}
