import { describeMachineModel } from '../machine-model-suite.ts';
import { createPricingToggleMachineDriver } from './machine-driver.ts';
import { pricingToggleModel } from './model.ts';

describeMachineModel(pricingToggleModel, createPricingToggleMachineDriver, '[BLK-016] [BLK-017] [BLK-018]');
