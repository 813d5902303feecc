import { createActor, type Actor, type InspectionEvent } from 'xstate';
import { connect } from '../../machines/pricing-toggle/connect.ts';
import { pricingToggleMachine } from '../../machines/pricing-toggle/machine.ts';
import { keepProps } from '../../machines/shared/normalize.ts';
import { check } from '../kit/check.ts';
import type { ModelDriver } from '../kit/driver.ts';
import type { PricingModelOption, PricingToggleModelConfig, PricingToggleModelEvent, PricingToggleView } from './spec.ts';

/**
 * Drives the bare machine the way a renderer does, through `connect`'s handlers, with a stand-in
 * for DOM focus (a pressed option takes focus; Tab and Shift+Tab go between the two buttons).
 */
export function createPricingToggleMachineDriver(
  config: PricingToggleModelConfig,
  inspect?: (event: InspectionEvent) => void,
): ModelDriver<PricingToggleModelEvent, PricingToggleView> {
  let actor: Actor<typeof pricingToggleMachine> | undefined;
  let focused: PricingModelOption | null = null;
  let told: PricingModelOption | null = null;
  const api = () => {
    if (!actor) throw new Error('reset() the driver first');
    return connect(actor.getSnapshot(), actor.send, keepProps);
  };

  return {
    reset() {
      actor?.stop();
      focused = null;
      told = null;
      actor = createActor(pricingToggleMachine, { input: { id: 'model', priceSets: config.priceSets }, inspect });
      actor.on('optionChange', ({ option }) => {
        told = option;
      });
      actor.start();
    },
    send(event) {
      switch (event.type) {
        case 'SELECT':
          // A <button> turns Enter and Space into a click, and a click focuses it.
          focused = event.option;
          api().getOptionProps(event.option).onClick();
          return;
        case 'TAB':
          focused = 'B';
          return;
        case 'SHIFT_TAB':
          focused = 'A';
          return;
      }
    },
    expect(view) {
      const current = api();
      check(current.option === view.option, `option is ${current.option}`);
      check(focused === view.focused, `focus is on ${focused}`);
      check(told === view.told, `the page was told ${told}`);
      check(current.hasToggle === (config.priceSets === 2), `hasToggle is ${current.hasToggle}`);
      check(current.getRootProps()['data-option'] === view.option, 'root data-option disagrees');
      for (const option of ['A', 'B'] as const) {
        const selected = option === view.option;
        check(current.getOptionProps(option)['aria-pressed'] === selected, `${option}: aria-pressed disagrees`);
        // [BLK-016] [BLK-018]
        check(current.getPriceProps(option).hidden === !selected, `${option}: price hidden disagrees`);
        check(current.getJoinProps(option).hidden === !selected, `${option}: join hidden disagrees`);
      }
    },
  };
}
