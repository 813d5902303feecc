/** `site-machines/script-loader`: one load per script address and page, shared, with a timeout and retry. */
export * from '../machines/script-loader/index.ts';
export { loadScript, resetScriptLoaders, scriptLoaderFor } from '../adapters/browser/script-loader.ts';
export type { LoadScriptOptions, ScriptDocument, ScriptElementLike, ScriptLoaderActor } from '../adapters/browser/script-loader.ts';
