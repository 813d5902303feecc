import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { keepProps } from '../machines/shared/normalize.ts';
import {
  connectPopupOverlay,
  decodePopupOverlaySettings,
  decodePopupOverlayStored,
  popupOverlayMachine,
  type PopupOverlayInput,
  type PopupOverlaySettings,
} from '../machines/index.ts';
import { badgeTypeOf, popupOverlaySettingsOf, popupStyleOf } from '../machines/popup-overlay/codec.ts';
import { badgeShown, mobileInfoBarShown } from '../machines/popup-overlay/logic.ts';

const DAY = 24 * 60 * 60 * 1000;
const NOW = 1_700_000_000_000;
const settings: PopupOverlaySettings = { style: 'light', displayFrequency: 7, version: 2, showUntilSignup: false, showOnMobile: false };
const page = { pageType: 2, mobile: false, screenshot: false };

function start(overrides: Partial<PopupOverlayInput> = {}) {
  const actor = createActor(popupOverlayMachine, { input: { settings, stored: {}, now: NOW, ...page, ...overrides } });
  const stored: Record<string, string> = {};
  actor.on('store', ({ key, value }) => {
    stored[key] = value;
  });
  actor.start();
  return { actor, stored, state: () => actor.getSnapshot().value, api: () => connectPopupOverlay(actor.getSnapshot(), actor.send, keepProps) };
}

const withSettings = (changes: Partial<PopupOverlaySettings>) => ({ settings: { ...settings, ...changes } });

describe('popupOverlayMachine: where it never shows', () => {
  it('[BLK-052] never when mobile is disabled and the device is mobile', () => {
    expect(start({ mobile: true }).state()).toBe('hidden');
    expect(start({ mobile: true, ...withSettings({ showOnMobile: true }) }).state()).toBe('shown');
    expect(start({ mobile: false }).state()).toBe('shown');
  });

  it('[BLK-053] never with no style or style none', () => {
    expect(start(withSettings({ style: 'none' })).state()).toBe('hidden');
    expect(popupOverlaySettingsOf({}).style).toBe('none');
    expect(popupOverlaySettingsOf({ style: 1 }).style).toBe('none');
    expect(start({ settings: popupOverlaySettingsOf({ displayFrequency: 1 }) }).state()).toBe('hidden');
  });

  it('[BLK-054] never on a splash page (3) or a lock screen (103)', () => {
    expect(start({ pageType: 3 }).state()).toBe('hidden');
    expect(start({ pageType: 103 }).state()).toBe('hidden');
    for (const pageType of [1, 2, 50, 104, 200]) expect(start({ pageType }).state()).toBe('shown');
  });

  it('[BLK-055] never with the screenshot flag', () => {
    expect(start({ screenshot: true }).state()).toBe('hidden');
  });
});

describe('popupOverlayMachine: redisplay', () => {
  it('[BLK-056] [BLK-057] a closed popup shows again once the closed date plus displayFrequency days has passed', () => {
    const closedAt = NOW - 7 * DAY;
    expect(start({ stored: { closedAt, version: 2 } }).state()).toBe('shown');
    expect(start({ stored: { closedAt: closedAt + 1, version: 2 } }).state()).toBe('hidden');
    expect(start({ stored: { closedAt: NOW - DAY, version: 2 }, ...withSettings({ displayFrequency: 1 }) }).state()).toBe('shown');
    expect(start({ stored: { closedAt: NOW, version: 2 }, ...withSettings({ displayFrequency: 0 }) }).state()).toBe('shown');
  });

  it('[BLK-058] a displayFrequency of -1 never shows a closed popup again', () => {
    expect(start({ stored: { closedAt: NOW - 10_000 * DAY, version: 2 }, ...withSettings({ displayFrequency: -1 }) }).state()).toBe('hidden');
    expect(start({ stored: {}, ...withSettings({ displayFrequency: -1 }) }).state()).toBe('shown');
  });

  it('[BLK-059] a stored version lower than the settings version shows it again', () => {
    const closedYesterday = NOW - DAY;
    expect(start({ stored: { closedAt: closedYesterday, version: 1 } }).state()).toBe('shown');
    expect(start({ stored: { closedAt: closedYesterday, version: 2 } }).state()).toBe('hidden');
    expect(start({ stored: { closedAt: closedYesterday, version: 3 } }).state()).toBe('hidden');
    expect(start({ stored: { closedAt: closedYesterday, version: 1 }, ...withSettings({ displayFrequency: -1 }) }).state()).toBe('shown');
  });

  it('[BLK-060] after a submit it never shows again with showUntilSignup', () => {
    const stored = { closedAt: NOW - 100 * DAY, version: 2, submitted: true };
    expect(start({ stored, ...withSettings({ showUntilSignup: true }) }).state()).toBe('hidden');
    expect(start({ stored, ...withSettings({ showUntilSignup: false }) }).state()).toBe('shown');
  });
});

describe('popupOverlayMachine: closing and signing up', () => {
  it('[BLK-061] closing stores the closed date and the version in local storage keys', () => {
    const { actor, stored, state } = start();
    actor.send({ type: 'CLOSE', now: NOW + 5000 });
    expect(state()).toBe('closed');
    expect(stored).toEqual({ 'popupOverlay.closedAt': String(NOW + 5000), 'popupOverlay.version': '2' });
  });

  it('[BLK-060] [BLK-061] a submit stores the submitted state too, thanks, then closes', () => {
    const { actor, stored, state, api } = start();
    actor.send({ type: 'SUBMIT' });
    expect(state()).toBe('submitted');
    expect(api()).toMatchObject({ open: true, submitted: true });
    expect(stored).toEqual({ 'popupOverlay.submitted': 'true', 'popupOverlay.closedAt': String(NOW), 'popupOverlay.version': '2' });
    actor.send({ type: 'CLOSE' });
    expect(state()).toBe('closed');
  });

  it('[BLK-061] what was stored decides the next page load', () => {
    const first = start(withSettings({ showUntilSignup: true }));
    first.actor.send({ type: 'SUBMIT' });
    const stored = decodePopupOverlayStored((key) => first.stored[key] ?? null).data;
    expect(stored).toEqual({ closedAt: NOW, version: 2, submitted: true });
    expect(start({ stored, now: NOW + 365 * DAY, ...withSettings({ showUntilSignup: true }) }).state()).toBe('hidden');
  });

  it('[BLK-061] stored junk is ignored rather than trusted', () => {
    const junk: Record<string, string> = { 'popupOverlay.closedAt': 'yesterday', 'popupOverlay.version': '-3', 'popupOverlay.submitted': 'yes' };
    expect(decodePopupOverlayStored((key) => junk[key] ?? null)).toEqual({ ok: true, data: {} });
  });

  it('events in the hidden state change nothing', () => {
    const { actor, stored, state } = start({ screenshot: true });
    actor.send({ type: 'CLOSE' });
    actor.send({ type: 'SUBMIT' });
    expect(state()).toBe('hidden');
    expect(stored).toEqual({});
  });
});

describe('popup overlay settings', () => {
  it('[BLK-053] styles by code or name; anything else is none', () => {
    expect([1, 2, 3].map(popupStyleOf)).toEqual(['none', 'light', 'dark']);
    expect(['none', 'light', 'dark', 'LIGHT', 4, null].map(popupStyleOf)).toEqual(['none', 'light', 'dark', 'none', 'none', 'none']);
  });

  it('[BLK-056] [BLK-058] decodes frequency and version; a frequency below -1 or not whole means never again', () => {
    expect(decodePopupOverlaySettings({ style: 2, displayFrequency: '3', version: '4', showUntilSignup: true, showOnMobile: true })).toEqual({
      ok: true,
      data: { style: 'light', displayFrequency: 3, version: 4, showUntilSignup: true, showOnMobile: true },
      warnings: [],
    });
    for (const displayFrequency of [-2, 1.5, 'soon', undefined, null]) {
      expect(popupOverlaySettingsOf({ displayFrequency }).displayFrequency).toBe(-1);
    }
    expect(decodePopupOverlaySettings({ displayFrequency: 'soon' })).toMatchObject({ ok: true, warnings: ['displayFrequency: "soon" is not valid; the default is used'] });
    expect(decodePopupOverlaySettings({ displayFrequency: -1 })).toMatchObject({ ok: true, warnings: [] });
  });

  it('[BLK-053] an unknown style or a flag that is not true/false is named in a warning and read as its default', () => {
    expect(decodePopupOverlaySettings({ style: 'LIGHT', showOnMobile: 'yes' })).toEqual({
      ok: true,
      data: { style: 'none', displayFrequency: -1, version: 0, showUntilSignup: false, showOnMobile: false },
      warnings: ['style: "LIGHT" is not valid; the default is used', 'showOnMobile: "yes" is not valid; the default is used'],
    });
    expect(decodePopupOverlaySettings({ style: 1 })).toMatchObject({ ok: true, warnings: [] });
  });

  it('settings that are not an object are refused, with every default as the fallback', () => {
    const refused = decodePopupOverlaySettings('junk');
    expect(refused).toMatchObject({ ok: false, fallback: { style: 'none', displayFrequency: -1, version: 0, showUntilSignup: false, showOnMobile: false } });
    expect(refused.ok ? [] : refused.details).not.toEqual([]);
    expect(popupOverlaySettingsOf('junk')).toEqual({ style: 'none', displayFrequency: -1, version: 0, showUntilSignup: false, showOnMobile: false });
  });
});

describe('popup overlay connect (WAI-ARIA modal dialog)', () => {
  it('labels and describes the dialog, and closes on Esc through the machine', () => {
    const { api, state } = start({ id: 'promo' });
    expect(api().getDialogProps()).toMatchObject({
      id: 'promo',
      'aria-modal': 'true',
      'aria-labelledby': 'promo-title',
      'aria-describedby': 'promo-description',
      'data-state': 'shown',
      'data-style': 'light',
    });
    expect(api().getTitleProps().id).toBe('promo-title');
    let prevented = false;
    api().getDialogProps().onCancel({ preventDefault: () => (prevented = true) });
    expect(prevented).toBe(true);
    expect(state()).toBe('closed');
  });

  it('the close button sends CLOSE, and a saved sign-up SUBMIT, with the time the renderer\'s send stamps on it (no clock in connect)', () => {
    const a = start();
    connectPopupOverlay(a.actor.getSnapshot(), (event) => a.actor.send({ ...event, now: NOW + 42 }), keepProps).getCloseTriggerProps().onClick();
    expect(a.stored['popupOverlay.closedAt']).toBe(String(NOW + 42));
    const b = start();
    connectPopupOverlay(b.actor.getSnapshot(), (event) => b.actor.send({ ...event, now: NOW + 43 }), keepProps).onSignUpSaved();
    expect(b.state()).toBe('submitted');
    expect(b.stored).toEqual({ 'popupOverlay.submitted': 'true', 'popupOverlay.closedAt': String(NOW + 43), 'popupOverlay.version': '2' });
    expect(b.api().getCloseTriggerProps()['aria-label']).toBe('Close');
  });

  it('[BLK-060] the form around which the popup sits has no submit handler: only a saved sign-up reaches the machine', () => {
    const { api, state, stored } = start();
    expect(Object.keys(api().getFormProps()).sort()).toEqual(['data-part', 'data-scope', 'data-state']);
    expect(state()).toBe('shown');
    expect(stored).toEqual({});
  });

  it('[BLK-060] [BLK-061] a sign-up saved after the visitor closed the popup is remembered; the popup stays closed', () => {
    const { actor, api, state, stored } = start(withSettings({ showUntilSignup: true }));
    api().getCloseTriggerProps().onClick();
    api().onSignUpSaved();
    expect(state()).toBe('closed');
    expect(stored['popupOverlay.submitted']).toBe('true');
    const next = start({ ...withSettings({ showUntilSignup: true, displayFrequency: 0 }), stored: decodePopupOverlayStored((key) => stored[key] ?? null).data });
    expect(next.state()).toBe('hidden');
    actor.stop();
  });
});

describe('mobile information bar and badge', () => {
  it('[BLK-062] the mobile information bar is only for mobile, 1024 px wide or less', () => {
    expect(mobileInfoBarShown({ mobile: true, width: 1024, style: 'light' })).toBe(true);
    expect(mobileInfoBarShown({ mobile: true, width: 1025, style: 'light' })).toBe(false);
    expect(mobileInfoBarShown({ mobile: false, width: 400, style: 'dark' })).toBe(false);
  });

  it('[BLK-063] the mobile information bar needs a style other than none', () => {
    expect(mobileInfoBarShown({ mobile: true, width: 375, style: 'none' })).toBe(false);
    expect(mobileInfoBarShown({ mobile: true, width: 375, style: 'dark' })).toBe(true);
  });

  it('[BLK-064] the badge is not shown in template version 7.1', () => {
    expect(badgeShown({ templateVersion: '7.1', badgeType: 'black' })).toBe(false);
    expect(badgeShown({ templateVersion: '7', badgeType: 'black' })).toBe(true);
    expect(badgeShown({ templateVersion: '8', badgeType: 'white' })).toBe(true);
  });

  it('[BLK-065] the badge is not shown with badge type none (code 1, or unknown)', () => {
    expect([1, 2, 3, 9].map(badgeTypeOf)).toEqual(['none', 'black', 'white', 'none']);
    expect(badgeShown({ templateVersion: '7', badgeType: badgeTypeOf(1) })).toBe(false);
  });
});
