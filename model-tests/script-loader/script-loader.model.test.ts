import { describeMachineModel } from '../machine-model-suite.ts';
import { createScriptLoaderMachineDriver } from './machine-driver.ts';
import { scriptLoaderModel } from './model.ts';

describeMachineModel(scriptLoaderModel, createScriptLoaderMachineDriver, '[MAP-018] [MAP-020] [WID-002]');
