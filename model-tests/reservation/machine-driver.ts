import { createActor, fromPromise, type Actor, type InspectionEvent } from 'xstate';
import { connect } from '../../machines/reservation/connect.ts';
import { reservationMachine, type WidgetLoadInput } from '../../machines/reservation/machine.ts';
import { keepProps } from '../../machines/shared/normalize.ts';
import { check } from '../kit/check.ts';
import type { ModelDriver } from '../kit/driver.ts';
import type { ReservationModelConfig, ReservationModelEvent, ReservationView } from './spec.ts';

interface Draw {
  kind: 'load' | 'reload';
  theme: string;
  resolve(): void;
  reject(error: unknown): void;
}

const PROVIDER = { scriptUrl: '/providers/reservation.js', global: 'smStandInReservation', accountName: 'Harbour Kitchen', accountId: '4128' };

/** Drives the bare machine: each draw the machine asks for is a promise the model settles; resizes are widths either side of the threshold. */
export function createReservationMachineDriver(config: ReservationModelConfig, inspect?: (event: InspectionEvent) => void): ModelDriver<ReservationModelEvent, ReservationView> {
  let actor: Actor<typeof reservationMachine> | undefined;
  let draws: Draw[] = [];
  let logs: string[] = [];
  let side: 'a' | 'b' = 'a';
  const drawing = (kind: Draw['kind']) =>
    fromPromise<void, WidgetLoadInput>(({ input }) => new Promise<void>((resolve, reject) => draws.push({ kind, theme: input.theme, resolve, reject })));
  const machine = reservationMachine.provide({ actors: { loadWidget: drawing('load'), reloadWidget: drawing('reload') } });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return {
    reset() {
      actor?.stop();
      draws = [];
      logs = [];
      side = 'a';
      actor = createActor(machine, { input: { id: 'booking', kind: config.kind, provider: PROVIDER, previewOnly: config.previewOnly, width: config.widths.a }, inspect });
      actor.on('consoleError', ({ message }) => logs.push(message));
      actor.start();
    },
    async send(event) {
      const last = draws.at(-1);
      switch (event.type) {
        case 'NEAR':
          actor!.send({ type: 'NEAR' });
          break;
        case 'RENDERED':
          last?.resolve();
          break;
        case 'SCRIPT_FAILED':
          last?.reject({ reason: 'script' });
          break;
        case 'DOM_NEVER_RENDERED':
          last?.reject({ reason: 'dom' });
          break;
        case 'RELOAD_FAILED':
          last?.reject(new Error('reload failed'));
          break;
        case 'RESIZE_ACROSS':
          side = side === 'a' ? 'b' : 'a';
          actor!.send({ type: 'RESIZE', width: config.widths[side] });
          break;
        case 'RESIZE_WITHIN':
          actor!.send({ type: 'RESIZE', width: side === 'a' ? config.widths.nearA : config.widths.nearB });
          break;
      }
      await settle();
    },
    expect(view) {
      const api = connect(actor!.getSnapshot(), actor!.send, keepProps);
      check(api.status === view.status, `status is ${api.status}, expected ${view.status}`);
      check(api.getRootProps()['data-state'] === view.status, 'root data-state');
      if (view.drawn !== null) check(api.theme === config.themes[view.drawn], `theme is ${api.theme}, expected ${config.themes[view.drawn]}`);
      check((logs.at(-1) ?? null) === view.log, `console says ${logs.at(-1)}, expected ${view.log}`);
      check(logs.length <= 1, 'at most one console line');
      if (view.status === 'preview') {
        check(api.preview?.title === 'Preview Only', 'preview title');
        check(api.preview?.message === 'Please log out of your Harbour Kitchen account in order to use the OpenTable Block.', `preview message ${api.preview?.message}`);
        check(draws.length === 0, 'no widget drawn for the preview');
      } else check(api.preview === null, 'no preview');
      check(api.getMessageProps().hidden === (view.status !== 'failed'), 'message shown only on failure');
      // Each load or reload asks the provider for the theme the width gives at that moment.
      const pending = draws.at(-1);
      if ((view.status === 'loading' || view.status === 'reloading') && pending) {
        check(pending.kind === (view.status === 'loading' ? 'load' : 'reload'), `a ${pending.kind} is pending`);
        check(pending.theme === config.themes[view.requested], `asked for ${pending.theme}, expected ${config.themes[view.requested]}`);
      }
    },
  };
}
