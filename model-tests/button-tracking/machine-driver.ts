import { createActor, fromPromise, SimulatedClock, type Actor, type InspectionEvent } from 'xstate';
import { connect } from '../../machines/button-tracking/connect.ts';
import { BUTTON_RECORD_TIMEOUT_MS } from '../../machines/button-tracking/constants.ts';
import { buttonTrackingMachine } from '../../machines/button-tracking/machine.ts';
import type { ButtonClickEvent } from '../../machines/button-tracking/types.ts';
import { keepProps } from '../../machines/shared/normalize.ts';
import type { ButtonFields } from '../../machines/tracking/logic.ts';
import { check } from '../kit/check.ts';
import type { ModelDriver } from '../kit/driver.ts';
import type { ButtonTrackingModelConfig, ButtonTrackingModelEvent, ButtonTrackingView } from './spec.ts';

interface PendingRecord {
  resolve(): void;
  reject(error: Error): void;
  signal: AbortSignal;
}

/**
 * Drives the bare machine through `connect`'s link handler, as a renderer would: clicks are
 * click events (main button, modifier, middle) whose `preventDefault` is watched; the recording
 * is a promise the model settles, and a SimulatedClock passes the 2500 ms. Checks each replay
 * goes to the button's address in its window, once.
 */
export function createButtonTrackingMachineDriver(config: ButtonTrackingModelConfig, inspect?: (event: InspectionEvent) => void): ModelDriver<ButtonTrackingModelEvent, ButtonTrackingView> {
  const button: ButtonFields = { id: 'b', buttonText: 'Go', clickthroughUrl: '/next', alignment: 'center', size: 'medium', newWindow: config.newWindow, context: 1 };
  let actor: Actor<typeof buttonTrackingMachine> | undefined;
  let clock = new SimulatedClock();
  let records: PendingRecord[] = [];
  let waiting: { url: string; newWindow: boolean }[] = [];
  let renders = 0;
  const machine = buttonTrackingMachine.provide({
    actors: {
      recordClick: fromPromise<unknown, { button: ButtonFields }>(({ input, signal }) => {
        check(input.button.id === button.id, 'the click records its button');
        return new Promise((resolve, reject) => records.push({ resolve: () => resolve(undefined), reject, signal }));
      }),
    },
  });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const click = (facts: Partial<ButtonClickEvent>) => {
    const state = actor!.getSnapshot().value;
    let prevented = false;
    connect(actor!.getSnapshot(), actor!.send, keepProps).getLinkProps().onClick({
      button: 0,
      ctrlKey: false,
      metaKey: false,
      shiftKey: false,
      altKey: false,
      preventDefault: () => (prevented = true),
      ...facts,
    });
    const plain = (facts.button ?? 0) === 0 && !facts.ctrlKey;
    // [BLK-039] Tracked, a plain click is held (no browser navigation); anything else is the browser's.
    check(prevented === (plain && state !== 'untracked'), `a ${plain ? 'plain' : 'modified'} click in ${String(state)} was ${prevented ? '' : 'not '}held`);
  };
  return {
    reset() {
      actor?.stop();
      clock = new SimulatedClock();
      records = [];
      waiting = [];
      renders = 0;
      actor = createActor(machine, { input: { button }, clock, inspect });
      actor.on('navigate', (target) => waiting.push({ url: target.url, newWindow: target.newWindow }));
      actor.on('recordRender', () => (renders += 1));
      actor.start();
    },
    async send(event) {
      const live = records.at(-1);
      switch (event.type) {
        case 'TRACKING_ON':
        case 'TRACKING_OFF': {
          const before = actor!.getSnapshot().value;
          actor!.send({ type: 'TRACKING', tracked: event.type === 'TRACKING_ON' });
          // [TRK-024] The render is recorded when tracking starts, once.
          if (event.type === 'TRACKING_ON' && before === 'untracked') check(renders > 0, 'the render was recorded');
          break;
        }
        case 'CLICK':
          click({});
          break;
        case 'MODIFIER_CLICK':
          click({ ctrlKey: true });
          break;
        case 'MIDDLE_CLICK':
          click({ button: 1 });
          break;
        case 'RECORD_OK':
          live?.resolve();
          break;
        case 'RECORD_FAIL':
          live?.reject(new Error('500'));
          break;
        case 'RECORD_TIMEOUT':
          // [TRK-025] Not a millisecond early.
          clock.increment(BUTTON_RECORD_TIMEOUT_MS - 1);
          check(actor!.getSnapshot().value === 'recording', 'replayed before 2500 ms');
          clock.increment(1);
          check(live?.signal.aborted === true, 'the hanging recording was abandoned');
          break;
        case 'REPLAYED':
          waiting = [];
          actor!.send({ type: 'REPLAYED' });
          break;
      }
      await settle();
    },
    expect(view) {
      const snapshot = actor!.getSnapshot();
      check(snapshot.value === view.state, `state is ${String(snapshot.value)}, expected ${view.state}`);
      const api = connect(snapshot, actor!.send, keepProps);
      check(api.getRootProps()['data-state'] === view.state, 'data-state follows the state');
      check(api.getLinkProps().href === '/next', 'the link points at the button address');
      check(api.getLinkProps().target === (config.newWindow ? '_blank' : undefined), 'the link opens in its window');
      check(api.getLinkProps()['aria-busy'] === (view.state === 'recording' || view.state === 'replaying' ? true : undefined), 'busy while held');
      if (view.state === 'replaying') {
        check(waiting.length === 1, `${waiting.length} navigations wait, expected 1`);
        check(waiting[0]!.url === '/next' && waiting[0]!.newWindow === config.newWindow, 'the replay goes to the button address in its window');
      } else check(waiting.length === 0, `${waiting.length} navigations wait, expected none`);
    },
  };
}
