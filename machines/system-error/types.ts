import type { SnapshotFrom } from 'xstate';
import type { systemErrorMachine } from './machine.ts';

export type SystemErrorSnapshot = SnapshotFrom<typeof systemErrorMachine>;

type Part<P extends string> = { 'data-scope': 'system-error'; 'data-part': P };

/** What the system error overlay's connect returns: its parts as props for any renderer. */
export interface SystemErrorApi {
  shown: boolean;
  title: string;
  lines: readonly string[];
  /** [ERR-014] e.g. `Error key: 5f2c`, or null without a key. */
  errorKeyText: string | null;
  reloadText: string;
  clearText: string;
  getBackdropProps(): Part<'backdrop'> & { 'aria-hidden': 'true' };
  getRootProps(): Part<'root'> & {
    id: string;
    role: 'alertdialog';
    'aria-modal': 'true';
    'aria-labelledby': string;
    'aria-describedby': string;
    tabIndex: -1;
  };
  getTitleProps(): Part<'title'> & { id: string };
  getBodyProps(): Part<'body'> & { id: string };
  getErrorKeyProps(): Part<'error-key'>;
  getActionsProps(): Part<'actions'>;
  getReloadTriggerProps(): Part<'reload-trigger'> & { type: 'button'; onClick(): void };
  getClearTriggerProps(): Part<'clear-trigger'> & { type: 'button'; onClick(): void };
  /** Esc or a click outside, from the dialog stack: the same as Clear. */
  dismiss(): void;
}
