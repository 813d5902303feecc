import type { NormalizeProps } from '../shared/normalize.ts';
import { popupOverlayAnatomy as anatomy } from './anatomy.ts';
import { CLOSE_LABEL } from './constants.ts';
import type { PopupOverlayEvent } from './machine.ts';
import type { PopupOverlayApi, PopupOverlaySnapshot, PopupOverlayState } from './types.ts';

/**
 * Pure view model of the popup overlay (WAI-ARIA modal dialog) for any renderer. It reads no
 * clock: CLOSE and SUBMIT carry the time they happened when the renderer's `send` stamps it
 * (`sendWithTime` in the browser adapter); the page load time otherwise.
 */
export function connect(snapshot: PopupOverlaySnapshot, send: (event: PopupOverlayEvent) => void, normalize: NormalizeProps): PopupOverlayApi {
  const { id, settings } = snapshot.context;
  const state = snapshot.value as PopupOverlayState;
  const close = () => send({ type: 'CLOSE' });
  const open = state === 'shown' || state === 'submitted';

  return {
    state,
    open,
    submitted: state === 'submitted',
    getBackdropProps: () => normalize({ 'aria-hidden': 'true', hidden: !open, ...anatomy.attrs('backdrop') }),
    getDialogProps: () =>
      normalize({
        id,
        role: 'dialog',
        'aria-modal': 'true',
        'aria-labelledby': anatomy.id(id, 'title'),
        'aria-describedby': anatomy.id(id, 'description'),
        tabIndex: -1,
        hidden: !open,
        ...anatomy.attrs('dialog'),
        'data-state': state,
        'data-style': settings.style,
        onCancel: (event) => {
          event.preventDefault();
          close();
        },
      }),
    getTitleProps: () => normalize({ id: anatomy.id(id, 'title'), ...anatomy.attrs('title') }),
    getDescriptionProps: () => normalize({ id: anatomy.id(id, 'description'), ...anatomy.attrs('description') }),
    getCloseTriggerProps: () => normalize({ type: 'button', 'aria-label': CLOSE_LABEL, ...anatomy.attrs('close-trigger'), onClick: close }),
    getFormProps: () => normalize({ ...anatomy.attrs('form'), 'data-state': state }),
    onSignUpSaved: () => send({ type: 'SUBMIT' }),
    dismiss: close,
  };
}

export type { PopupOverlayApi, PopupOverlaySnapshot, PopupOverlayState, PreventableEvent } from './types.ts';
