import { describeMachineModel } from '../machine-model-suite.ts';
import { createLightboxMachineDriver } from './machine-driver.ts';
import { lightboxModel } from './model.ts';

describeMachineModel(lightboxModel, createLightboxMachineDriver, '[LBX-001] [LBX-006] [LBX-007] [LBX-008] [LBX-009] [LBX-010] [LBX-011] [LBX-013] [LBX-014] [LBX-015] [LBX-016] [LBX-028] [GAL-085]');
