import { describeMachineModel } from '../machine-model-suite.ts';
import { createCookieBannerMachineDriver } from './machine-driver.ts';
import { cookieBannerModel } from './model.ts';

describeMachineModel(cookieBannerModel, createCookieBannerMachineDriver, '[COOK-021] [COOK-022] [COOK-023] [COOK-025] [COOK-026] [COOK-027] [COOK-028] [COOK-029]');
