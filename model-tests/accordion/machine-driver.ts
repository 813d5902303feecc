import { keepProps } from '../../machines/shared/normalize.ts';
import { createActor, SimulatedClock, type Actor, type InspectionEvent } from 'xstate';
import { ACCORDION_ANIMATION_MS } from '../../machines/accordion/constants.ts';
import { connect } from '../../machines/accordion/connect.ts';
import { accordionMachine } from '../../machines/accordion/machine.ts';
import { check } from '../kit/check.ts';
import type { ModelDriver } from '../kit/driver.ts';
import type { AccordionModelConfig, AccordionModelEvent, AccordionView } from './spec.ts';

/**
 * Drives the bare machine the way a renderer does: through `connect`'s handlers, with a
 * `SimulatedClock` for the animation and a stand-in for DOM focus (an activated header takes
 * focus; the machine's `focusItem` moves it).
 */
export function createAccordionMachineDriver(
  config: AccordionModelConfig,
  inspect?: (event: InspectionEvent) => void,
): ModelDriver<AccordionModelEvent, AccordionView> {
  let actor: Actor<typeof accordionMachine> | undefined;
  let clock = new SimulatedClock();
  let focused: string | null = null;
  let told: string[] | null = null;
  const api = () => {
    if (!actor) throw new Error('reset() the driver first');
    return connect(actor.getSnapshot(), actor.send, keepProps);
  };

  return {
    reset() {
      actor?.stop();
      clock = new SimulatedClock();
      focused = null;
      told = null;
      actor = createActor(accordionMachine, { input: { ...config, id: 'model' }, clock, inspect });
      actor.on('focusItem', ({ id }) => {
        focused = id;
      });
      // What the page's onValueChange hears.
      actor.on('valueChange', ({ value }) => {
        told = [...value].sort();
      });
      actor.start();
    },
    send(event) {
      switch (event.type) {
        case 'TOGGLE':
          // A <button> turns Enter and Space into a click.
          focused = event.id;
          api().getTriggerProps(event.id).onClick();
          return;
        case 'FOCUS_MOVE':
          api().getTriggerProps(focused ?? '').onKeyDown({ key: event.key, preventDefault() {} });
          return;
        case 'ANIMATION_DONE':
          clock.increment(ACCORDION_ANIMATION_MS);
          return;
        case 'PAGE_VALUE':
          actor?.send({ type: 'SET_VALUE', value: event.value });
          return;
        case 'PAGE_ITEMS':
          actor?.send({ type: 'SET_ITEMS', items: [...config.items] });
          return;
        case 'PAGE_MULTIPLE':
          actor?.send({ type: 'SET_OPTIONS', allowMultiple: event.allowMultiple });
          return;
      }
    },
    expect(view) {
      const current = api();
      check(current.animating === view.animating, `animating is ${current.animating}`);
      check(JSON.stringify(config.items.filter(current.isAnimating)) === JSON.stringify(config.items.filter((id) => view.animatingItems.includes(id))), 'animating items disagree');
      check(JSON.stringify([...current.open].sort()) === JSON.stringify(view.open), `open is ${JSON.stringify(current.open)}`);
      check(focused === view.focused, `focus is on ${focused}`);
      check(JSON.stringify(told) === JSON.stringify(view.told), `the page was told ${JSON.stringify(told)}`);
      check((current.getRootProps()['data-animating'] === '') === view.animating, 'root data-animating disagrees');
      for (const id of config.items) {
        const isOpen = view.open.includes(id);
        const trigger = current.getTriggerProps(id);
        const panel = current.getPanelProps(id);
        check(trigger['aria-expanded'] === String(isOpen), `${id}: aria-expanded is ${trigger['aria-expanded']}`);
        check(panel.hidden === (!isOpen && !view.animatingItems.includes(id)), `${id}: panel hidden is ${panel.hidden}`);
        check(panel['aria-labelledby'] === trigger.id && trigger['aria-controls'] === panel.id, `${id}: trigger and panel not linked`);
      }
    },
  };
}
