import type { SnapshotFrom } from 'xstate';
import { CLEAR_BUTTON_TEXT, ERROR_KEY_LABEL, RELOAD_BUTTON_TEXT } from './constants.ts';
import { systemErrorView } from './logic.ts';
import type { SystemErrorEvent, systemErrorMachine } from './machine.ts';

export type SystemErrorSnapshot = SnapshotFrom<typeof systemErrorMachine>;

export interface SystemErrorApi {
  shown: boolean;
  title: string;
  lines: readonly string[];
  /** [ERR-014] e.g. `Error key: 5f2c`, or null without a key. */
  errorKeyText: string | null;
  reloadText: string;
  clearText: string;
  getRootProps(): {
    role: 'alertdialog';
    'aria-modal': 'true';
    'aria-labelledby': string;
    'aria-describedby': string;
    tabIndex: -1;
    'data-scope': 'system-error';
    'data-part': 'root';
  };
  getTitleProps(): { id: string; 'data-scope': 'system-error'; 'data-part': 'title' };
  getBodyProps(): { id: string; 'data-scope': 'system-error'; 'data-part': 'body' };
  getReloadTriggerProps(): { type: 'button'; 'data-scope': 'system-error'; 'data-part': 'reload-trigger'; onClick(): void };
  getClearTriggerProps(): { type: 'button'; 'data-scope': 'system-error'; 'data-part': 'clear-trigger'; onClick(): void };
}

/** Pure view model of the system error overlay (WAI-ARIA alert dialog). */
export function connect(snapshot: SystemErrorSnapshot, send: (event: SystemErrorEvent) => void, id = 'system-error'): SystemErrorApi {
  const { error } = snapshot.context;
  const view = error ? systemErrorView(error) : { title: '', lines: [] };
  const scope = 'system-error' as const;
  return {
    shown: snapshot.value === 'shown',
    title: view.title,
    lines: view.lines,
    errorKeyText: error?.errorKey ? `${ERROR_KEY_LABEL}: ${error.errorKey}` : null,
    reloadText: RELOAD_BUTTON_TEXT,
    clearText: CLEAR_BUTTON_TEXT,
    getRootProps: () => ({
      role: 'alertdialog',
      'aria-modal': 'true',
      'aria-labelledby': `${id}-title`,
      'aria-describedby': `${id}-body`,
      tabIndex: -1,
      'data-scope': scope,
      'data-part': 'root',
    }),
    getTitleProps: () => ({ id: `${id}-title`, 'data-scope': scope, 'data-part': 'title' }),
    getBodyProps: () => ({ id: `${id}-body`, 'data-scope': scope, 'data-part': 'body' }),
    getReloadTriggerProps: () => ({ type: 'button', 'data-scope': scope, 'data-part': 'reload-trigger', onClick: () => send({ type: 'RELOAD' }) }),
    getClearTriggerProps: () => ({ type: 'button', 'data-scope': scope, 'data-part': 'clear-trigger', onClick: () => send({ type: 'CLEAR' }) }),
  };
}
