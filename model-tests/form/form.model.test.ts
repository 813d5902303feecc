import { describeMachineModel } from '../machine-model-suite.ts';
import { createFormMachineDriver } from './machine-driver.ts';
import { formModel } from './model.ts';

describeMachineModel(formModel, createFormMachineDriver, '[FORM-014] [FORM-016] [FORM-017] [FORM-022] [FORM-023] [FORM-024] [FORM-025]');
