import { describeMachineModel } from '../machine-model-suite.ts';
import { createErrorReporterMachineDriver } from './machine-driver.ts';
import { errorReporterModel } from './model.ts';

describeMachineModel(errorReporterModel, createErrorReporterMachineDriver, { ids: '[ERR-004] [ERR-006] [ERR-007]', groupByConfig: false });
