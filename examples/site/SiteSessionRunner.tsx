import { useEffect } from 'react';
import { readLocation } from '../../adapters/browser/environment.ts';
import { useSiteSession } from '../../adapters/react/useSiteSession.ts';
import type { PageContext } from '../../machines/session/logic.ts';
import { editorDemo, useEditorDemo } from './demo-state.ts';

/** An Esc the dialog stack passed on (no dialog open) before the session's code had arrived. */
export interface EscapeWithoutDialog {
  shiftKey: boolean;
  editable: boolean;
}

/**
 * The published site's session (Esc, owner redirect, logout), fetched where it acts (SiteApp):
 * the session wired to the page's dialog stack; the Esc presses kept while its code was on the
 * way are handed to it first, in order.
 */
export function SiteSessionRunner({ pageContext, takePending }: { pageContext: PageContext; takePending: () => EscapeWithoutDialog[] }) {
  const editor = useEditorDemo();
  const session = useSiteSession({
    pageContext,
    guideOpen: editor.guideOpen,
    previewUrl: editor.previewUrl,
    onTogglePreview: editorDemo.togglePreview,
    onCloseGuide: () => editorDemo.setGuideOpen(false),
  });
  const actor = session.actorRef;
  useEffect(() => {
    for (const { shiftKey, editable } of takePending()) actor.send({ type: 'ESCAPE', shiftKey, editable, here: readLocation() });
  }, [actor, takePending]);
  return null;
}
