'use client';
import { useEffect, useId } from 'react';
import { createPortal } from 'react-dom';
import { useStackedDialog, type QueuedWidget } from '../adapters/react/overlays.ts';
import { useConfirmation } from '../adapters/react/useConfirmation.ts';

/** One confirmation, alert or information (WAI-ARIA alert dialog), rendered from its machine. */
export function ConfirmationDialog({ widget, onDestroyed }: { widget: QueuedWidget; onDestroyed(): void }) {
  const id = `confirmation${useId().replace(/:/g, '')}`;
  const kind = widget.kind ?? 'confirmation';
  const { api } = useConfirmation({ id, kind, style: widget.style }, { onAnswer: widget.resolve });
  const { root, layerProps } = useStackedDialog(id, kind, api.state === 'shown', api.dismiss);
  useEffect(() => {
    if (api.state === 'destroyed') onDestroyed();
  }, [api.state, onDestroyed]);
  if (!root || !api.rendered) return null;
  return createPortal(
    <div {...layerProps}>
      <div {...api.getBackdropProps()} />
      <div {...api.getRootProps()}>
        <h2 {...api.getTitleProps()}>{widget.title}</h2>
        <p {...api.getMessageProps()}>{widget.message}</p>
        {api.buttons.length > 0 && (
          <div data-scope="confirmation" data-part="actions">
            {api.buttons.map((answer) => (
              <button key={answer} {...api.getButtonProps(answer)}>
                {widget.labels?.[answer] ?? api.labelOf(answer)}
              </button>
            ))}
          </div>
        )}
      </div>
    </div>,
    root,
  );
}
