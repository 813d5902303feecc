import { describeMachineModel } from '../machine-model-suite.ts';
import { createImageBlockMachineDriver } from './machine-driver.ts';
import { imageBlockModel } from './model.ts';

describeMachineModel(imageBlockModel, createImageBlockMachineDriver, '[BLK-066] [BLK-067] [BLK-069]');
