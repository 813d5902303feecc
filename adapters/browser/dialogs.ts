import type { DialogTraps } from './dialog-traps.ts';
import type { Actor } from 'xstate';
import { dialogStackAnatomy } from '../../machines/dialogs/anatomy.ts';
import { CONTROL_AREA_ATTRIBUTE, ESCAPE_KEY } from '../../machines/dialogs/constants.ts';
import type { dialogStackMachine } from '../../machines/dialogs/machine.ts';
import { prefetchWhenIdle } from './on-demand.ts';

type DialogTrapsModule = typeof import('./dialog-traps.ts');
let trapsModule: Promise<DialogTrapsModule> | undefined;

/**
 * The modal mechanism (`./dialog-traps.ts` on the `focus-trap` library), fetched on demand: a
 * page pays for it when its first dialog opens (or when the browser is idle after load), never
 * in its first scripts. A fetch that failed (offline) is asked again at the next change.
 */
function loadDialogTraps(): Promise<DialogTrapsModule> {
  trapsModule ??= import('./dialog-traps.ts').catch((error: unknown) => {
    trapsModule = undefined;
    throw error;
  });
  return trapsModule;
}

/** The dialog root of the document, created at the end of `<body>` the first time it is asked for. */
export function ensureDialogRoot(doc: Document = document): HTMLElement {
  const existing = doc.querySelector<HTMLElement>(dialogStackAnatomy.selector('root'));
  if (existing) return existing;
  const root = doc.createElement('div');
  for (const [name, value] of Object.entries(dialogStackAnatomy.attrs('root'))) root.setAttribute(name, value);
  doc.body.append(root);
  return root;
}

/** Inputs that take no typing: Esc on them is an ordinary page Esc. */
const NON_TEXT_INPUTS = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file', 'image']);

/** Typing into a field: Esc there belongs to the field first. */
function isEditable(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  if (!element || typeof element.closest !== 'function') return false;
  if (element.isContentEditable || element.closest('textarea, select') !== null) return true;
  return element instanceof HTMLInputElement && !NON_TEXT_INPUTS.has(element.type);
}

/**
 * Performs the dialog stack in the DOM (WAI-ARIA modal dialog pattern). The modal mechanism is
 * the `focus-trap` library (`./dialog-traps.ts`, fetched on demand), one trap per open dialog:
 * Tab stays in the top dialog, everything else is `inert`, focus moves in and returns.
 * Esc and Shift+Esc no other handler took go to the stack [NAV-007]; so do clicks outside the top
 * dialog's box, with the control area they landed in [NAV-008] [NAV-009]. A dialog's box is the
 * element whose id is the dialog's id. Returns the unbind function.
 */
export function bindDialogStack(actor: Actor<typeof dialogStackMachine>, doc: Document = document): () => void {
  ensureDialogRoot(doc);
  let traps: DialogTraps | undefined;
  let bound = true;

  const top = () => actor.getSnapshot().context.dialogs.at(-1);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== ESCAPE_KEY || event.defaultPrevented || event.isComposing) return;
    const before = actor.getSnapshot();
    actor.send({ type: 'KEY', key: event.key, shiftKey: event.shiftKey, editable: isEditable(event.target) });
    if (actor.getSnapshot() !== before && before.context.dialogs.length > 0) event.preventDefault();
  };

  const onClick = (event: MouseEvent) => {
    const dialog = top();
    const box = dialog && doc.getElementById(dialog.id);
    const target = event.target as Node | null;
    if (!box || (target && box.contains(target))) return;
    const area = (target as HTMLElement | null)?.closest?.(dialogStackAnatomy.markSelector('control-area'))?.getAttribute(CONTROL_AREA_ATTRIBUTE) ?? null;
    actor.send({ type: 'OUTSIDE_CLICK', area });
  };

  // After the current task's renderer commit (React restores the focus it saw before a commit,
  // which would undo a move made from inside it), and once the library is here. The first
  // dialog waits for its fetch; the stack's changes keep their order, as each sync reads the
  // stack as it is then.
  const onChange = () => {
    if (actor.getSnapshot().context.dialogs.length === 0 && !traps) return;
    loadDialogTraps().then(
      ({ createDialogTraps }) =>
        queueMicrotask(() => {
          if (!bound) return;
          traps ??= createDialogTraps(doc);
          traps.sync(actor.getSnapshot().context.dialogs);
        }),
      // Without the library the dialogs still open and close (Esc and clicks are the machine's).
      () => undefined,
    );
  };

  doc.addEventListener('keydown', onKeyDown);
  doc.addEventListener('click', onClick, true);
  const subscription = actor.subscribe(onChange);
  onChange();
  // At hand before the first dialog: fetched once the page is idle after loading.
  const cancelPrefetch = prefetchWhenIdle({ prefetch: () => void loadDialogTraps().catch(() => undefined) }, doc.defaultView ?? window);
  return () => {
    cancelPrefetch();
    doc.removeEventListener('keydown', onKeyDown);
    doc.removeEventListener('click', onClick, true);
    subscription.unsubscribe();
    bound = false;
    traps?.destroy();
  };
}
