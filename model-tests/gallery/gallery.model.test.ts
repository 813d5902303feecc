import { describeMachineModel } from '../machine-model-suite.ts';
import { createGalleryMachineDriver } from './machine-driver.ts';
import { galleryModel } from './model.ts';

// One test per configuration: hundreds of short paths, each from a fresh actor.
describeMachineModel(galleryModel, createGalleryMachineDriver, { ids: '[GAL-037] [GAL-038] [GAL-042] [GAL-043] [GAL-049] [GAL-051] [GAL-053]', testPer: 'config' });
