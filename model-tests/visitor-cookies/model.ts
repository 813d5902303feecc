import { visitorCookiesMachine } from '../../machines/visitor-cookies/machine.ts';
import type { BehaviourModel } from '../kit/model.ts';
import {
  createVisitorCookiesSpec,
  type VisitorCookiesModelConfig,
  type VisitorCookiesModelEvent,
  type VisitorCookiesSpec,
  type VisitorCookiesView,
} from './spec.ts';

/** A session cookie that is still alive at any page-view time a driver uses. */
export const LIVE_SESSION = String(Date.UTC(2030, 0, 1));

export const visitorCookiesModel: BehaviourModel<VisitorCookiesModelConfig, VisitorCookiesModelEvent, VisitorCookiesView, VisitorCookiesSpec> = {
  machineName: 'visitorCookiesMachine',
  machine: visitorCookiesMachine,
  configs: [
    { name: 'new visitor', initialCount: 1, initialNewVisitor: true },
    { name: 'returning visitor, new session', cvr: 'returning|1|2|3|4', initialCount: 5, initialNewVisitor: false },
    { name: 'returning visitor, same session', cvr: 'returning|1|2|3|4', cvt: LIVE_SESSION, initialCount: 4, initialNewVisitor: false },
    { name: 'damaged visit cookie', cvr: 'returning|x|2|3|4', cvt: LIVE_SESSION, initialCount: 1, initialNewVisitor: true },
  ],
  describeConfig: (config) => config.name,
  createSpec: createVisitorCookiesSpec,
  events: () => [{ type: 'PAGE_VIEW' }, { type: 'END_SESSION' }, { type: 'DAMAGE_VISIT_COOKIE' }, { type: 'FORGET' }],
  // A page view changes nothing the view shows and forgetting looks like damage: walk both.
  extraPaths: () => [[{ type: 'PAGE_VIEW' }, { type: 'END_SESSION' }, { type: 'PAGE_VIEW' }, { type: 'FORGET' }, { type: 'PAGE_VIEW' }]],
  view: ({ context }) => ({ visitCount: context.visitCount, visitorsCreated: context.visitorsCreated }),
};
