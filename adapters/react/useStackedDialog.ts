'use client';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useSelector } from '@xstate/react';
import { connect } from '../../machines/dialogs/connect.ts';
import type { DialogKind } from '../../machines/dialogs/logic.ts';
import type { DialogStackSnapshot } from '../../machines/dialogs/types.ts';
import { useDialogRoot, useDialogStack } from './useDialogStack.ts';
import { normalizeProps } from './normalize-props.ts';

// What each dialog (lightbox, popup, confirmation, system error) does to join the page's stack:
// a module apart from the stack's own (./useDialogStack.ts), so that it travels with the dialogs'
// code, fetched on demand, rather than in the page's first scripts.

/**
 * Puts one dialog on the page's stack while `active` (from the layout effect, so its box exists
 * for the focus trap), takes it off when inactive, tells the stack when its layer has left the
 * document, and calls `onDismiss` when the stack closes it (Esc, outside click). Returns the
 * dialog root and the layer's props (a dialog fading out keeps its z-index: the machine's rule).
 */
export function useStackedDialog(id: string, kind: DialogKind, active: boolean, onDismiss: () => void) {
  const { stack } = useDialogStack();
  const root = useDialogRoot();
  const dismiss = useRef(onDismiss);
  dismiss.current = onDismiss;
  useLayoutEffect(() => {
    if (!active) return;
    stack.send({ type: 'OPEN', id, kind });
    return () => stack.send({ type: 'CLOSE', id });
  }, [active, id, kind, stack]);
  useEffect(() => {
    const subscription = stack.on('dismiss', (event) => {
      if (event.id === id) dismiss.current();
    });
    return () => {
      subscription.unsubscribe();
      stack.send({ type: 'GONE', id });
    };
  }, [stack, id]);
  const snapshot = useSelector(stack, (current) => current, (a, b) => sameLayer(a, b, id));
  return { root, layerProps: connect(snapshot, stack.send, normalizeProps).getLayerProps(id) };
}

const layerOf = (snapshot: DialogStackSnapshot, id: string) =>
  (snapshot.context.dialogs.find((dialog) => dialog.id === id) ?? snapshot.context.fading.find((dialog) => dialog.id === id))?.zIndex;
const sameLayer = (a: DialogStackSnapshot, b: DialogStackSnapshot, id: string) => layerOf(a, id) === layerOf(b, id);
