import { describeMachineModel } from '../machine-model-suite.ts';
import { createExperimentMachineDriver } from './machine-driver.ts';
import { experimentModel } from './model.ts';

describeMachineModel(experimentModel, createExperimentMachineDriver, '[TRK-014] [TRK-015] [TRK-016] [TRK-017] [TRK-018] [TRK-019] [TRK-020] [TRK-021]');
