export { createAnatomy } from './anatomy.ts';
export type { Anatomy } from './anatomy.ts';
export { decodeWith } from './decode.ts';
export type { Decoded } from './decode.ts';
export { DEFAULT_PAGE_ENVIRONMENT } from './environment.ts';
export { decodePageEnvironment } from './environment-codec.ts';
export type { PageEnvironment } from './environment.ts';
export type { NormalizeProps } from './normalize.ts';
