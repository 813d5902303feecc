import { createActor, fromPromise } from 'xstate';
import { decodeUsername } from '../../machines/follow/codec.ts';
import { FOLLOW_TARGET_SELECTOR } from '../../machines/follow/anatomy.ts';
import { INVALID_USERNAME_MESSAGE, USERNAME_ATTRIBUTE } from '../../machines/follow/constants.ts';
import { connect } from '../../machines/follow/connect.ts';
import { followButtonMachine } from '../../machines/follow/machine.ts';
import { SOCIAL_SCRIPT_TIMEOUT_MS } from '../../machines/script-loader/constants.ts';
import { normalizeProps, spreadProps } from './dom-props.ts';
import { loadScript } from './script-loader.ts';

/**
 * Loads a script once per address; every caller shares the one load. Kept for the
 * `site-machines/follow` entry: the page's script loader does the work [MAP-018].
 */
export function loadScriptOnce(src: string, doc: Document = document): Promise<void> {
  return loadScript(src, { doc, timeoutMs: SOCIAL_SCRIPT_TIMEOUT_MS });
}

/**
 * [WID-001] Renders a follow link into every element under `root` carrying a username
 * attribute, each driven by a `followButtonMachine` that waits for the social widget host's
 * script (shared; 10000 ms at most [WID-002]). Returns the cleanup.
 */
export function mountFollowLinks(root: ParentNode, { scriptUrl }: { scriptUrl: string }): () => void {
  const stops: (() => void)[] = [];
  for (const element of root.querySelectorAll<HTMLElement>(FOLLOW_TARGET_SELECTOR)) {
    const decoded = decodeUsername(element.getAttribute(USERNAME_ATTRIBUTE));
    if (!decoded.ok) {
      console.warn(INVALID_USERNAME_MESSAGE, element.getAttribute(USERNAME_ATTRIBUTE));
      continue;
    }
    const username = decoded.data;
    const link = element.ownerDocument.createElement('a');
    const actor = createActor(followButtonMachine.provide({ actors: { loadWidgetScript: fromPromise(() => loadScript(scriptUrl, { doc: element.ownerDocument, timeoutMs: SOCIAL_SCRIPT_TIMEOUT_MS })) } }), { input: { username } });
    const render = () => {
      const api = connect(actor.getSnapshot(), actor.send, normalizeProps);
      spreadProps(link, { ...api.getLinkProps(), children: api.text });
    };
    const subscription = actor.subscribe(render);
    actor.start();
    render();
    element.replaceChildren(link);
    stops.push(() => {
      subscription.unsubscribe();
      actor.stop();
    });
  }
  return () => stops.forEach((stop) => stop());
}
