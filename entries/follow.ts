/** `site-machines/follow`: social follow links for elements carrying a username. */
export * from '../machines/follow/index.ts';
export { loadScriptOnce, mountFollowLinks } from '../adapters/browser/follow.ts';
