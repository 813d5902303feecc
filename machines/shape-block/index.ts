
export { connect as connectShapeBlock } from './connect.ts';
export type { ShapeBlockApi } from './types.ts';
export { decodeShapeBlock } from './codec.ts';
export type { DecodedShapeBlock } from './codec.ts';
