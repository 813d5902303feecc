import { describeMachineModel } from '../machine-model-suite.ts';
import { createCartMachineDriver } from './machine-driver.ts';
import { cartModel } from './model.ts';

describeMachineModel(cartModel, createCartMachineDriver, '[STORE-042] [STORE-044] [STORE-046] [STORE-047] [STORE-048] [STORE-049]');
