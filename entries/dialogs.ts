/** `site-machines/dialogs`: the dialog stack every dialog joins, confirmation, alert, information and the system error overlay. */
export * from '../machines/dialogs/index.ts';
export * from '../machines/confirmation/index.ts';
export * from '../machines/system-error/index.ts';
export { bindDialogStack, ensureDialogRoot } from '../adapters/browser/dialogs.ts';
export { bindSystemError, onSystemError, reportSystemError } from '../adapters/browser/system-error.ts';
export { reportUntrustedSystemError } from '../adapters/browser/system-error-untrusted.ts';
export { DialogStackProvider, DialogStackActorContext, useDialogStack, useOptionalDialogStack } from '../adapters/react/useDialogStack.ts';
export { useStackedDialog } from '../adapters/react/useStackedDialog.ts';
export type { DialogStackActor, DialogStackValue, UseDialogStackReturn } from '../adapters/react/useDialogStack.ts';
export { useConfirmation } from '../adapters/react/useConfirmation.ts';
export { useSystemError } from '../adapters/react/useSystemError.ts';
export type { SystemErrorActor, UseSystemErrorInput } from '../adapters/react/useSystemError.ts';
export { DialogStack } from '../ui/DialogStack.tsx';
export type { DialogStackProps } from '../ui/DialogStack.tsx';
export { ConfirmationDialog } from '../ui/ConfirmationDialog.tsx';
export type { ConfirmationDialogProps } from '../ui/ConfirmationDialog.tsx';
export { SystemErrorOverlay } from '../ui/SystemErrorOverlay.tsx';
export const stylesheets = ['site-machines/ui/dialogs.css'] as const;
