import { assign, setup } from 'xstate';
import type { PopupOverlaySettings, PopupOverlayStored } from '../../machines/popup-overlay/codec.ts';

/**
 * The popup overlay as a visitor meets it (BLK-052..061), stated apart from the real
 * machine: whether it shows at load is the configuration's `expected` (the property test
 * checks the rule itself); then close or sign up, each remembered in local storage.
 */
export interface PopupOverlayModelConfig {
  name: string;
  settings: PopupOverlaySettings;
  stored: PopupOverlayStored;
  /** Page load time (ms). */
  now: number;
  pageType: number;
  mobile: boolean;
  screenshot: boolean;
  /** Whether the rules of 002 §2 and §9 show the popup at load in this configuration. */
  shownAtLoad: boolean;
}

export type PopupOverlayModelEvent =
  | { type: 'CLOSE'; via: 'button' | 'Escape' }
  /** Fill in the sign-up form and submit it. */
  | { type: 'SUBMIT' };

/** What every renderer shows, and what it leaves in local storage. */
export interface PopupOverlayView {
  state: 'hidden' | 'shown' | 'submitted' | 'closed';
  stored: { closedAt: string | null; version: string | null; submitted: string | null };
}

interface SpecContext {
  config: PopupOverlayModelConfig;
  stored: PopupOverlayView['stored'];
}

export function initialStored({ stored }: PopupOverlayModelConfig): PopupOverlayView['stored'] {
  return {
    closedAt: stored.closedAt === undefined ? null : String(stored.closedAt),
    version: stored.version === undefined ? null : String(stored.version),
    submitted: stored.submitted ? 'true' : null,
  };
}

export function createPopupOverlaySpec(config: PopupOverlayModelConfig) {
  const closedNow = assign<SpecContext, PopupOverlayModelEvent, undefined, PopupOverlayModelEvent, never>({
    stored: ({ context }) => ({ ...context.stored, closedAt: String(config.now), version: String(config.settings.version) }),
  });
  const submittedNow = assign<SpecContext, PopupOverlayModelEvent, undefined, PopupOverlayModelEvent, never>({
    stored: () => ({ closedAt: String(config.now), version: String(config.settings.version), submitted: 'true' }),
  });
  const visible = {
    shown: { on: { CLOSE: { target: 'closed', actions: closedNow }, SUBMIT: { target: 'submitted', actions: submittedNow } } },
    // After a sign-up the popup thanks the visitor; closing it stores nothing more.
    submitted: { on: { CLOSE: { target: 'closed' } } },
    closed: {},
  };
  // Each configuration has only the states a visitor can meet in it (the planner wants all).
  const states = (config.shownAtLoad ? visible : { hidden: {} }) as typeof visible;
  return setup({ types: { context: {} as SpecContext, events: {} as PopupOverlayModelEvent } }).createMachine({
    id: 'popupOverlaySpec',
    context: { config, stored: initialStored(config) },
    initial: config.shownAtLoad ? 'shown' : 'hidden',
    states,
  });
}

export type PopupOverlaySpec = ReturnType<typeof createPopupOverlaySpec>;
