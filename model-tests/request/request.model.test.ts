import { describeMachineModel } from '../machine-model-suite.ts';
import { createRequestMachineDriver } from './machine-driver.ts';
import { requestModel } from './model.ts';

describeMachineModel(requestModel, createRequestMachineDriver, '[NET-011] [NET-012] [NET-013] [NET-014] [NET-020] [NET-021] [NET-027]');
