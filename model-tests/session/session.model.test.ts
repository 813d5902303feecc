import { describeMachineModel } from '../machine-model-suite.ts';
import { createSessionMachineDriver } from './machine-driver.ts';
import { sessionModel } from './model.ts';

describeMachineModel(sessionModel, createSessionMachineDriver, '[NAV-002] [NAV-003] [NAV-004] [NAV-005] [NAV-006] [NAV-011] [NAV-020] [NAV-021] [NAV-023] [NAV-024] [NAV-026]');
