import { describeMachineModel } from '../machine-model-suite.ts';
import { createTooltipMachineDriver } from './machine-driver.ts';
import { tooltipModel } from './model.ts';

describeMachineModel(tooltipModel, createTooltipMachineDriver, '[WID-010] [WID-011]');
