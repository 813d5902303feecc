import { describeMachineModel } from '../machine-model-suite.ts';
import { createButtonTrackingMachineDriver } from './machine-driver.ts';
import { buttonTrackingModel } from './model.ts';

describeMachineModel(buttonTrackingModel, createButtonTrackingMachineDriver, '[BLK-039] [TRK-023] [TRK-024] [TRK-025]');
