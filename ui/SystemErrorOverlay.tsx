'use client';
import type { SystemErrorActor } from '../adapters/react/useSystemError.ts';
import { createPortal } from 'react-dom';
import { useStackedDialog } from '../adapters/react/useStackedDialog.ts';
import { useSystemError } from '../adapters/react/useSystemError.ts';

/** [ERR-014..018] The system error overlay (WAI-ARIA alert dialog) with Reload Page and Clear. */
export function SystemErrorOverlay({ actorRef }: { actorRef?: SystemErrorActor }) {
  const { api } = useSystemError({ actorRef });
  const { root, layerProps } = useStackedDialog(api.getRootProps().id, 'system-error', api.shown, api.dismiss);
  if (!root || !api.shown) return null;
  return createPortal(
    <div {...layerProps}>
      <div {...api.getBackdropProps()} />
      <div {...api.getRootProps()}>
        <h2 {...api.getTitleProps()}>{api.title}</h2>
        <div {...api.getBodyProps()}>
          {api.lines.map((line, index) => (
            <p key={index}>{line}</p>
          ))}
          {api.errorKeyText !== null && <p {...api.getErrorKeyProps()}>{api.errorKeyText}</p>}
        </div>
        <div {...api.getActionsProps()}>
          <button {...api.getReloadTriggerProps()}>{api.reloadText}</button>
          <button {...api.getClearTriggerProps()}>{api.clearText}</button>
        </div>
      </div>
    </div>,
    root,
  );
}
