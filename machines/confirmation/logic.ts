import type { CONFIRMATION_STYLES } from './constants.ts';

export type ConfirmationStyle = (typeof CONFIRMATION_STYLES)[number];
export type ConfirmationAnswer = 'confirm' | 'reject' | 'cancel';
/** confirmation: asks; alert: tells, one button; information: tells, hides itself. */
export type ConfirmationKind = 'confirmation' | 'alert' | 'information';

/** [WID-003] The answers a style offers as buttons. */
export function buttonsOf(style: ConfirmationStyle): readonly ConfirmationAnswer[] {
  switch (style) {
    case 'confirm-or-reject':
      return ['confirm', 'reject'];
    case 'confirm-or-cancel':
      return ['confirm', 'cancel'];
    case 'confirm-only':
      return ['confirm'];
    case 'no-buttons':
      return [];
  }
}

/** The style each kind uses: an alert has one button, information none. */
export function styleOf(kind: ConfirmationKind, style: ConfirmationStyle | undefined): ConfirmationStyle {
  if (kind === 'alert') return 'confirm-only';
  if (kind === 'information') return 'no-buttons';
  return style ?? 'confirm-or-cancel';
}
