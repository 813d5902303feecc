/** `site-machines/popup-overlay`: the popup overlay, mobile information bar and badge: machine, connect, codecs, hooks, components, stylesheet. */
export * from '../machines/popup-overlay/index.ts';
export { bindPopupOverlay, readPopupOverlayStored, sendWithTime } from '../adapters/browser/popup-overlay.ts';
export { usePopupOverlay } from '../adapters/react/usePopupOverlay.ts';
export type { PopupOverlayActor, PopupOverlayOptions } from '../adapters/react/usePopupOverlay.ts';
export { useBadge, useMobileInfoBar } from '../adapters/react/useSiteChrome.ts';
export { PopupOverlay } from '../ui/PopupOverlay.tsx';
export type { PopupOverlayProps } from '../ui/PopupOverlay.tsx';
export { Badge, MobileInfoBar } from '../ui/SiteChrome.tsx';
export type { BadgeProps, MobileInfoBarProps } from '../ui/SiteChrome.tsx';
/** The popup's sign-up is a newsletter form: its stylesheet too. */
export const stylesheets = ['site-machines/ui/popup-overlay.css', 'site-machines/ui/form.css', 'site-machines/ui/dialogs.css'] as const;
