import { errorReporterMachine } from '../../machines/error-reporter/machine.ts';
import type { BehaviourModel } from '../kit/model.ts';
import {
  createErrorReporterSpec,
  type ErrorReporterModelConfig,
  type ErrorReporterModelEvent,
  type ErrorReporterSpec,
  type ErrorReporterView,
} from './spec.ts';

export const errorReporterModel: BehaviourModel<ErrorReporterModelConfig, ErrorReporterModelEvent, ErrorReporterView, ErrorReporterSpec> = {
  machineName: 'errorReporterMachine',
  machine: errorReporterMachine,
  configs: [{}],
  describeConfig: () => 'one page',
  createSpec: createErrorReporterSpec,
  events: () => [{ type: 'ERROR' }, { type: 'WAIT' }],
  // An error beyond the tenth changes nothing, so shortest paths never show it: walk it.
  extraPaths: () => [[...Array.from({ length: 12 }, () => ({ type: 'ERROR' }) as const), { type: 'WAIT' }]],
  view: ({ value, context }) => ({ state: value as ErrorReporterView['state'], ...context }),
};
