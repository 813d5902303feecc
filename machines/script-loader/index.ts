export { scriptLoaderMachine } from './machine.ts';
export { connect as connectScriptLoader } from './connect.ts';
export type { ScriptLoaderSnapshot } from './connect.ts';
export type { ScriptLoadStatus, ScriptLoaderApi, ScriptLoaderContext, ScriptLoaderEmitted, ScriptLoaderEvent, ScriptLoaderInput } from './types.ts';
export { scriptLoaderAnatomy } from './anatomy.ts';
export { scriptUrlWithParams } from './logic.ts';
export { DEFAULT_SCRIPT_TIMEOUT_MS, MAP_SCRIPT_TIMEOUT_MS, SCRIPT_ERROR_MESSAGE, SCRIPT_TIMEOUT_MESSAGE, SOCIAL_SCRIPT_TIMEOUT_MS } from './constants.ts';
