/** React components: they render machine state and send events, nothing else. */
export { Accordion } from './Accordion.tsx';
export type { AccordionItem, AccordionProps } from './Accordion.tsx';
export { CookieBanner } from './CookieBanner.tsx';
export type { CookieBannerProps } from './CookieBanner.tsx';
export { PopupOverlay } from './PopupOverlay.tsx';
export type { PopupOverlayProps } from './PopupOverlay.tsx';
export { Badge, MobileInfoBar } from './SiteChrome.tsx';
export type { BadgeProps, MobileInfoBarProps } from './SiteChrome.tsx';
export { CheckoutButton } from './CheckoutButton.tsx';
export type { CheckoutButtonProps } from './CheckoutButton.tsx';
export { Marquee } from './Marquee.tsx';
export type { MarqueeProps } from './Marquee.tsx';
