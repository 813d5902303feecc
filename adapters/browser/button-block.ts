import { createActor, fromPromise, type Actor } from 'xstate';
import { buttonTrackingMachine } from '../../machines/button-tracking/machine.ts';
import type { ButtonFields } from '../../machines/tracking/logic.ts';

export type ButtonTrackingActor = Actor<typeof buttonTrackingMachine>;

/** [TRK-023] The machine with its recording: `record` posts the click (it never rejects, at worst it hangs). */
export function buttonTrackingMachineWith(record: (button: ButtonFields) => Promise<unknown>) {
  return buttonTrackingMachine.provide({
    actors: { recordClick: fromPromise<unknown, { button: ButtonFields }>(({ input }) => record(input.button)) },
  });
}

export interface ButtonBlockEnv {
  win?: Window;
  /** [TRK-024] Records the button's render (tracking has started). */
  recordRender?: (button: ButtonFields) => void;
  /** Goes to an address in this window (default `location.assign`). */
  assign?: (url: string) => void;
}

/**
 * [BLK-039] The button block meets the page: the replayed navigation goes to the button's
 * address in this window, or in a new one (Chromium still counts the click as the visitor's
 * gesture within 2.5 s, so the new window is not blocked); the render is recorded once tracking
 * starts. Returns the cleanup.
 */
export function bindButtonBlock(actor: ButtonTrackingActor, env: ButtonBlockEnv = {}): () => void {
  const win = env.win ?? window;
  const navigate = actor.on('navigate', ({ url, newWindow }) => {
    if (newWindow) win.open(url, '_blank', 'noopener');
    else (env.assign ?? ((address: string) => win.location.assign(address)))(url);
    actor.send({ type: 'REPLAYED' });
  });
  const render = actor.on('recordRender', ({ button }) => env.recordRender?.(button));
  return () => {
    navigate.unsubscribe();
    render.unsubscribe();
  };
}

/** A started button block actor for a plain-DOM page. */
export function startButtonBlock(button: ButtonFields, record: (button: ButtonFields) => Promise<unknown>, env: ButtonBlockEnv = {}): { actor: ButtonTrackingActor; stop(): void } {
  const actor = createActor(buttonTrackingMachineWith(record), { input: { button } });
  const unbind = bindButtonBlock(actor, env);
  actor.start();
  return {
    actor,
    stop: () => {
      unbind();
      actor.stop();
    },
  };
}
