export { pricingToggleMachine } from './machine.ts';
export type { PricingToggleContext, PricingToggleEvent, PricingToggleInput } from './machine.ts';
export { connect as connectPricingToggle } from './connect.ts';
export type { PricingToggleApi } from './types.ts';
export { decodePricingBlock } from './codec.ts';
export type { PricingBlockData } from './codec.ts';
