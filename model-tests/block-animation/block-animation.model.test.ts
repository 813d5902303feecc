import { describeMachineModel } from '../machine-model-suite.ts';
import { createBlockAnimationMachineDriver } from './machine-driver.ts';
import { blockAnimationModel } from './model.ts';

describeMachineModel(blockAnimationModel, createBlockAnimationMachineDriver, '[BLK-006] [BLK-007] [BLK-008] [CONST-001]');
