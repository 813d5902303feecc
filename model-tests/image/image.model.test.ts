import { describeMachineModel } from '../machine-model-suite.ts';
import { createImageMachineDriver } from './machine-driver.ts';
import { imageModel } from './model.ts';

describeMachineModel(imageModel, createImageMachineDriver, '[MEDIA-005] [MEDIA-013] [MEDIA-015] [MEDIA-016] [MEDIA-020] [ERR-025]');
