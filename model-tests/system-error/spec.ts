import { assign, setup } from 'xstate';
import type { SystemError } from '../../machines/system-error/logic.ts';

/** The system error overlay as a visitor meets it (ERR-014..018), apart from the real machine. */
export type SystemErrorModelConfig = Record<string, never>;

export type SystemErrorModelEvent = { type: 'SHOW'; error: SystemError } | { type: 'CLEAR' } | { type: 'RELOAD' };

export interface SystemErrorView {
  shown: boolean;
  title: string | null;
  /** The page was asked to reload. */
  reloads: number;
}

const TITLES: Record<SystemError['kind'], string> = { cleaned: 'Something Went Wrong!', network: 'Connection Problem', other: 'Error' };

export function createSystemErrorSpec(_config: SystemErrorModelConfig) {
  return setup({
    types: { context: {} as { title: string | null; reloads: number }, events: {} as SystemErrorModelEvent },
    actions: {
      show: assign({ title: ({ event }) => (event.type === 'SHOW' ? TITLES[event.error.kind] : null) }),
      clear: assign({ title: null }),
      reload: assign({ reloads: ({ context }) => Math.min(context.reloads + 1, 1) }),
    },
  }).createMachine({
    id: 'systemErrorSpec',
    context: { title: null, reloads: 0 },
    initial: 'hidden',
    states: {
      hidden: { on: { SHOW: { target: 'shown', actions: 'show' } } },
      shown: { on: { SHOW: { actions: 'show' }, CLEAR: { target: 'hidden', actions: 'clear' }, RELOAD: { actions: 'reload' } } },
    },
  });
}

export type SystemErrorSpec = ReturnType<typeof createSystemErrorSpec>;
