import { describeMachineModel } from '../machine-model-suite.ts';
import { createAccordionMachineDriver } from './machine-driver.ts';
import { accordionModel } from './model.ts';

describeMachineModel(accordionModel, createAccordionMachineDriver, '[BLK-001] [BLK-002] [BLK-003] [BLK-004]');
