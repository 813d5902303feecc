/** React hooks: each starts a machine with the browser adapters provided. */
export { useAccordion } from './useAccordion.ts';
export { OverlaysContext, useDialogStack, useOverlays, useStackedDialog, useWidgetQueue } from './overlays.ts';
export type { OverlaysValue, QueuedWidget, WidgetRequest } from './overlays.ts';
export { useLightbox, useLightboxView, useScrollToCurrent } from './useLightbox.ts';
export type { LightboxController, UseLightboxOptions } from './useLightbox.ts';
export { useConfirmation } from './useConfirmation.ts';
export { useTooltip } from './useTooltip.ts';
export { useSystemErrorActor, useSystemErrorView } from './useSystemError.ts';
export { useSession } from './useSession.ts';
export type { UseSessionOptions } from './useSession.ts';
export { useSiteOverlays } from './useSiteOverlays.ts';
export type { SiteOverlaysState } from './useSiteOverlays.ts';
export { SiteSessionContext, useSiteSession, useSiteSessionContext } from './useSiteSession.ts';
export type { SiteSessionOptions, SiteSessionValue } from './useSiteSession.ts';
export { useRelativeTime } from './useRelativeTime.ts';
