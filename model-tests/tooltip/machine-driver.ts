import { createActor, type InspectionEvent } from 'xstate';
import { TOOLTIP_SHOW_DELAY_MS } from '../../machines/tooltip/constants.ts';
import { connect } from '../../machines/tooltip/connect.ts';
import { tooltipAnatomy } from '../../machines/tooltip/anatomy.ts';
import { keepProps } from '../../machines/shared/normalize.ts';
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
  let overTooltip = false;
  const trigger = () => connect(life.actor.getSnapshot(), life.actor.send, keepProps).getTriggerProps();
  const tooltip = () => connect(life.actor.getSnapshot(), life.actor.send, keepProps).getTooltipProps();
  /** An element the pointer went to: `closest` finds the tooltip content or its trigger, as the DOM would. */
  const element = (part: 'content' | 'trigger') => ({
    closest: (selector: string) =>
      selector !== tooltipAnatomy.selector(part) ? null : part === 'content' ? { id: 'model-content' } : { getAttribute: (name: string) => (name === 'aria-describedby' ? 'model-content' : null) },
  });
  const api = () => connect(life.actor.getSnapshot(), life.actor.send, keepProps);
  return {
    reset() {
      hovered = false;
      focused = false;
      overTooltip = false;
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
          if (hovered) trigger().onPointerLeave({ relatedTarget: null });
          hovered = false;
          return;
        // Like a browser: pointerleave on what the pointer left (naming where it went), then pointerenter.
        case 'ONTO_TOOLTIP':
          if (!hovered || !api().shown) return;
          trigger().onPointerLeave({ relatedTarget: element('content') });
          tooltip().onPointerEnter();
          hovered = false;
          overTooltip = true;
          return;
        case 'BACK_TO_TRIGGER':
          if (!overTooltip) return;
          tooltip().onPointerLeave({ relatedTarget: element('trigger') });
          trigger().onPointerEnter({ clientX: x, clientY: 10 });
          overTooltip = false;
          hovered = true;
          return;
        case 'OFF_TOOLTIP':
          if (overTooltip) tooltip().onPointerLeave({ relatedTarget: null });
          overTooltip = false;
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
          trigger().onKeyDown({ key: 'Escape', preventDefault() {} });
          // The hidden tooltip is under no pointer any more.
          overTooltip = false;
          return;
        case 'DELAY_DONE':
          return life.clock.increment(TOOLTIP_SHOW_DELAY_MS);
      }
    },
    expect(view) {
      const current = api();
      check(current.shown === view.shown && current.getTooltipProps().hidden !== view.shown, `shown is ${current.shown}`);
      check(current.anchor.kind === view.anchor, `anchored by the ${current.anchor.kind}`);
    },
  };
}
