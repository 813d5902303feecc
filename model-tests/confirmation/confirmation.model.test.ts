import { describeMachineModel } from '../machine-model-suite.ts';
import { createConfirmationMachineDriver } from './machine-driver.ts';
import { confirmationModel } from './model.ts';

describeMachineModel(confirmationModel, createConfirmationMachineDriver, '[WID-003] [WID-004] [WID-005] [WID-007] [WID-008]');
