import { describeMachineModel } from '../machine-model-suite.ts';
import { createSystemErrorMachineDriver } from './machine-driver.ts';
import { systemErrorModel } from './model.ts';

describeMachineModel(systemErrorModel, createSystemErrorMachineDriver, '[ERR-014] [ERR-015] [ERR-016] [ERR-018]');
