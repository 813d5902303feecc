export { decodeSiteContext } from './codec.ts';
export type { SiteContext } from './codec.ts';
