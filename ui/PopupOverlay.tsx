'use client';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useStackedDialog } from '../adapters/react/useStackedDialog.ts';
import { usePopupOverlay, type PopupOverlayOptions } from '../adapters/react/usePopupOverlay.ts';
import { NewsletterForm, type NewsletterFormProps } from './NewsletterForm.tsx';

/** The sign-up inside the popup: a newsletter form block's input (`formInputOfBlock(block)`). */
export type PopupSignUp = Omit<NewsletterFormProps, 'title' | 'description' | 'titleId' | 'descriptionId' | 'onSuccess' | 'headingLevel'>;

export interface PopupOverlayProps extends PopupOverlayOptions {
  title: ReactNode;
  description: ReactNode;
  /**
   * The sign-up form, saved through the nearest `DataLayerProvider` (key, then save). Its
   * success message thanks the visitor; its submit text labels the button.
   */
  signUp: PopupSignUp;
}

function CloseMark() {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 16 16" width="16" height="16">
      <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * Render-only popup overlay: a modal dialog on the page's dialog stack around a newsletter sign-up (`NewsletterForm` on
 * `formMachine`). Whether and when it shows, and what is remembered, come from
 * `popupOverlayMachine`; the popup hears of a sign-up only once the form's submission has been
 * saved [BLK-060], so a failed one keeps it open with the form's messages and the typed email.
 */
export function PopupOverlay({ title, description, signUp, ...options }: PopupOverlayProps) {
  // Whether it shows depends on what this browser remembers (local storage) and its clock: the
  // dialog root exists only once the page has hydrated, so the server's page has no popup in it.
  const { api } = usePopupOverlay(options);
  const dialogProps = api.getDialogProps();
  const { root, layerProps } = useStackedDialog(dialogProps.id, 'popup', api.open, api.dismiss);
  if (!root || api.state === 'hidden') return null;
  return createPortal(
    <div {...layerProps}>
      <div {...api.getBackdropProps()} />
      <div {...dialogProps}>
        <button {...api.getCloseTriggerProps()}>
          <CloseMark />
        </button>
        <div {...api.getFormProps()}>
          <NewsletterForm
            {...signUp}
            id={signUp.id ?? `${dialogProps.id}-signup`}
            isOverlayForm
            title={title}
            titleId={api.getTitleProps().id}
            description={description}
            descriptionId={api.getDescriptionProps().id}
            onSuccess={api.onSignUpSaved}
          />
        </div>
      </div>
    </div>,
    root,
  );
}
