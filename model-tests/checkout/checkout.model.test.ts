import { describeMachineModel } from '../machine-model-suite.ts';
import { createCheckoutMachineDriver } from './machine-driver.ts';
import { checkoutModel } from './model.ts';

describeMachineModel(checkoutModel, createCheckoutMachineDriver, '[CHK-001] [CHK-002] [CHK-003] [CHK-004] [CHK-005] [CHK-006] [CHK-007] [CHK-008] [CHK-009]');
