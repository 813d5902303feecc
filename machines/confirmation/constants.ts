/** [WID-003] The confirmation widget's styles. */
export const CONFIRMATION_STYLES = ['confirm-or-reject', 'confirm-or-cancel', 'confirm-only', 'no-buttons'] as const;

/** [WID-006] The confirmation widget has width 350 and padding 20 (px). */
export const CONFIRMATION_WIDTH = 350;
export const CONFIRMATION_PADDING = 20;

/** [WID-007] The hide transition ends by its transitionend, or after 600 ms at the latest. */
export const CONFIRMATION_HIDE_FALLBACK_MS = 600;

/** [WID-008] The information widget confirms and hides itself after 2 s. */
export const INFORMATION_AUTO_HIDE_MS = 2000;

/** [WID-009] The information widget sits top-right. */
export const INFORMATION_POSITION = 'top-right';

/**
 * Button texts. The spec names the styles but not their words; these are our reading
 * (README), and every widget may pass its own.
 */
export const CONFIRMATION_BUTTON_TEXT = { confirm: 'Confirm', reject: 'No', cancel: 'Cancel' } as const;
export const CONFIRM_OR_REJECT_CONFIRM_TEXT = 'Yes';
export const ALERT_CONFIRM_TEXT = 'OK';
