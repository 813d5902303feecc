'use client';
import { useEffect, useRef, useState } from 'react';
import { embedElementOf } from '../../machines/video/embed.ts';
import { useActorRef, useSelector } from '@xstate/react';
import { connect, type VideoSnapshot } from '../../machines/video/connect.ts';
import { videoMachine, type VideoInput } from '../../machines/video/machine.ts';
import type { VideoApi } from '../../machines/video/types.ts';
import { bindVideo } from '../browser/video.ts';
import { normalizeProps } from './normalize-props.ts';
import { readOrigin } from '../browser/environment.ts';
import { useInspect, type ActorHookOptions } from './actor-hooks.ts';
import type { Actor } from 'xstate';
import { useHtmlParser } from './html-parser.ts';

export interface UseVideoOptions extends ActorHookOptions {
  title: string;
  /** Rewrites the player address (a local stand-in player, a privacy host); identity by default. */
  resolveSrc?: (src: string) => string;
  /** The video started (true) or stopped (false) playing: a gallery pauses autoplay [GAL-053]. */
  onPlayingChange?: (playing: boolean) => void;
  /** False when its slide is left: the video resets [GAL-054]. */
  active?: boolean;
}

const viewKey = (snapshot: VideoSnapshot) => `${JSON.stringify(snapshot.value)}|${snapshot.context.loads}|${snapshot.context.mode}`;

/** What the hook takes: the embed code as the site owner wrote it, and the machine's other input. */
export type UseVideoInput = Omit<VideoInput, 'embed'> & { embedHtml: string };

/**
 * Starts a videoMachine with the page's players wired by `bindVideo` (other videos, the
 * player's messages) and the slide's, and returns `{ actorRef, api }`. The
 * embed code is parsed by the page's HTML parser (`useHtmlParser`), once, and the machine gets
 * its player element's attributes.
 */
export function useVideo(
  input: UseVideoInput,
  options: UseVideoOptions,
): { actorRef: Actor<typeof videoMachine>; api: VideoApi } {
  const parse = useHtmlParser();
  const [startInput] = useState<VideoInput>(() => {
    const { embedHtml, ...rest } = input;
    return { ...rest, embed: embedElementOf(parse(typeof embedHtml === 'string' ? embedHtml : '')) };
  });
  const actorRef = useActorRef(videoMachine, { input: startInput, inspect: useInspect(options) });
  // The page's origin, for the player's messages: known in the browser, where the player loads.
  const [origin, setOrigin] = useState('');
  useEffect(() => setOrigin(readOrigin()), []);
  const onPlayingChange = useRef(options.onPlayingChange);
  onPlayingChange.current = options.onPlayingChange;
  useSelector(actorRef, viewKey);

  useEffect(() => {
    const subscriptions = [
      actorRef.on('playing', () => onPlayingChange.current?.(true)),
      actorRef.on('stopped', () => onPlayingChange.current?.(false)),
    ];
    const unbind = bindVideo(actorRef);
    return () => {
      subscriptions.forEach((subscription) => subscription.unsubscribe());
      unbind();
    };
  }, [actorRef]);
  useEffect(() => {
    if (options.active === false) actorRef.send({ type: 'RESET' });
  }, [options.active, actorRef]);
  // [MEDIA-027] A new mode from the page reloads the player.
  useEffect(() => actorRef.send({ type: 'SET_MODE', mode: input.mode ?? null }), [input.mode, actorRef]);

  return { actorRef, api: connect(actorRef.getSnapshot(), actorRef.send, normalizeProps, { title: options.title, origin, resolveSrc: options.resolveSrc }) };
}
