import { keepProps } from '../../machines/shared/normalize.ts';
import { createActor, type Actor, type InspectionEvent } from 'xstate';
import { connect } from '../../machines/cookie-banner/connect.ts';
import { cookieBannerMachine } from '../../machines/cookie-banner/machine.ts';
import { check } from '../kit/check.ts';
import type { ModelDriver } from '../kit/driver.ts';
import { cookieBannerSettings } from './model.ts';
import { PLANTED_VISIT_COOKIE, type CookieBannerModelConfig, type CookieBannerModelEvent, type CookieBannerView } from './spec.ts';

/**
 * Drives the bare machine the way a renderer does, through `connect`'s handlers, with a cookie
 * jar standing in for the browser: the consent cookie, and a visit cookie planted before start.
 */
export function createCookieBannerMachineDriver(
  config: CookieBannerModelConfig,
  inspect?: (event: InspectionEvent) => void,
): ModelDriver<CookieBannerModelEvent, CookieBannerView> {
  let actor: Actor<typeof cookieBannerMachine> | undefined;
  let jar: Record<string, string> = {};
  const api = () => {
    if (!actor) throw new Error('reset() the driver first');
    return connect(actor.getSnapshot(), actor.send, keepProps);
  };

  return {
    reset() {
      actor?.stop();
      jar = { ss_cvr: PLANTED_VISIT_COOKIE, ...(config.consent ? { ss_cookieAllowed: config.consent } : {}) };
      actor = createActor(cookieBannerMachine, {
        input: { settings: cookieBannerSettings(config), forced: config.forced, screenshot: config.screenshot, ...(config.consent ? { consent: config.consent } : {}) },
        inspect,
      });
      actor.on('consentStored', ({ allowed }) => {
        jar.ss_cookieAllowed = String(allowed);
      });
      actor.on('cookiesCleared', ({ names }) => {
        for (const name of names) delete jar[name];
      });
      actor.start();
    },
    send(event) {
      if (event.type === 'COOKIE_CHANGED') {
        // The browser's cookie changes; the renderer reads it again and tells the machine.
        if (event.consent === null) delete jar.ss_cookieAllowed;
        else jar.ss_cookieAllowed = event.consent;
        actor?.send({ type: 'CONSENT_READ', consent: event.consent ?? undefined });
        return;
      }
      // A <button> turns Enter into a click.
      if (event.type === 'ACCEPT') api().getAcceptTriggerProps().onClick();
      else api().getDeclineTriggerProps().onClick();
    },
    expect(view) {
      const current = api();
      const state = actor?.getSnapshot().value;
      check(state === view.state, `state is ${String(state)}`);
      check(current.visible === (view.state === 'shown'), `visible is ${current.visible}`);
      check(current.getRootProps().hidden === (view.state !== 'shown'), 'root hidden disagrees');
      check((jar.ss_cookieAllowed ?? null) === view.consent, `consent cookie is ${jar.ss_cookieAllowed}`);
      check((jar.ss_cvr === PLANTED_VISIT_COOKIE) === view.plantedVisitorKept, `ss_cvr is ${jar.ss_cvr}`);
      check(current.trackingAllowed === view.tracking, `trackingAllowed is ${current.trackingAllowed}`);
      check((current.visible && current.declinable) === view.declinable, `declinable is ${current.declinable}`);
    },
  };
}
