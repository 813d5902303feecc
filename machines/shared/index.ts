export { decodeWith, describeErrors, parseJson } from './decode.ts';
export type { Decoded } from './decode.ts';
export { DEFAULT_PAGE_ENVIRONMENT, isMobileUserAgent } from './environment.ts';
export { decodePageEnvironment } from './environment-codec.ts';
export type { PageEnvironment } from './environment.ts';
export { keepProps } from './normalize.ts';
export type { NormalizeProps } from './normalize.ts';
export type { Point } from './geometry.ts';
