'use client';
import { useEffect, useId } from 'react';
import { createPortal } from 'react-dom';
import type { QueuedDialog } from '../machines/dialogs/logic.ts';
import { useStackedDialog } from '../adapters/react/useStackedDialog.ts';
import { useConfirmation } from '../adapters/react/useConfirmation.ts';
import type { ConfirmationAnswer } from '../machines/confirmation/logic.ts';

export interface ConfirmationDialogProps {
  /** The queued request (`useDialogStack().confirm`, `.alert`, `.inform`). */
  dialog: QueuedDialog;
  onAnswer(answer: ConfirmationAnswer): void;
  onDestroyed(): void;
}

/** One confirmation, alert or information (WAI-ARIA alert dialog), rendered from its machine. */
export function ConfirmationDialog({ dialog, onAnswer, onDestroyed }: ConfirmationDialogProps) {
  const id = `confirmation${useId().replace(/:/g, '')}`;
  const kind = dialog.kind ?? 'confirmation';
  const { api } = useConfirmation({ id, kind, style: dialog.style }, { onAnswer });
  const { root, layerProps } = useStackedDialog(id, kind, api.state === 'shown', api.dismiss);
  useEffect(() => {
    if (api.state === 'destroyed') onDestroyed();
  }, [api.state, onDestroyed]);
  if (!root || !api.rendered) return null;
  return createPortal(
    <div {...layerProps}>
      <div {...api.getBackdropProps()} />
      <div {...api.getRootProps()}>
        <h2 {...api.getTitleProps()}>{dialog.title}</h2>
        <p {...api.getMessageProps()}>{dialog.message}</p>
        {api.buttons.length > 0 && (
          <div {...api.getActionsProps()}>
            {api.buttons.map((answer) => (
              <button key={answer} {...api.getButtonProps(answer)}>
                {dialog.labels?.[answer] ?? api.labelOf(answer)}
              </button>
            ))}
          </div>
        )}
      </div>
    </div>,
    root,
  );
}
