import { DIALOG_BASE_Z_INDEX, DIALOG_Z_INDEX_STEP, STANDARD_CONTROL_AREAS } from './constants.ts';

/** What kind of dialog joined the stack; renderers may style or label by it. */
export type DialogKind = 'lightbox' | 'confirmation' | 'alert' | 'information' | 'system-error';

export interface StackedDialog {
  id: string;
  kind: DialogKind;
  zIndex: number;
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
