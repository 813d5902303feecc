import type { NormalizeProps } from '../shared/normalize.ts';
import { systemErrorAnatomy as anatomy } from './anatomy.ts';
import { CLEAR_BUTTON_TEXT, ERROR_KEY_LABEL, RELOAD_BUTTON_TEXT } from './constants.ts';
import { systemErrorView } from './logic.ts';
import type { SystemErrorEvent } from './machine.ts';
import type { SystemErrorApi, SystemErrorSnapshot } from './types.ts';

/** Pure view model of the system error overlay (WAI-ARIA alert dialog). */
export function connect(snapshot: SystemErrorSnapshot, send: (event: SystemErrorEvent) => void, normalize: NormalizeProps): SystemErrorApi {
  const { error, id } = snapshot.context;
  const view = error ? systemErrorView(error) : { title: '', lines: [] };
  return {
    shown: snapshot.value === 'shown',
    title: view.title,
    lines: view.lines,
    errorKeyText: error?.errorKey ? `${ERROR_KEY_LABEL}: ${error.errorKey}` : null,
    reloadText: RELOAD_BUTTON_TEXT,
    clearText: CLEAR_BUTTON_TEXT,
    getBackdropProps: () => normalize({ 'aria-hidden': 'true', ...anatomy.attrs('backdrop') }),
    getRootProps: () =>
      normalize({
        id,
        role: 'alertdialog',
        'aria-modal': 'true',
        'aria-labelledby': anatomy.id(id, 'title'),
        'aria-describedby': anatomy.id(id, 'body'),
        tabIndex: -1,
        ...anatomy.attrs('root'),
      }),
    getTitleProps: () => normalize({ id: anatomy.id(id, 'title'), ...anatomy.attrs('title') }),
    getBodyProps: () => normalize({ id: anatomy.id(id, 'body'), ...anatomy.attrs('body') }),
    getErrorKeyProps: () => normalize(anatomy.attrs('error-key')),
    getActionsProps: () => normalize(anatomy.attrs('actions')),
    getReloadTriggerProps: () => normalize({ type: 'button', ...anatomy.attrs('reload-trigger'), onClick: () => send({ type: 'RELOAD' }) }),
    getClearTriggerProps: () => normalize({ type: 'button', ...anatomy.attrs('clear-trigger'), onClick: () => send({ type: 'CLEAR' }) }),
    dismiss: () => send({ type: 'CLEAR' }),
  };
}

export type { SystemErrorApi, SystemErrorSnapshot } from './types.ts';
