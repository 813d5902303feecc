import type { SnapshotFrom } from 'xstate';
import { sessionMachine } from '../../machines/session/machine.ts';
import { ANONYMOUS_PAGE, type PageContext } from '../../machines/session/logic.ts';
import type { BehaviourModel } from '../kit/model.ts';
import { createSessionSpec, type SessionModelConfig, type SessionModelEvent, type SessionSpec, type SessionView } from './spec.ts';

const visitor = (name: string, page: Partial<PageContext>, inFrame = false, noRedirectRemembered = true): SessionModelConfig => ({
  name,
  input: { page: { ...ANONYMOUS_PAGE, ...page }, location: { hostname: 'harbour-walks.example', pathname: '/shop', search: '?page=2' }, inFrame, noRedirectRemembered },
});

const ESCAPES: SessionModelEvent[] = [
  { type: 'ESCAPE', shiftKey: false, editable: false },
  { type: 'ESCAPE', shiftKey: true, editable: false },
  { type: 'ESCAPE', shiftKey: false, editable: true },
];

export const sessionModel: BehaviourModel<SessionModelConfig, SessionModelEvent, SessionView, SessionSpec> = {
  machineName: 'sessionMachine',
  machine: sessionMachine,
  configs: [
    visitor('signed-in account', { loggedIn: true }),
    visitor('owner in the editor', { loggedIn: true, websiteSettings: true, editor: true }, true),
    visitor('owner arriving', { loggedIn: true, websiteSettings: true }, false, false),
    visitor('anonymous visitor', {}),
    visitor('anonymous visitor with useEscapeKeyToLogin', { useEscapeKeyToLogin: true }),
  ],
  describeConfig: ({ name }) => name,
  createSpec: createSessionSpec,
  events(config, snapshot: SnapshotFrom<SessionSpec>) {
    const state = snapshot.value as SessionView['state'];
    if (state === 'loading') return [{ type: 'LOADED' }];
    if (state === 'idle') {
      const events: SessionModelEvent[] = [...ESCAPES, { type: 'LOGOUT' }, { type: 'PREVIEW_CHANGE' }];
      if (config.input.page.editor) events.push({ type: 'GUIDE', open: !snapshot.context.guideOpen });
      return events;
    }
    if (state === 'loggingOut') return [{ type: 'SERVER_OK' }, { type: 'SERVER_CRUMB_FAIL' }, { type: 'SERVER_FAILED' }, { type: 'SERVER_DOWN' }];
    return [];
  },
  // Esc variants that leave everything as it was, which shortest paths never take.
  extraPaths: (config) =>
    config.input.page.editor
      ? [[{ type: 'LOADED' }, { type: 'GUIDE', open: true }, ESCAPES[2]!, ESCAPES[0]!, ESCAPES[0]!]]
      : config.input.page.loggedIn
        ? []
        : [[{ type: 'LOADED' }, ESCAPES[1]!, ESCAPES[2]!, { type: 'LOGOUT' }, ESCAPES[0]!]],
  view: (snapshot) => {
    const { navigatedTo, preview, guideOpen, identityCleared, attempt, failed } = snapshot.context;
    return { state: snapshot.value as SessionView['state'], navigatedTo, preview, guideOpen, identityCleared, attempt, failed };
  },
};
