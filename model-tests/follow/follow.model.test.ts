import { describeMachineModel } from '../machine-model-suite.ts';
import { createFollowButtonMachineDriver } from './machine-driver.ts';
import { followButtonModel } from './model.ts';

describeMachineModel(followButtonModel, createFollowButtonMachineDriver, '[WID-001] [WID-002]');
