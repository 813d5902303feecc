'use client';
import { createPortal } from 'react-dom';
import type { Actor } from 'xstate';
import type { systemErrorMachine } from '../machines/system-error/machine.ts';
import { useStackedDialog } from '../adapters/react/overlays.ts';
import { useSystemErrorView } from '../adapters/react/useSystemError.ts';

/** [ERR-014..018] The system error overlay (WAI-ARIA alert dialog) with Reload Page and Clear. */
export function SystemErrorOverlay({ actor }: { actor: Actor<typeof systemErrorMachine> }) {
  const api = useSystemErrorView(actor);
  const { root, layerProps } = useStackedDialog('system-error', 'system-error', api.shown, () => actor.send({ type: 'CLEAR' }));
  if (!root || !api.shown) return null;
  return createPortal(
    <div {...layerProps}>
      <div data-scope="system-error" data-part="backdrop" aria-hidden="true" />
      <div {...api.getRootProps()}>
        <h2 {...api.getTitleProps()}>{api.title}</h2>
        <div {...api.getBodyProps()}>
          {api.lines.map((line, index) => (
            <p key={index}>{line}</p>
          ))}
          {api.errorKeyText !== null && <p data-part="error-key">{api.errorKeyText}</p>}
        </div>
        <div data-scope="system-error" data-part="actions">
          <button {...api.getReloadTriggerProps()}>{api.reloadText}</button>
          <button {...api.getClearTriggerProps()}>{api.clearText}</button>
        </div>
      </div>
    </div>,
    root,
  );
}
