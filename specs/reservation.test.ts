import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createActor, fromPromise } from 'xstate';
import { connectReservation, reservationMachine } from '../machines/index.ts';
import { showsPreviewOnlyAlert } from '../machines/permissions/logic.ts';
import { previewOnlyMessage, themeFor, loadFailureMessage } from '../machines/reservation/logic.ts';
import { keepProps } from '../machines/shared/normalize.ts';
import type { WidgetLoadInput } from '../machines/reservation/machine.ts';

describe('reservation blocks', () => {
  it('[BLK-020] wide above 850 px of container, standard at 850 and below (and before the width is known)', () => {
    expect(themeFor('reservation', 851)).toBe('wide');
    expect(themeFor('reservation', 850)).toBe('standard');
    expect(themeFor('reservation', 320)).toBe('standard');
    expect(themeFor('reservation', null)).toBe('standard');
    fc.assert(fc.property(fc.integer({ min: 0, max: 4000 }), (width) => {
        expect(themeFor('reservation', width) === 'wide').toBe(width > 850);
      }));
  });

  it('[BLK-022] the table-booking block is narrow at or below 750 px', () => {
    expect(themeFor('tableBooking', 750)).toBe('narrow');
    expect(themeFor('tableBooking', 751)).toBe('standard');
    fc.assert(fc.property(fc.integer({ min: 0, max: 4000 }), (width) => {
        expect(themeFor('tableBooking', width) === 'narrow').toBe(width <= 750);
      }));
  });

  it('[BLK-024] [BLK-025] the preview alert: titled Preview Only, the spec message with the account name in place of the brand', () => {
    expect(previewOnlyMessage('Squarespace')).toBe('Please log out of your Squarespace account in order to use the OpenTable Block.');
    expect(previewOnlyMessage('Harbour Kitchen')).toBe('Please log out of your Harbour Kitchen account in order to use the OpenTable Block.');
  });

  it('[BLK-023] the permissions rules decide the preview: a user logged in to the builder sees it, a visitor never', () => {
    expect(showsPreviewOnlyAlert({ loggedIn: true })).toBe(true);
    expect(showsPreviewOnlyAlert({ loggedIn: false })).toBe(false);
  });

  it('[BLK-027] the console lines of a failed load: loadjs failed for the script, widget DOM never rendered for the DOM', () => {
    expect(loadFailureMessage({ reason: 'script' })).toBe('loadjs failed');
    expect(loadFailureMessage({ reason: 'dom' })).toBe('widget DOM never rendered');
    expect(loadFailureMessage(new Error('x'))).toBe('loadjs failed');
  });

  it('[BLK-019] [BLK-023] a preview block never loads the provider; a visitor block goes loading then loaded', async () => {
    const provider = { scriptUrl: '/providers/reservation.js', global: 'x', accountName: 'Harbour Kitchen', accountId: '1' };
    let loads = 0;
    const machine = reservationMachine.provide({ actors: { loadWidget: fromPromise<void, WidgetLoadInput>(async () => {
      loads += 1;
    }) } });
    const preview = createActor(machine, { input: { id: 'p', kind: 'reservation', provider, previewOnly: true } }).start();
    preview.send({ type: 'NEAR' });
    expect(preview.getSnapshot().value).toBe('preview');
    const api = connectReservation(preview.getSnapshot(), preview.send, keepProps);
    expect(api.preview).toEqual({ title: 'Preview Only', message: 'Please log out of your Harbour Kitchen account in order to use the OpenTable Block.' });
    expect(api.getWidgetProps().hidden).toBe(true);
    expect(loads).toBe(0);
    const visitor = createActor(machine, { input: { id: 'v', kind: 'reservation', provider, previewOnly: false, width: 900 } }).start();
    expect(visitor.getSnapshot().value).toBe('dormant');
    visitor.send({ type: 'NEAR' });
    expect(visitor.getSnapshot().value).toBe('loading');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(visitor.getSnapshot().value).toBe('loaded');
    expect(connectReservation(visitor.getSnapshot(), visitor.send, keepProps).theme).toBe('wide');
    expect(loads).toBe(1);
  });
});
