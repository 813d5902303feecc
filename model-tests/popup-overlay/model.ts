import { popupOverlayMachine } from '../../machines/popup-overlay/machine.ts';
import type { BehaviourModel } from '../kit/model.ts';
import {
  createPopupOverlaySpec,
  type PopupOverlayModelConfig,
  type PopupOverlayModelEvent,
  type PopupOverlaySpec,
  type PopupOverlayView,
} from './spec.ts';

const DAY = 86_400_000;
/** The page load time of every configuration (a fixed clock). */
export const POPUP_MODEL_NOW = Date.UTC(2024, 5, 1, 12);

const base: PopupOverlayModelConfig = {
  name: 'first visit',
  settings: { style: 'light', displayFrequency: 7, version: 1, showUntilSignup: true, showOnMobile: false },
  stored: {},
  now: POPUP_MODEL_NOW,
  pageType: 2,
  mobile: false,
  screenshot: false,
  shownAtLoad: true,
};

export const popupOverlayModel: BehaviourModel<PopupOverlayModelConfig, PopupOverlayModelEvent, PopupOverlayView, PopupOverlaySpec> = {
  machineName: 'popupOverlayMachine',
  machine: popupOverlayMachine,
  configs: [
    base,
    // BLK-057 closed 8 days ago, shown every 7 days; dark.
    { ...base, name: 'closed long ago', settings: { ...base.settings, style: 'dark' }, stored: { closedAt: POPUP_MODEL_NOW - 8 * DAY, version: 1 } },
    // BLK-059 closed yesterday, but the popup was republished.
    { ...base, name: 'newer version', settings: { ...base.settings, version: 2 }, stored: { closedAt: POPUP_MODEL_NOW - DAY, version: 1, submitted: true } },
    // BLK-057 closed yesterday: not yet.
    { ...base, name: 'closed yesterday', stored: { closedAt: POPUP_MODEL_NOW - DAY, version: 1 }, shownAtLoad: false },
    // BLK-058 never again.
    { ...base, name: 'never again', settings: { ...base.settings, displayFrequency: -1 }, stored: { closedAt: 1, version: 1 }, shownAtLoad: false },
    // BLK-060 signed up with showUntilSignup.
    { ...base, name: 'signed up', stored: { closedAt: POPUP_MODEL_NOW - 30 * DAY, version: 1, submitted: true }, shownAtLoad: false },
    // BLK-052 mobile without showOnMobile.
    { ...base, name: 'mobile', mobile: true, shownAtLoad: false },
    // BLK-053 style none.
    { ...base, name: 'no style', settings: { ...base.settings, style: 'none' }, shownAtLoad: false },
    // BLK-054 lock screen.
    { ...base, name: 'lock screen', pageType: 103, shownAtLoad: false },
    // BLK-055 screenshot.
    { ...base, name: 'screenshot', screenshot: true, shownAtLoad: false },
  ],
  describeConfig: (config) => config.name,
  createSpec: createPopupOverlaySpec,
  events(_config, { value, context }) {
    const closes: PopupOverlayModelEvent[] = [{ type: 'CLOSE', via: 'button' }, { type: 'CLOSE', via: 'Escape' }];
    const answers: PopupOverlayModelEvent[] = context.submitting ? [{ type: 'SAVE_OK' }, { type: 'SAVE_FAILED' }] : [];
    if (value === 'shown') return [...closes, ...(context.submitting ? [] : [{ type: 'SUBMIT' } as const]), ...answers];
    if (value === 'submitted') return closes;
    if (value === 'closed') return answers;
    return [];
  },
  // A refused sign-up, then the visitor tries again and it is saved (BLK-060 on the second try).
  extraPaths: (config) => (config.shownAtLoad ? [[{ type: 'SUBMIT' }, { type: 'SAVE_FAILED' }, { type: 'SUBMIT' }, { type: 'SAVE_OK' }, { type: 'CLOSE', via: 'button' }]] : []),
  view: ({ value, context }) => ({
    state: value as PopupOverlayView['state'],
    stored: context.stored,
    submitting: context.submitting,
    formMessage: context.formMessage,
    emailTyped: context.emailTyped,
    saved: context.saved,
  }),
};
