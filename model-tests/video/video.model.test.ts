import { describeMachineModel } from '../machine-model-suite.ts';
import { createVideoMachineDriver } from './machine-driver.ts';
import { videoModel } from './model.ts';

// One test per configuration: hundreds of short paths, each from a fresh actor.
describeMachineModel(videoModel, createVideoMachineDriver, { ids: '[MEDIA-023] [MEDIA-024] [MEDIA-027] [MEDIA-030] [GAL-054] [GAL-055] [GAL-056]', testPer: 'config' });
