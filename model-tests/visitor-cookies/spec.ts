import { assign, setup } from 'xstate';

/**
 * The visitor cookies across page views, stated apart from the real machine (COOK-005..007):
 * a new visitor starts at visit 1, a page view within the session keeps the count, a page view
 * after the session cookie is gone counts a new visit, a damaged or deleted visit cookie
 * starts a new visitor.
 */
export interface VisitorCookiesModelConfig {
  name: string;
  /** The cookies before the first page view. */
  cvr?: string;
  cvt?: string;
  /** What the first page view gives. */
  initialCount: number;
  initialNewVisitor: boolean;
}

export type VisitorCookiesModelEvent =
  /** Another page view within the session. */
  | { type: 'PAGE_VIEW' }
  /** The session cookie goes (30 minutes pass, or it is deleted), then a page view. */
  | { type: 'END_SESSION' }
  /** The visit cookie is damaged, then a page view. */
  | { type: 'DAMAGE_VISIT_COOKIE' }
  /** Both cookies are deleted, then a page view. */
  | { type: 'FORGET' };

export interface VisitorCookiesView {
  visitCount: number;
  /** How many visitors the cookies have stood for since the run began (0: the planted one). */
  visitorsCreated: number;
}

interface SpecContext extends VisitorCookiesView {}

const newVisitor = assign<SpecContext, VisitorCookiesModelEvent, undefined, VisitorCookiesModelEvent, never>({
  visitCount: 1,
  visitorsCreated: ({ context }) => context.visitorsCreated + 1,
});

export function createVisitorCookiesSpec(config: VisitorCookiesModelConfig) {
  return setup({
    types: { context: {} as SpecContext, events: {} as VisitorCookiesModelEvent },
    // Bounded, so path search ends: a few visits and visitors show every rule.
    guards: { withinBounds: ({ context }) => context.visitCount < 8 && context.visitorsCreated < 2 },
  }).createMachine({
    id: 'visitorCookiesSpec',
    context: { visitCount: config.initialCount, visitorsCreated: config.initialNewVisitor ? 1 : 0 },
    initial: 'active',
    states: {
      active: {
        on: {
          PAGE_VIEW: { guard: 'withinBounds' },
          END_SESSION: { guard: 'withinBounds', actions: assign({ visitCount: ({ context }) => context.visitCount + 1 }) },
          DAMAGE_VISIT_COOKIE: { guard: 'withinBounds', actions: newVisitor },
          FORGET: { guard: 'withinBounds', actions: newVisitor },
        },
      },
    },
  });
}

export type VisitorCookiesSpec = ReturnType<typeof createVisitorCookiesSpec>;
