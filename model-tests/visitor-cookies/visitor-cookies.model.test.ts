import { describeMachineModel } from '../machine-model-suite.ts';
import { createVisitorCookiesMachineDriver } from './machine-driver.ts';
import { visitorCookiesModel } from './model.ts';

describeMachineModel(visitorCookiesModel, createVisitorCookiesMachineDriver, '[COOK-005] [COOK-006] [COOK-007]');
