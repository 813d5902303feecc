'use client';
import { useLayoutEffect, useMemo, type CSSProperties } from 'react';
import { offset, shift, useFloating } from '@floating-ui/react-dom';
import { pointRect } from '../machines/tooltip/logic.ts';
import type { TooltipApi } from '../machines/tooltip/types.ts';

export interface TooltipPlacementProps {
  reference: HTMLElement | null;
  floating: HTMLElement | null;
  anchor: TooltipApi['anchor'];
  placement: TooltipApi['placement'];
  /** The tooltip's position, once computed. */
  onPlace(style: CSSProperties): void;
}

/**
 * The tooltip's positioning, its own chunk (fetched while the tooltip waits to show):
 * `@floating-ui/react-dom` places it by the pointer (or the focused trigger) with the offset and
 * the edge margin `connect` gives [WID-011].
 */
export function TooltipPlacement({ reference, floating, anchor, placement, onPlace }: TooltipPlacementProps) {
  const pointer = anchor.kind === 'pointer' ? anchor.point : null;
  // By the pointer: a point-sized box where it rests; shown by focus alone: the trigger.
  const anchorElement = useMemo(() => (pointer ? { getBoundingClientRect: () => pointRect(pointer), contextElement: reference ?? undefined } : reference), [pointer, reference]);
  const { floatingStyles, isPositioned } = useFloating({
    open: true,
    strategy: 'fixed',
    placement: 'bottom-start',
    middleware: [offset(placement.offset), shift({ padding: placement.edgeMargin, crossAxis: true })],
    elements: { reference: anchorElement, floating },
  });
  useLayoutEffect(() => {
    if (isPositioned) onPlace(floatingStyles);
  }, [isPositioned, floatingStyles, onPlace]);
  return null;
}
