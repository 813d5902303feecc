export { mapMachine } from './machine.ts';
export type { MapContext } from './machine.ts';
export { connect as connectMap } from './connect.ts';
export { decodeMapBlock, decodeMapOptionsUpdate, decodeMapStyle } from './codec.ts';
export type { MapApi, DecodedMapBlock, MapEvent, MapInput, MapOptions } from './types.ts';
