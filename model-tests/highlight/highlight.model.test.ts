import { describeMachineModel } from '../machine-model-suite.ts';
import { createHighlightMachineDriver } from './machine-driver.ts';
import { highlightModel } from './model.ts';

describeMachineModel(highlightModel, createHighlightMachineDriver, '[BLK-045] [BLK-046] [BLK-047] [BLK-048] [BLK-049] [BLK-050] [BLK-051]');
