/**
 * The example site's stand-ins for what a real site gets from its server and editor:
 * - the page context (signed in, owner, editor ...) comes from demo controls, kept in a cookie
 *   the server reads, and rendered into the page as a published page's context is;
 * - the editor's full-screen preview and open guide, and the configuration area's preview
 *   page, are a small store the dialogs demo and the config page show and change.
 */
import { useSyncExternalStore } from 'react';
import { writeCookie } from '../../adapters/browser/cookies.ts';
import type { PageContext } from '../../machines/session/logic.ts';

export const DEMO_PAGE_CONTEXT_COOKIE = 'sm-demo-page-context';

/** Saves a demo page context and reloads: the server renders the page for the new visitor. */
export function applyDemoPageContext(page: PageContext, reload: () => void = () => window.location.reload()): void {
  writeCookie(DEMO_PAGE_CONTEXT_COOKIE, JSON.stringify(page), { sameSite: 'lax' });
  reload();
}

export interface EditorDemoState {
  previewFullScreen: boolean;
  guideOpen: boolean;
  /** The configuration area's preview frame page. */
  previewUrl: string | null;
}

const INITIAL: EditorDemoState = { previewFullScreen: false, guideOpen: false, previewUrl: null };
let state: EditorDemoState = INITIAL;
const listeners = new Set<() => void>();

function update(change: Partial<EditorDemoState>): void {
  state = { ...state, ...change };
  for (const listener of listeners) listener();
}

export const editorDemo = {
  togglePreview: () => update({ previewFullScreen: !state.previewFullScreen }),
  setGuideOpen: (guideOpen: boolean) => update({ guideOpen }),
  setPreviewUrl: (previewUrl: string | null) => update({ previewUrl }),
};

export function useEditorDemo(): EditorDemoState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
    () => INITIAL,
  );
}
