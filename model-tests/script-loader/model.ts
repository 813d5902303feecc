import { scriptLoaderMachine } from '../../machines/script-loader/machine.ts';
import type { BehaviourModel } from '../kit/model.ts';
import { createScriptLoaderSpec, type ScriptLoaderModelConfig, type ScriptLoaderModelEvent, type ScriptLoaderSpec, type ScriptLoaderView } from './spec.ts';

export const scriptLoaderModel: BehaviourModel<ScriptLoaderModelConfig, ScriptLoaderModelEvent, ScriptLoaderView, ScriptLoaderSpec> = {
  machineName: 'scriptLoaderMachine',
  machine: scriptLoaderMachine,
  // The map's script (30 s, MAP-020) and the social widget's (10 s, WID-002).
  configs: [
    { url: '/maps/api/js?key=demo', timeoutMs: 30_000 },
    { url: '/social/widget.js', timeoutMs: 10_000 },
  ],
  describeConfig: ({ url, timeoutMs }) => `${url} (${timeoutMs} ms)`,
  createSpec: createScriptLoaderSpec,
  events: (_config, snapshot) =>
    snapshot.value === 'loading' ? [{ type: 'LOAD' }, { type: 'SCRIPT_LOADED' }, { type: 'SCRIPT_FAILED' }, { type: 'TIMEOUT' }] : [{ type: 'LOAD' }],
  // A second ask while loading shares the load; an ask after loading changes nothing; retries after each kind of failure load.
  extraPaths: () => [
    [{ type: 'LOAD' }, { type: 'LOAD' }, { type: 'SCRIPT_LOADED' }, { type: 'LOAD' }],
    [{ type: 'LOAD' }, { type: 'TIMEOUT' }, { type: 'LOAD' }, { type: 'LOAD' }, { type: 'SCRIPT_FAILED' }, { type: 'LOAD' }, { type: 'SCRIPT_LOADED' }],
  ],
  view: (snapshot) => ({ status: snapshot.value as ScriptLoaderView['status'], error: snapshot.context.error }),
};
