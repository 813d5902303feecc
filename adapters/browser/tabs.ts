import type { Actor } from 'xstate';
import { tabsAnatomy } from '../../machines/tabs/anatomy.ts';
import type { tabsMachine } from '../../machines/tabs/machine.ts';

export interface TabsEnvironment {
  document?: Document;
}

/**
 * Where the tabs meet the page: `focusTab` moves DOM focus to that tab (Left/Right/Home/End of
 * the WAI-ARIA tabs pattern, BLK-013). The React hook and the plain-DOM page both call it.
 * Returns the cleanup.
 */
export function bindTabs(actor: Actor<typeof tabsMachine>, env: TabsEnvironment = {}): () => void {
  const doc = env.document ?? document;
  const subscription = actor.on('focusTab', ({ id }) => {
    const tab = doc.getElementById(tabsAnatomy.id(actor.getSnapshot().context.id, 'trigger', id));
    if (tab instanceof HTMLElement && tab.matches(tabsAnatomy.selector('trigger'))) tab.focus();
  });
  return () => subscription.unsubscribe();
}
