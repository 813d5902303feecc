import { describeMachineModel } from '../machine-model-suite.ts';
import { createTabsMachineDriver } from './machine-driver.ts';
import { tabsModel } from './model.ts';

describeMachineModel(tabsModel, createTabsMachineDriver, '[BLK-009] [BLK-010] [BLK-011] [BLK-012] [BLK-013] [BLK-014] [BLK-015]');
