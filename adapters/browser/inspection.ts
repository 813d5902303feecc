import type { InspectionEvent } from 'xstate';

declare global {
  interface Window {
    /**
     * Set by a tool before the page's scripts run (a devtools panel, or a model-based test that
     * measures which states and transitions the page's machines took): it receives the
     * inspection events of the actors started with `inspectOnPage`.
     */
    __siteMachinesInspect?: (event: InspectionEvent) => void;
  }
}

/**
 * The `inspect` option for actors a page starts: forwards to the page's inspection hook when a
 * tool installed one, and does nothing otherwise (published pages never set it).
 */
export function inspectOnPage(event: InspectionEvent): void {
  if (typeof window !== 'undefined') window.__siteMachinesInspect?.(event);
}
