import type { Actor } from 'xstate';
import type { videoMachine } from '../../machines/video/machine.ts';
import { videoAnatomy } from '../../machines/video/anatomy.ts';
import { parsePlayerMessage, playerMessage, stateReportRequests } from '../../machines/video/embed.ts';

type VideoActor = Actor<typeof videoMachine>;

const videosOnPage = new Set<VideoActor>();

/** [MEDIA-025] Showing one video hides the players of every other video on the page. */
export function registerVideo(actor: VideoActor): () => void {
  videosOnPage.add(actor);
  const subscription = actor.on('shown', () => {
    for (const other of videosOnPage) if (other !== actor) other.send({ type: 'HIDE' });
  });
  return () => {
    subscription.unsubscribe();
    videosOnPage.delete(actor);
  };
}

/** The origin a message to the player must name: the player frame's own. */
function originOf(frame: HTMLIFrameElement): string {
  try {
    return new URL(frame.src, window.location.href).origin;
  } catch {
    return window.location.origin;
  }
}

/**
 * [MEDIA-033] Talks to the player frame by cross-window messages in its service's format:
 * the machine's `command`s are posted to it, and its reports (playing, paused, ended) become
 * PLAYER_* events. On each load it is asked to report (YouTube 'listening', Vimeo listeners).
 */
export function bindVideoPlayer(actor: VideoActor, frame: () => HTMLIFrameElement | null, win: Window = window): () => void {
  const provider = () => actor.getSnapshot().context.embed?.provider ?? 'other';
  const post = (message: string) => {
    const target = frame();
    target?.contentWindow?.postMessage(message, originOf(target));
  };
  const commands = actor.on('command', ({ command }) => {
    const message = playerMessage(provider(), command);
    if (message) post(message);
  });
  const onMessage = (event: MessageEvent) => {
    const target = frame();
    if (!target || event.source !== target.contentWindow) return;
    const state = parsePlayerMessage(provider(), event.data);
    if (state) actor.send({ type: state === 'playing' ? 'PLAYER_PLAYING' : state === 'paused' ? 'PLAYER_PAUSED' : 'PLAYER_ENDED' });
  };
  win.addEventListener('message', onMessage);
  return () => {
    commands.unsubscribe();
    win.removeEventListener('message', onMessage);
  };
}

/** Asks a freshly loaded player frame to report its state. */
export function subscribeToPlayer(actor: VideoActor, frame: HTMLIFrameElement): void {
  const provider = actor.getSnapshot().context.embed?.provider ?? 'other';
  for (const message of stateReportRequests(provider, actor.getSnapshot().context.id)) frame.contentWindow?.postMessage(message, originOf(frame));
}

export interface VideoEnv {
  /** The document the embed is rendered in; its parts are found by `videoAnatomy` and the actor's id. */
  doc?: Document;
}

/**
 * The one place a video embed meets the page, for React and plain DOM alike: it joins the
 * page's videos (showing one hides the others [MEDIA-025]), talks to its player frame
 * [MEDIA-033] (found through `videoAnatomy`, whichever frame is mounted now), and asks each
 * freshly loaded frame to report. Returns the cleanup.
 */
export function bindVideo(actor: VideoActor, env: VideoEnv = {}): () => void {
  const doc = env.doc ?? document;
  const rootId = videoAnatomy.id(actor.getSnapshot().context.id, 'root');
  const frame = () => doc.querySelector<HTMLIFrameElement>(videoAnatomy.selector('player', rootId));
  // A frame's load does not bubble: it is caught on its way down, at the document.
  const onLoad = (event: Event) => {
    const current = frame();
    if (current && event.target === current) subscribeToPlayer(actor, current);
  };
  doc.addEventListener('load', onLoad, true);
  const unbind = [registerVideo(actor), bindVideoPlayer(actor, frame, doc.defaultView ?? window)];
  return () => {
    doc.removeEventListener('load', onLoad, true);
    unbind.forEach((fn) => fn());
  };
}
