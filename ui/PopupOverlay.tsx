import type { ReactNode } from 'react';
import { usePopupOverlay, type PopupOverlayOptions } from '../adapters/react/usePopupOverlay.ts';

export interface PopupOverlayProps extends PopupOverlayOptions {
  title: ReactNode;
  description: ReactNode;
  /** Shown in place of the form after a sign-up. */
  thanks: ReactNode;
  submitLabel: string;
  /** The form's fields (a sign-up form's email field, say). */
  children: ReactNode;
}

function CloseMark() {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 16 16" width="16" height="16">
      <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * Render-only popup overlay: a modal `<dialog>` with a sign-up form; whether and when it
 * shows, and what is remembered, come from `popupOverlayMachine`.
 */
export function PopupOverlay({ title, description, thanks, submitLabel, children, ...options }: PopupOverlayProps) {
  const api = usePopupOverlay(options);
  if (api.state === 'hidden') return null;
  return (
    <dialog ref={api.dialogRef} {...api.getDialogProps()}>
      <button {...api.getCloseTriggerProps()}>
        <CloseMark />
      </button>
      <h2 {...api.getTitleProps()}>{title}</h2>
      {api.submitted ? (
        <p {...api.getDescriptionProps()}>{thanks}</p>
      ) : (
        <>
          <p {...api.getDescriptionProps()}>{description}</p>
          <form {...api.getFormProps()}>
            {children}
            <button type="submit">{submitLabel}</button>
          </form>
        </>
      )}
    </dialog>
  );
}
