/**
 * The example site's stand-ins for what a real site gets from its server and editor:
 * - the page context (signed in, owner, editor ...) comes from demo controls, kept in session
 *   storage and put on the page as the `#sm-page-context` JSON a published page carries;
 * - the editor's full-screen preview and open guide, and the configuration area's preview
 *   page, are a small store the dialogs demo and the config page show and change.
 */
import { useSyncExternalStore } from 'react';
import { PAGE_CONTEXT_ELEMENT_ID } from '../../adapters/browser/session.ts';
import { safeStorage } from '../../adapters/browser/storage.ts';
import { isLogoutLanding, type PageContext } from '../../machines/session/logic.ts';

export const DEMO_PAGE_CONTEXT_KEY = 'sm-demo-page-context';

/**
 * Puts the demo page context (if the visitor set one) on the page, before the app reads it.
 * A page reached by logout (`logout=true`) is anonymous again, as a server would render it.
 */
export function installDemoPageContext(doc: Document = document): void {
  if (isLogoutLanding(window.location.search)) safeStorage('session').remove(DEMO_PAGE_CONTEXT_KEY);
  const json = safeStorage('session').get(DEMO_PAGE_CONTEXT_KEY);
  if (json === null || doc.getElementById(PAGE_CONTEXT_ELEMENT_ID)) return;
  const element = doc.createElement('script');
  element.type = 'application/json';
  element.id = PAGE_CONTEXT_ELEMENT_ID;
  element.textContent = json;
  doc.head.append(element);
}

/** Saves a demo page context and reloads, as a new page load would bring a new context. */
export function applyDemoPageContext(page: PageContext): void {
  safeStorage('session').set(DEMO_PAGE_CONTEXT_KEY, JSON.stringify(page));
  window.location.reload();
}

export interface EditorDemoState {
  previewFullScreen: boolean;
  guideOpen: boolean;
  /** The configuration area's preview frame page. */
  previewUrl: string | null;
}

let state: EditorDemoState = { previewFullScreen: false, guideOpen: false, previewUrl: null };
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
  );
}
