import { describeMachineModel } from '../machine-model-suite.ts';
import { createMarqueeMachineDriver } from './machine-driver.ts';
import { marqueeModel } from './model.ts';

describeMachineModel(marqueeModel, createMarqueeMachineDriver, '[BLK-030] [BLK-031] [BLK-032] [BLK-033] [BLK-034] [BLK-036]');
