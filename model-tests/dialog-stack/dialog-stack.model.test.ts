import { describeMachineModel } from '../machine-model-suite.ts';
import { createDialogStackMachineDriver } from './machine-driver.ts';
import { dialogStackModel } from './model.ts';

describeMachineModel(dialogStackModel, createDialogStackMachineDriver, '[NAV-007] [NAV-008] [NAV-009] [NAV-010] [LBX-021]');
