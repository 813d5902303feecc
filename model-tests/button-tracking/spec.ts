import { setup } from 'xstate';

/**
 * A button block's click (BLK-039) apart from the real machine: tracking switched on or off,
 * plain, modifier and middle clicks, and the recording's three ends (answered, failed, 2500 ms)
 * as explicit events; REPLAYED is the adapter saying the navigation was performed.
 */
export interface ButtonTrackingModelConfig {
  newWindow: boolean;
}
export type ButtonTrackingModelEvent =
  | { type: 'TRACKING_ON' }
  | { type: 'TRACKING_OFF' }
  | { type: 'CLICK' }
  | { type: 'MODIFIER_CLICK' }
  | { type: 'MIDDLE_CLICK' }
  | { type: 'RECORD_OK' }
  | { type: 'RECORD_FAIL' }
  | { type: 'RECORD_TIMEOUT' }
  | { type: 'REPLAYED' };
export interface ButtonTrackingView {
  /** In `replaying`, exactly one navigation to the button's address, in its window, waits to be performed; in no other state. */
  state: 'untracked' | 'idle' | 'recording' | 'replaying';
}

export function createButtonTrackingSpec(_config: ButtonTrackingModelConfig) {
  return setup({ types: { events: {} as ButtonTrackingModelEvent } }).createMachine({
    id: 'buttonTrackingSpec',
    initial: 'untracked',
    states: {
      // Every click is the browser's.
      untracked: { on: { TRACKING_ON: 'idle', CLICK: {}, MODIFIER_CLICK: {}, MIDDLE_CLICK: {}, TRACKING_OFF: {} } },
      idle: { on: { CLICK: 'recording', MODIFIER_CLICK: {}, MIDDLE_CLICK: {}, TRACKING_OFF: 'untracked', TRACKING_ON: {} } },
      recording: {
        on: {
          // A second click while recording is no second navigation.
          CLICK: {},
          RECORD_OK: 'replaying',
          RECORD_FAIL: 'replaying',
          RECORD_TIMEOUT: 'replaying',
        },
      },
      replaying: { on: { REPLAYED: 'idle' } },
    },
  });
}

export type ButtonTrackingSpec = ReturnType<typeof createButtonTrackingSpec>;
