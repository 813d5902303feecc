/** React components: they render machine state and send events, nothing else. */
export { Accordion } from './Accordion.tsx';
export type { AccordionItem, AccordionProps } from './Accordion.tsx';
export { SiteOverlays } from './SiteOverlays.tsx';
export type { SiteOverlaysProps } from './SiteOverlays.tsx';
export { SiteSession } from './SiteSession.tsx';
export type { SiteSessionProps } from './SiteSession.tsx';
export { ConfirmationDialog } from './ConfirmationDialog.tsx';
export { SystemErrorOverlay } from './SystemErrorOverlay.tsx';
export { Lightbox } from './Lightbox.tsx';
export type { LightboxProps } from './Lightbox.tsx';
export { LightboxSlide } from './LightboxSlide.tsx';
export type { LightboxImage, LightboxSlideProps } from './LightboxSlide.tsx';
export { Tooltip } from './Tooltip.tsx';
export type { TooltipProps, TooltipTriggerProps } from './Tooltip.tsx';
export { RelativeTime } from './RelativeTime.tsx';
