/** `site-machines/pricing-toggle`: the member-access pricing toggle's machine, connect, anatomy, codec, hook, component, and the stylesheet it needs. */
export * from '../machines/pricing-toggle/index.ts';
export { bindPricingToggle } from '../adapters/browser/pricing-toggle.ts';
export type { PricingToggleEnvironment } from '../adapters/browser/pricing-toggle.ts';
export { usePricingToggle } from '../adapters/react/usePricingToggle.ts';
export type { PricingToggleActor, UsePricingToggleInput } from '../adapters/react/usePricingToggle.ts';
export { PricingToggle } from '../ui/PricingToggle.tsx';
export type { PricingToggleProps } from '../ui/PricingToggle.tsx';
/** The stylesheets the component needs (import them in your app's CSS or bundle). */
export const stylesheets = ['site-machines/ui/pricing-toggle.css'] as const;
