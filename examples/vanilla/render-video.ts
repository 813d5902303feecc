import { createActor } from 'xstate';
import { normalizeProps, spreadProps } from '../../adapters/browser/dom-props.ts';
import { readOrigin } from '../../adapters/browser/environment.ts';
import { parseHtmlFragment } from '../../adapters/browser/html.ts';
import { inspectOnPage } from '../../adapters/browser/inspection.ts';
import { bindVideo } from '../../adapters/browser/video.ts';
import { connect } from '../../machines/video/connect.ts';
import { embedElementOf } from '../../machines/video/embed.ts';
import { videoMachine } from '../../machines/video/machine.ts';
import type { OEmbedAnswer } from '../../machines/video/oembed.ts';

export interface VanillaVideoInput {
  id: string;
  /** Untrusted embed HTML: only its player element's attributes reach the machine. */
  embedHtml: string;
  mode?: string | null;
  oembed?: OEmbedAnswer | null;
  title: string;
  /** The overlay's picture (already rendered). */
  thumbnail?: HTMLElement;
  resolveSrc?: (src: string) => string;
  /** The video started (true) or stopped (false) playing: a gallery pauses autoplay [GAL-053]. */
  onPlayingChange?: (playing: boolean) => void;
}

export interface VanillaVideo {
  element: HTMLElement;
  /** [GAL-054] Its slide was left: the video goes back to its overlay. */
  reset(): void;
  destroy(): void;
}

/**
 * A video embed in plain DOM, as the React `VideoEmbed` renders it, from the same videoMachine
 * and `connect`: the overlay button, then the player frame (a new one per load count, so a
 * reload [MEDIA-027] mounts a fresh frame), or the invalid embed's message [MEDIA-031].
 */
export function renderVideo(input: VanillaVideoInput): VanillaVideo {
  const actor = createActor(videoMachine, {
    input: { id: input.id, embed: embedElementOf(parseHtmlFragment(input.embedHtml)), mode: input.mode, oembed: input.oembed },
    inspect: inspectOnPage,
  });
  const origin = readOrigin();
  const root = document.createElement('div');
  const overlay = document.createElement('button');
  const play = document.createElement('span');
  play.className = 'sm-video-play';
  play.setAttribute('aria-hidden', 'true');
  play.textContent = '▶';
  if (input.thumbnail) overlay.append(input.thumbnail);
  overlay.append(play);
  const error = document.createElement('p');
  let frame: HTMLIFrameElement | null = null;
  let frameKey = '';

  const render = () => {
    const api = connect(actor.getSnapshot(), actor.send, normalizeProps, { title: input.title, origin, resolveSrc: input.resolveSrc });
    spreadProps(root, api.getRootProps());
    if (api.status === 'invalid') {
      spreadProps(error, api.getErrorProps());
      error.textContent = api.error ?? '';
      if (error.parentNode !== root) root.replaceChildren(error);
      return;
    }
    if (overlay.parentNode !== root) root.replaceChildren(overlay);
    spreadProps(overlay, api.getOverlayProps());
    if (!api.playerMounted || frameKey !== api.playerKey) {
      frame?.remove();
      frame = null;
    }
    if (api.playerMounted && !frame) {
      const next = document.createElement('iframe');
      frameKey = api.playerKey;
      frame = next;
      spreadProps(next, api.getPlayerProps());
      root.append(next);
    } else if (frame) spreadProps(frame, api.getPlayerProps());
  };

  const subscriptions = [
    actor.subscribe(render),
    actor.on('playing', () => input.onPlayingChange?.(true)),
    actor.on('stopped', () => input.onPlayingChange?.(false)),
  ];
  actor.start();
  // [MEDIA-027] The mode as the page gives it.
  actor.send({ type: 'SET_MODE', mode: input.mode ?? null });
  render();
  // Bound once the element is in the page (its parts are found by the anatomy).
  let stopped = false;
  let unbind: (() => void) | undefined;
  queueMicrotask(() => {
    if (!stopped) unbind = bindVideo(actor, { doc: root.ownerDocument });
  });
  return {
    element: root,
    reset: () => actor.send({ type: 'RESET' }),
    destroy() {
      subscriptions.forEach((subscription) => subscription.unsubscribe());
      stopped = true;
      unbind?.();
      actor.stop();
    },
  };
}
