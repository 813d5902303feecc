import { describeMachineModel } from '../machine-model-suite.ts';
import { createRequestQueueMachineDriver } from './machine-driver.ts';
import { requestQueueModel } from './model.ts';

describeMachineModel(requestQueueModel, createRequestQueueMachineDriver, '[NET-005]');
