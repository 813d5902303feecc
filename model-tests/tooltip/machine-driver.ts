import { createActor, type InspectionEvent } from 'xstate';
import { TOOLTIP_SHOW_DELAY_MS } from '../../machines/tooltip/constants.ts';
import { connect } from '../../machines/tooltip/connect.ts';
import { tooltipMachine } from '../../machines/tooltip/machine.ts';
import { check } from '../kit/check.ts';
import type { ModelDriver } from '../kit/driver.ts';
import { actorLifecycle } from '../kit/lifecycle.ts';
import type { TooltipModelConfig, TooltipModelEvent, TooltipView } from './spec.ts';

/**
 * Drives the bare machine through `connect`'s trigger handlers, with a SimulatedClock for the
 * delay. Like a browser, it fires pointerenter only from outside, pointermove and pointerleave
 * only from inside, focus only when unfocused and blur only when focused.
 */
export function createTooltipMachineDriver(_config: TooltipModelConfig, inspect?: (event: InspectionEvent) => void): ModelDriver<TooltipModelEvent, TooltipView> {
  const life = actorLifecycle((clock) => createActor(tooltipMachine, { input: { id: 'model' }, clock, inspect }));
  let x = 0;
  let hovered = false;
  let focused = false;
  const trigger = () => connect(life.actor.getSnapshot(), life.actor.send).getTriggerProps();
  return {
    reset() {
      hovered = false;
      focused = false;
      life.reset().start();
    },
    send(event) {
      x += 7;
      switch (event.type) {
        case 'POINTER_ENTER':
          if (!hovered) trigger().onPointerEnter({ clientX: x, clientY: 10 });
          hovered = true;
          return;
        case 'POINTER_MOVE':
          if (hovered) trigger().onPointerMove({ clientX: x, clientY: 12 });
          return;
        case 'POINTER_LEAVE':
          if (hovered) trigger().onPointerLeave();
          hovered = false;
          return;
        case 'FOCUS':
          if (!focused) trigger().onFocus();
          focused = true;
          return;
        case 'BLUR':
          if (focused) trigger().onBlur();
          focused = false;
          return;
        case 'ESCAPE':
          return trigger().onKeyDown({ key: 'Escape', preventDefault() {} });
        case 'DELAY_DONE':
          return life.clock.increment(TOOLTIP_SHOW_DELAY_MS);
      }
    },
    expect(view) {
      const api = connect(life.actor.getSnapshot(), life.actor.send);
      check(api.shown === view.shown && api.getTooltipProps().hidden !== view.shown, `shown is ${api.shown}`);
      check(api.anchor.kind === view.anchor, `anchored by the ${api.anchor.kind}`);
    },
  };
}
