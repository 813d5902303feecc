import type { Actor } from 'xstate';
import { ESCAPE_KEY } from '../../machines/dialogs/constants.ts';
import type { StackedDialog } from '../../machines/dialogs/logic.ts';
import type { dialogStackMachine } from '../../machines/dialogs/machine.ts';

/** The element every dialog layer is rendered into; it alone stays live while a dialog is open. */
export const DIALOG_ROOT_ATTRIBUTE = 'data-dialog-root';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** The dialog root of the document, created at the end of `<body>` the first time it is asked for. */
export function ensureDialogRoot(doc: Document = document): HTMLElement {
  const existing = doc.querySelector<HTMLElement>(`[${DIALOG_ROOT_ATTRIBUTE}]`);
  if (existing) return existing;
  const root = doc.createElement('div');
  root.setAttribute(DIALOG_ROOT_ATTRIBUTE, '');
  doc.body.append(root);
  return root;
}

/** The layer element of a dialog (its backdrop and box), as `connect`'s `getLayerProps` marks it. */
function layerOf(doc: Document, id: string): HTMLElement | null {
  return doc.querySelector<HTMLElement>(`[data-dialog-id="${CSS.escape(id)}"]`);
}

/** The dialog box itself: the modal element inside the layer (clicks elsewhere are outside). */
function boxOf(doc: Document, id: string): HTMLElement | null {
  return layerOf(doc, id)?.querySelector<HTMLElement>('[aria-modal="true"]') ?? null;
}

/** The elements Tab can reach in `container`: rendered, visible and not inert. */
function focusables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.checkVisibility({ visibilityProperty: true }) && !element.closest('[inert]'),
  );
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

/** WAI-ARIA dialog: focus the element marked `data-autofocus`, else the first focusable, else the box. */
function focusInto(box: HTMLElement): void {
  const target = box.querySelector<HTMLElement>('[data-autofocus]') ?? focusables(box)[0] ?? box;
  target.focus({ preventScroll: true });
}

/** The browser's task scheduler, where it has one. */
interface TaskScheduler {
  postTask(callback: () => void, options: { priority: 'user-blocking' | 'user-visible' | 'background' }): Promise<unknown>;
}

/**
 * Runs `effect` in a task of its own, which the browser schedules after drawing the frame that
 * an input asked for (`scheduler.postTask`); at once where there is no scheduler.
 */
function afterFrame(effect: () => void): void {
  const scheduler = (globalThis as { scheduler?: TaskScheduler }).scheduler;
  if (scheduler) void scheduler.postTask(effect, { priority: 'user-visible' });
  else effect();
}

/**
 * Performs the dialog stack in the DOM (WAI-ARIA modal dialog pattern):
 * - Esc and Shift+Esc no other handler took go to the stack [NAV-007]; so do clicks outside the
 *   top dialog's box, with the control area they landed in [NAV-008] [NAV-009];
 * - Tab and Shift+Tab cycle inside the top dialog, and focus stays there;
 * - everything outside the top dialog is `inert` (the page and the dialogs below);
 * - a new dialog takes focus, and focus returns where it was when the dialog leaves.
 * Returns the unbind function.
 */
export function bindDialogStackEffects(actor: Actor<typeof dialogStackMachine>, doc: Document = document): () => void {
  const root = ensureDialogRoot(doc);
  const returnFocus = new Map<string, Element | null>();
  const madeInert = new Set<HTMLElement>();
  let shown: readonly StackedDialog[] = [];

  const top = () => actor.getSnapshot().context.dialogs.at(-1);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Tab') return trapTab(event);
    if (event.key !== ESCAPE_KEY || event.defaultPrevented || event.isComposing) return;
    const before = actor.getSnapshot();
    actor.send({ type: 'KEY', key: event.key, shiftKey: event.shiftKey, editable: isEditable(event.target) });
    if (actor.getSnapshot() !== before && before.context.dialogs.length > 0) event.preventDefault();
  };

  const trapTab = (event: KeyboardEvent) => {
    const dialog = top();
    const box = dialog && boxOf(doc, dialog.id);
    if (!box) return;
    const items = focusables(box);
    const first = items[0];
    const last = items.at(-1);
    const active = doc.activeElement;
    if (!first || !last) {
      event.preventDefault();
      box.focus();
    } else if (event.shiftKey && (active === first || active === box || !box.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !box.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  };

  const onClick = (event: MouseEvent) => {
    const dialog = top();
    const box = dialog && boxOf(doc, dialog.id);
    const target = event.target as Node | null;
    if (!box || (target && box.contains(target))) return;
    const area = (target as HTMLElement | null)?.closest?.('[data-control-area]')?.getAttribute('data-control-area') ?? null;
    actor.send({ type: 'OUTSIDE_CLICK', area });
  };

  // A press on something that takes no focus (a standard control area, a backdrop that does
  // not close) would leave focus on <body>: keep it in the top dialog.
  const onFocusOut = (event: FocusEvent) => {
    const dialog = top();
    const box = dialog && boxOf(doc, dialog.id);
    const from = event.target as HTMLElement;
    if (!dialog || !box || !box.contains(from)) return;
    const next = event.relatedTarget as HTMLElement | null;
    if (next && (box.contains(next) || next.closest('[data-control-area]'))) return;
    queueMicrotask(() => {
      if (top()?.id === dialog.id && !box.contains(doc.activeElement) && from.isConnected) from.focus({ preventScroll: true });
    });
  };

  const applyInert = (dialogs: readonly StackedDialog[]) => {
    const topId = dialogs.at(-1)?.id;
    const wanted = new Set<HTMLElement>();
    if (topId !== undefined) {
      for (const child of doc.body.children) if (child !== root && child instanceof HTMLElement) wanted.add(child);
      for (const layer of root.querySelectorAll<HTMLElement>('[data-dialog-id]')) {
        if (layer.getAttribute('data-dialog-id') !== topId) wanted.add(layer);
      }
    }
    for (const element of madeInert) {
      if (!wanted.has(element)) {
        element.inert = false;
        madeInert.delete(element);
      }
    }
    for (const element of wanted) {
      // Leave alone what was inert before us; we only undo our own.
      if (!element.inert) {
        element.inert = true;
        madeInert.add(element);
      }
    }
  };

  let bound = true;

  const onChange = () => {
    const dialogs = actor.getSnapshot().context.dialogs;
    if (dialogs === shown) return;
    const before = shown;
    shown = dialogs;
    const joined = dialogs.filter((dialog) => !before.some((old) => old.id === dialog.id));
    const left = before.filter((old) => !dialogs.some((dialog) => dialog.id === old.id));
    for (const dialog of joined) returnFocus.set(dialog.id, doc.activeElement);
    if (joined.length > 0) afterFrame(() => bound && applyInert(shown));
    else applyInert(dialogs);
    const newTop = dialogs.at(-1);
    const leftTop = left.some((dialog) => dialog.id === before.at(-1)?.id) ? before.at(-1) : undefined;
    const back = leftTop ? returnFocus.get(leftTop.id) : undefined;
    for (const dialog of left) returnFocus.delete(dialog.id);
    const focusNewTop = joined.some((dialog) => dialog.id === newTop?.id);
    if (!focusNewTop && !leftTop) return;
    // After the current task: a renderer may be committing (React restores the focus it saw
    // before a commit, which would undo a move made from inside it).
    queueMicrotask(() => {
      const box = newTop && boxOf(doc, newTop.id);
      if (focusNewTop) {
        if (box) focusInto(box);
      } else if (back instanceof HTMLElement && back.isConnected && !back.closest('[inert]')) {
        // Focus goes back where it was before the dialog that was on top.
        back.focus({ preventScroll: true });
      } else box?.focus({ preventScroll: true });
    });
  };

  doc.addEventListener('keydown', onKeyDown);
  doc.addEventListener('click', onClick, true);
  doc.addEventListener('focusout', onFocusOut);
  const subscription = actor.subscribe(onChange);
  onChange();
  return () => {
    doc.removeEventListener('keydown', onKeyDown);
    doc.removeEventListener('click', onClick, true);
    doc.removeEventListener('focusout', onFocusOut);
    subscription.unsubscribe();
    bound = false;
    applyInert([]);
  };
}
