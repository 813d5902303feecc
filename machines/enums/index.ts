
export { decodeFeatureId } from './codec.ts';
export type { FeatureId } from './codec.ts';
