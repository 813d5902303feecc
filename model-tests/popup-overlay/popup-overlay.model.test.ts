import { describeMachineModel } from '../machine-model-suite.ts';
import { createPopupOverlayMachineDriver } from './machine-driver.ts';
import { popupOverlayModel } from './model.ts';

describeMachineModel(popupOverlayModel, createPopupOverlayMachineDriver, '[BLK-052] [BLK-053] [BLK-054] [BLK-055] [BLK-057] [BLK-058] [BLK-059] [BLK-060] [BLK-061]');
