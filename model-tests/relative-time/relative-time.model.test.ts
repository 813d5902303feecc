import { describeMachineModel } from '../machine-model-suite.ts';
import { createRelativeTimeMachineDriver } from './machine-driver.ts';
import { relativeTimeModel } from './model.ts';

describeMachineModel(relativeTimeModel, createRelativeTimeMachineDriver, '[WID-012] [WID-013]');
