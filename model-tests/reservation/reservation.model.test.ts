import { describeMachineModel } from '../machine-model-suite.ts';
import { createReservationMachineDriver } from './machine-driver.ts';
import { reservationModel } from './model.ts';

describeMachineModel(reservationModel, createReservationMachineDriver, '[BLK-019] [BLK-020] [BLK-021] [BLK-022] [BLK-023] [BLK-027]');
