import type { FocusTrap } from 'focus-trap';
import type { Actor } from 'xstate';
import { dialogStackAnatomy } from '../../machines/dialogs/anatomy.ts';
import { CONTROL_AREA_ATTRIBUTE, ESCAPE_KEY, INITIAL_FOCUS_ATTRIBUTE } from '../../machines/dialogs/constants.ts';
import type { StackedDialog } from '../../machines/dialogs/logic.ts';
import type { dialogStackMachine } from '../../machines/dialogs/machine.ts';
import { prefetchWhenIdle } from './on-demand.ts';

const CONTROL_AREAS = `[${CONTROL_AREA_ATTRIBUTE}]`;

type FocusTrapModule = typeof import('focus-trap');
let focusTrapModule: Promise<FocusTrapModule> | undefined;

/**
 * The `focus-trap` library, fetched on demand: a page pays for it when its first dialog opens
 * (or when the browser is idle after load), never in its first scripts.
 */
export function loadFocusTrap(): Promise<FocusTrapModule> {
  // A fetch that failed (offline) is asked again at the next change of the stack.
  focusTrapModule ??= import('focus-trap').catch((error: unknown) => {
    focusTrapModule = undefined;
    throw error;
  });
  return focusTrapModule;
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
 * the `focus-trap` library, one trap per open dialog on one shared trap stack:
 * - Tab and Shift+Tab cycle inside the top dialog, and focus stays there;
 * - everything outside the top dialog is `inert` (the page and the dialogs below), except the
 *   standard control areas [NAV-009];
 * - a new dialog takes focus (the element it marks, else its first tabbable element, else its
 *   box), and focus returns
 *   where it was when the dialog leaves;
 * - a dialog below the top is paused, and takes over again when the one above leaves.
 * Esc and Shift+Esc no other handler took go to the stack [NAV-007]; so do clicks outside the top
 * dialog's box, with the control area they landed in [NAV-008] [NAV-009]. A dialog's box is the
 * element whose id is the dialog's id. Returns the unbind function.
 */
export function bindDialogStack(actor: Actor<typeof dialogStackMachine>, doc: Document = document): () => void {
  ensureDialogRoot(doc);
  const trapStack: FocusTrap[] = [];
  const traps = new Map<string, FocusTrap>();
  let shown: readonly StackedDialog[] = [];
  let bound = true;

  const boxOf = (dialog: StackedDialog | undefined) => (dialog ? doc.getElementById(dialog.id) : null);
  const top = () => actor.getSnapshot().context.dialogs.at(-1);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== ESCAPE_KEY || event.defaultPrevented || event.isComposing) return;
    const before = actor.getSnapshot();
    actor.send({ type: 'KEY', key: event.key, shiftKey: event.shiftKey, editable: isEditable(event.target) });
    if (actor.getSnapshot() !== before && before.context.dialogs.length > 0) event.preventDefault();
  };

  const onClick = (event: MouseEvent) => {
    const box = boxOf(top());
    const target = event.target as Node | null;
    if (!box || (target && box.contains(target))) return;
    const area = (target as HTMLElement | null)?.closest?.(CONTROL_AREAS)?.getAttribute(CONTROL_AREA_ATTRIBUTE) ?? null;
    actor.send({ type: 'OUTSIDE_CLICK', area });
  };

  // A press on something that takes no focus (a standard control area) leaves focus on <body>,
  // which the trap does not watch: it goes back where it was in the top dialog.
  const onFocusOut = (event: FocusEvent) => {
    const from = event.target as HTMLElement;
    if (event.relatedTarget || !boxOf(top())?.contains(from)) return;
    queueMicrotask(() => {
      if (doc.activeElement === doc.body && from.isConnected && boxOf(top())?.contains(from)) from.focus({ preventScroll: true });
    });
  };

  const trapFor = ({ createFocusTrap }: FocusTrapModule, box: HTMLElement): FocusTrap =>
    createFocusTrap([box, ...doc.querySelectorAll<HTMLElement>(CONTROL_AREAS)], {
      document: doc,
      trapStack,
      // Esc and outside clicks are the machine's [NAV-007] [NAV-008]: the trap lets them through.
      escapeDeactivates: false,
      allowOutsideClick: true,
      isolateSubtrees: 'inert',
      // The element the dialog marks, once it can take focus; else its first tabbable element; else its box.
      initialFocus: () => box.querySelector<HTMLElement>(`[${INITIAL_FOCUS_ATTRIBUTE}]`) ?? undefined,
      fallbackFocus: box,
      preventScroll: true,
      // Synchronous: the stack's changes arrive in order, after the renderer has committed.
      delayInitialFocus: false,
      delayReturnFocus: false,
      // Focus returns only where it can still go (a dialog below may be gone, or inert).
      setReturnFocus: (previous) => (previous.isConnected && !previous.closest('[inert]') ? previous : false),
    });

  const sync = (library: FocusTrapModule) => {
    if (!bound) return;
    const dialogs = actor.getSnapshot().context.dialogs;
    if (dialogs === shown) return;
    shown = dialogs;
    // Leaving first, newest first: each returns focus where it was before it opened.
    for (const [id, trap] of [...traps].reverse()) {
      if (dialogs.some((dialog) => dialog.id === id)) continue;
      traps.delete(id);
      trap.deactivate();
    }
    for (const dialog of dialogs) {
      const box = boxOf(dialog);
      if (traps.has(dialog.id) || !box) continue;
      traps.set(dialog.id, trapFor(library, box).activate());
    }
  };

  // After the current task's renderer commit (React restores the focus it saw before a commit,
  // which would undo a move made from inside it), and once the library is here. The first
  // dialog waits for its fetch; the stack's changes keep their order, as each sync reads the
  // stack as it is then.
  const onChange = () => {
    if (actor.getSnapshot().context.dialogs.length === 0 && traps.size === 0) return;
    loadFocusTrap().then(
      (library) => queueMicrotask(() => sync(library)),
      // Without the library the dialogs still open and close (Esc and clicks are the machine's).
      () => undefined,
    );
  };

  doc.addEventListener('keydown', onKeyDown);
  doc.addEventListener('click', onClick, true);
  doc.addEventListener('focusout', onFocusOut);
  const subscription = actor.subscribe(onChange);
  onChange();
  // At hand before the first dialog: fetched once the page is idle after loading.
  const cancelPrefetch = prefetchWhenIdle({ prefetch: () => void loadFocusTrap().catch(() => undefined) }, doc.defaultView ?? window);
  return () => {
    cancelPrefetch();
    doc.removeEventListener('keydown', onKeyDown);
    doc.removeEventListener('click', onClick, true);
    doc.removeEventListener('focusout', onFocusOut);
    subscription.unsubscribe();
    bound = false;
    for (const trap of [...traps.values()].reverse()) trap.deactivate({ returnFocus: false });
    traps.clear();
  };
}
