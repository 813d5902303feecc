'use client';
import { useEffect } from 'react';
import { useTrackerContext } from './tracking-context.ts';

/** [TRK-026] Records a form's render once the page's tracker (after consent) is there. */
export function useFormRenderCensus(formId: string): void {
  const tracker = useTrackerContext();
  useEffect(() => tracker?.recordFormRender(formId), [tracker, formId]);
}

/** [TRK-027] [TRK-028] [TRK-038] The page's census and pixel calls; each does nothing before consent. */
export function useCensus(): {
  overlay(event: string): void;
  quickView(itemId: string): void;
  event(payload: unknown): void;
  pixel(name: string, data?: Record<string, string>): void;
} {
  const tracker = useTrackerContext();
  return {
    overlay: (event) => tracker?.recordOverlay(event),
    quickView: (itemId) => tracker?.recordQuickView(itemId),
    event: (payload) => tracker?.trackEvent(payload),
    pixel: (name, data) => tracker?.pixel({ name, ...(data ? { data } : {}) }),
  };
}
