import type { EventObject } from 'xstate';

/**
 * A renderer-neutral driver: how one renderer (the bare machine, React in Chromium, plain DOM,
 * or yours) performs a model event and shows a model state. Model events are user-level
 * (a click, a key, time passing); views are what any UI must show in that state.
 */
export interface ModelDriver<TEvent extends EventObject, TView> {
  /** Start a fresh instance in its initial state. */
  reset(): Promise<void> | void;
  /** Perform the event through the UI (click, key press, clock advance, server answer). */
  send(event: TEvent): Promise<void> | void;
  /** Check through the UI that it shows this view; throw (or fail an expect) otherwise. */
  expect(view: TView): Promise<void> | void;
}
