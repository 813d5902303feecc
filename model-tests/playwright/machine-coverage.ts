import type { Page } from '@playwright/test';
import type { StateValue } from 'xstate';
import type { CoverageRecorder, TransitionPlace } from '../kit/coverage.ts';

/** One microstep or snapshot of a machine in the page, as the page reports it. */
interface InspectedStep {
  machine: string;
  transitions: TransitionPlace[];
  value: StateValue;
}

declare global {
  interface Window {
    /** Exposed by `recordPageCoverage`: takes the page's inspected steps to the test. */
    __siteMachinesCoverage?: (step: InspectedStep) => Promise<void>;
  }
}

/**
 * Runs in the page before its scripts: installs the page's inspection hook
 * (`adapters/browser/inspection.ts`) and sends each machine actor's microsteps (the transitions
 * taken, named as `kit/coverage.ts` names them) and snapshots to the test.
 */
function forwardInspection() {
  window.__siteMachinesInspect = (event) => {
    if (event.type !== '@xstate.microstep' && event.type !== '@xstate.snapshot') return;
    const logic = (event.actorRef as { logic?: { id?: string; root?: unknown } }).logic;
    const value = (event.snapshot as { value?: StateValue }).value;
    if (!logic?.root || !logic.id || value === undefined) return;
    const transitions =
      event.type === '@xstate.microstep'
        ? event._transitions.map((transition) => ({
            source: transition.source.id,
            eventType: transition.eventType,
            index: (transition.source.transitions.get(transition.eventType) ?? []).indexOf(transition),
          }))
        : [];
    void window.__siteMachinesCoverage?.({ machine: logic.id, transitions, value });
  };
}

/** Recorders listening on each page, by the machine id they count. */
const listeners = new WeakMap<Page, Map<string, CoverageRecorder>>();

/**
 * Counts, in `recorder`, the states and transitions that the page's actors of machine
 * `machineId` really take (every actor of it: a slideshow and its linked thumbnails both
 * count). The hook reaches the actors from their start, so initial transitions count too.
 */
export async function recordPageCoverage(page: Page, machineId: string, recorder: CoverageRecorder): Promise<void> {
  let byMachine = listeners.get(page);
  if (!byMachine) {
    const recorders = new Map<string, CoverageRecorder>();
    byMachine = recorders;
    listeners.set(page, recorders);
    await page.exposeFunction('__siteMachinesCoverage', (step: InspectedStep) => recorders.get(step.machine)?.record(step));
    await page.addInitScript(forwardInspection);
  }
  byMachine.set(machineId, recorder);
}
