import { createActor, SimulatedClock, type Actor, type InspectionEvent } from 'xstate';
import { TOOLTIP_SHOW_DELAY_MS } from '../../machines/tooltip/constants.ts';
import { connect } from '../../machines/tooltip/connect.ts';
import { tooltipMachine } from '../../machines/tooltip/machine.ts';
import type { ModelDriver } from '../kit/driver.ts';
import type { TooltipModelConfig, TooltipModelEvent, TooltipView } from './spec.ts';

/**
 * Drives the bare machine through `connect`'s trigger handlers, with a SimulatedClock for the
 * delay. Like a browser, it fires pointerenter only from outside, pointermove and pointerleave
 * only from inside, focus only when unfocused and blur only when focused.
 */
export function createTooltipMachineDriver(_config: TooltipModelConfig, inspect?: (event: InspectionEvent) => void): ModelDriver<TooltipModelEvent, TooltipView> {
  let actor: Actor<typeof tooltipMachine> | undefined;
  let clock = new SimulatedClock();
  let x = 0;
  let hovered = false;
  let focused = false;
  const trigger = () => connect(actor!.getSnapshot(), actor!.send).getTriggerProps();
  return {
    reset() {
      actor?.stop();
      clock = new SimulatedClock();
      hovered = false;
      focused = false;
      actor = createActor(tooltipMachine, { input: { id: 'model' }, clock, inspect }).start();
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
          return clock.increment(TOOLTIP_SHOW_DELAY_MS);
      }
    },
    expect(view) {
      const api = connect(actor!.getSnapshot(), actor!.send);
      if (api.shown !== view.shown || api.getTooltipProps().hidden === view.shown) throw new Error(`shown is ${api.shown}`);
      if (api.anchor.kind !== view.anchor) throw new Error(`anchored by the ${api.anchor.kind}`);
    },
  };
}
