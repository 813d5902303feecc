import type { ConfirmationAnswer, ConfirmationKind, ConfirmationStyle } from '../confirmation/logic.ts';
import { DIALOG_BASE_Z_INDEX, DIALOG_Z_INDEX_STEP, STANDARD_CONTROL_AREAS } from './constants.ts';

/** What kind of dialog joined the stack; renderers may style or label by it. */
export type DialogKind = 'lightbox' | 'popup' | 'confirmation' | 'alert' | 'information' | 'system-error';

export interface StackedDialog {
  id: string;
  kind: DialogKind;
  zIndex: number;
}

/** A confirmation, alert or information the page asked for. */
export interface DialogRequest {
  kind?: ConfirmationKind;
  style?: ConfirmationStyle;
  title: string;
  message: string;
  /** Button texts replacing the defaults, by answer. */
  labels?: Partial<Record<ConfirmationAnswer, string>>;
}

/** A request waiting in the stack's queue until its dialog is destroyed; `key` names it. */
export interface QueuedDialog extends DialogRequest {
  key: string;
}

/**
 * [NAV-010] [LBX-021] The z-index of a dialog joining the stack: 30000 for the first, 10
 * above the current top otherwise, so the stack's z-indexes always increase bottom to top.
 */
export function nextZIndex(stack: readonly StackedDialog[], base = DIALOG_BASE_Z_INDEX): number {
  const top = stack.at(-1);
  return top ? top.zIndex + DIALOG_Z_INDEX_STEP : base;
}

/** [NAV-009] A click in a standard control area never closes the top dialog. */
export function isStandardControlArea(area: string | null | undefined): boolean {
  return area !== null && area !== undefined && STANDARD_CONTROL_AREAS.includes(area);
}

/**
 * The z-index of a dialog's layer: its place on the stack, or, once it has left the stack and
 * fades out, the place it had (so it does not drop below the page's other dialogs mid-fade).
 */
export function zIndexOf(id: string, open: readonly StackedDialog[], fading: readonly StackedDialog[]): number | undefined {
  return (open.find((dialog) => dialog.id === id) ?? fading.find((dialog) => dialog.id === id))?.zIndex;
}
