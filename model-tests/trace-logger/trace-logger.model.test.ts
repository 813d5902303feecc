import { describeMachineModel } from '../machine-model-suite.ts';
import { createTraceLoggerMachineDriver } from './machine-driver.ts';
import { traceLoggerModel } from './model.ts';

describeMachineModel(traceLoggerModel, createTraceLoggerMachineDriver, { ids: '[ERR-011] [ERR-012]', groupByConfig: false });
