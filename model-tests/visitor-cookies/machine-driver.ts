import { keepProps } from '../../machines/shared/normalize.ts';
import { createActor, type Actor, type InspectionEvent } from 'xstate';
import { connect } from '../../machines/visitor-cookies/connect.ts';
import { visitorCookiesMachine } from '../../machines/visitor-cookies/machine.ts';
import { check } from '../kit/check.ts';
import type { ModelDriver } from '../kit/driver.ts';
import type { VisitorCookiesModelConfig, VisitorCookiesModelEvent, VisitorCookiesView } from './spec.ts';

const MINUTE = 60_000;

/**
 * Drives the bare machine as the adapter does: a cookie jar the `writeCookie` effects fill,
 * each page view a REFRESH with the jar's cookies a minute after the last one.
 */
export function createVisitorCookiesMachineDriver(
  config: VisitorCookiesModelConfig,
  inspect?: (event: InspectionEvent) => void,
): ModelDriver<VisitorCookiesModelEvent, VisitorCookiesView> {
  let actor: Actor<typeof visitorCookiesMachine> | undefined;
  let jar: { cvr?: string; cvt?: string } = {};
  let now = 0;
  let ids: string[] = [];

  return {
    reset() {
      actor?.stop();
      jar = { ...(config.cvr ? { cvr: config.cvr } : {}), ...(config.cvt ? { cvt: config.cvt } : {}) };
      now = Date.UTC(2024, 0, 1);
      ids = ['returning'];
      let next = 0;
      actor = createActor(visitorCookiesMachine, { input: { ...jar, now, newId: () => `visitor-${++next}` }, inspect });
      actor.on('writeCookie', ({ name, value }) => {
        if (name === 'ss_cvr') jar.cvr = value;
        if (name === 'ss_cvt') jar.cvt = value;
      });
      actor.start();
    },
    send(event) {
      if (event.type === 'END_SESSION' || event.type === 'FORGET') delete jar.cvt;
      if (event.type === 'FORGET') delete jar.cvr;
      if (event.type === 'DAMAGE_VISIT_COOKIE') jar.cvr = 'not|a|valid|visit';
      now += MINUTE;
      actor?.send({ type: 'REFRESH', now, cookies: { ...jar } });
    },
    expect(view) {
      if (!actor) throw new Error('reset() the driver first');
      const current = connect(actor.getSnapshot(), actor.send, keepProps);
      if (!ids.includes(current.visitorId)) ids.push(current.visitorId);
      check(current.visitCount === view.visitCount, `visit count is ${current.visitCount}`);
      check(ids.indexOf(current.visitorId) === view.visitorsCreated, `visitor ${current.visitorId} after ${JSON.stringify(ids)}`);
      check(jar.cvr === current.visitCookie && jar.cvt === current.sessionCookie, `cookies written ${JSON.stringify(jar)}`);
    },
  };
}
