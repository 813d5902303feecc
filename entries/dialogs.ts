/** `site-machines/dialogs`: the dialog stack, confirmation, alert, information and the system error overlay. */
export * from '../machines/dialogs/index.ts';
export * from '../machines/confirmation/index.ts';
export * from '../machines/system-error/index.ts';
export { bindDialogStackEffects, ensureDialogRoot } from '../adapters/browser/dialogs.ts';
export { onSystemError, reportSystemError, reportUntrustedSystemError } from '../adapters/browser/system-error.ts';
export { OverlaysContext, useDialogStack, useOverlays, useStackedDialog } from '../adapters/react/overlays.ts';
export type { OverlaysValue, WidgetRequest } from '../adapters/react/overlays.ts';
export { useConfirmation } from '../adapters/react/useConfirmation.ts';
export { useSystemError, useSystemErrorActor, useSystemErrorView } from '../adapters/react/useSystemError.ts';
export { SiteOverlays } from '../ui/SiteOverlays.tsx';
export type { SiteOverlaysProps } from '../ui/SiteOverlays.tsx';
export { ConfirmationDialog } from '../ui/ConfirmationDialog.tsx';
export { SystemErrorOverlay } from '../ui/SystemErrorOverlay.tsx';
export const stylesheets = ['site-machines/ui/dialogs.css'] as const;
