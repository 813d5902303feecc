import type { SnapshotFrom } from 'xstate';
import { pricingToggleMachine } from '../../machines/pricing-toggle/machine.ts';
import type { BehaviourModel } from '../kit/model.ts';
import {
  createPricingToggleSpec,
  type PricingModelOption,
  type PricingToggleModelConfig,
  type PricingToggleModelEvent,
  type PricingToggleSpec,
  type PricingToggleView,
} from './spec.ts';

/** The view of a spec state `{ optionA: 'onB' }`: the option, the focused button, what the page was told. */
function specView(snapshot: SnapshotFrom<PricingToggleSpec>): PricingToggleView {
  const [option, focus] = Object.entries(snapshot.value as Record<string, string>)[0] ?? ['optionA', 'none'];
  return { option: option === 'optionB' ? 'B' : 'A', focused: focus === 'onA' ? 'A' : focus === 'onB' ? 'B' : null, told: snapshot.context.told };
}

const OPTIONS: readonly PricingModelOption[] = ['A', 'B'];

export const pricingToggleModel: BehaviourModel<PricingToggleModelConfig, PricingToggleModelEvent, PricingToggleView, PricingToggleSpec> = {
  machineName: 'pricingToggleMachine',
  machine: pricingToggleMachine,
  configs: [{ priceSets: 2 }, { priceSets: 1 }],
  describeConfig: ({ priceSets }) => `${priceSets} price set${priceSets === 1 ? '' : 's'}`,
  createSpec: createPricingToggleSpec,
  events(config, snapshot: SnapshotFrom<PricingToggleSpec>) {
    const { focused } = specView(snapshot);
    const events: PricingToggleModelEvent[] = [];
    // Keyboard first, so shortest paths use it whenever an option has focus.
    if (focused !== null) events.push({ type: 'SELECT', option: focused, via: 'Enter' });
    if (focused === 'A' && config.priceSets === 2) events.push({ type: 'TAB' });
    if (focused === 'B' && config.priceSets === 2) events.push({ type: 'SHIFT_TAB' });
    // A block of one price set shows no toggle; the machine still refuses B (its input says so).
    for (const option of OPTIONS) events.push({ type: 'SELECT', option, via: 'click' });
    return events;
  },
  extraPaths: (config) =>
    config.priceSets === 2
      ? [
          // Space swaps like Enter; the selected option pressed again by every means does nothing.
          [
            { type: 'SELECT', option: 'A', via: 'click' },
            { type: 'SELECT', option: 'A', via: 'Space' },
            { type: 'TAB' },
            { type: 'SELECT', option: 'B', via: 'Space' },
            { type: 'SELECT', option: 'B', via: 'Space' },
            { type: 'SELECT', option: 'B', via: 'click' },
            { type: 'SHIFT_TAB' },
            { type: 'SELECT', option: 'A', via: 'Enter' },
            { type: 'SELECT', option: 'A', via: 'Enter' },
          ],
        ]
      : [],
  view: specView,
};
