import { traceLoggerMachine } from '../../machines/trace-logger/machine.ts';
import type { BehaviourModel } from '../kit/model.ts';
import { createTraceLoggerSpec, type TraceLoggerModelConfig, type TraceLoggerModelEvent, type TraceLoggerSpec, type TraceLoggerView } from './spec.ts';

export const traceLoggerModel: BehaviourModel<TraceLoggerModelConfig, TraceLoggerModelEvent, TraceLoggerView, TraceLoggerSpec> = {
  machineName: 'traceLoggerMachine',
  machine: traceLoggerMachine,
  configs: [{}],
  describeConfig: () => 'one page',
  createSpec: createTraceLoggerSpec,
  events: () => [{ type: 'LOG' }, { type: 'WAIT_30S' }, { type: 'LEAVE' }],
  // Leaving with nothing waiting sends nothing: a step shortest paths never take.
  extraPaths: () => [[{ type: 'LEAVE' }, { type: 'LOG' }, { type: 'LEAVE' }]],
  view: ({ value, context }) => ({ state: value as TraceLoggerView['state'], ...context }),
};
