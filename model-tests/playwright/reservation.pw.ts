import { test } from '@playwright/test';
import { runPath } from '../kit/run.ts';
import { reservationModel } from '../reservation/model.ts';
import type { ReservationModelConfig } from '../reservation/spec.ts';
import { planPathsPerState } from './plan.ts';
import { createReservationPageDriver } from './reservation-driver.ts';

// The dinner block (a reservation block, wide above 850 px) and, logged in to the builder, its preview.
const configs: ReservationModelConfig[] = reservationModel.configs.filter((config) => config.kind === 'reservation');

for (const config of configs) {
  test.describe(`reservationMachine model on /demo/reservation${config.previewOnly ? ' (logged in to the builder)' : ''}`, () => {
    for (const path of planPathsPerState(reservationModel, config, 'transition')) {
      test(`[BLK-019] [BLK-020] [BLK-021] [BLK-023] [BLK-027] ${path.description}`, async ({ page }) => {
        await runPath(path, createReservationPageDriver(page, config));
      });
    }
  });
}
