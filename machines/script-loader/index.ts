export { scriptLoaderMachine } from './machine.ts';
export { connect as connectScriptLoader } from './connect.ts';
export type { ScriptLoaderApi, ScriptLoaderContext, ScriptLoaderEvent, ScriptLoaderInput } from './types.ts';
