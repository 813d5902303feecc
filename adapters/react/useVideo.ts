import { useEffect, useRef, useState, type RefObject } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { connect, type VideoApi, type VideoSnapshot } from '../../machines/video/connect.ts';
import { videoMachine, type VideoEvent, type VideoInput } from '../../machines/video/machine.ts';
import { bindVideoPlayer, registerVideo, subscribeToPlayer } from '../browser/video.ts';

export interface UseVideoOptions {
  title: string;
  /** Rewrites the player address (a local stand-in player, a privacy host); identity by default. */
  resolveSrc?: (src: string) => string;
  /** The video started (true) or stopped (false) playing: a gallery pauses autoplay [GAL-053]. */
  onPlayingChange?: (playing: boolean) => void;
  /** False when its slide is left: the video resets [GAL-054]. */
  active?: boolean;
}

const viewKey = (snapshot: VideoSnapshot) => `${JSON.stringify(snapshot.value)}|${snapshot.context.loads}|${snapshot.context.mode}`;

/** Starts a videoMachine with the page's players wired: other videos, messages, the slide. */
export function useVideo(input: VideoInput, options: UseVideoOptions): { api: VideoApi; frameRef: RefObject<HTMLIFrameElement | null>; onFrameLoad(): void; send: (event: VideoEvent) => void } {
  const [startInput] = useState(input);
  const actorRef = useActorRef(videoMachine, { input: startInput });
  const frameRef = useRef<HTMLIFrameElement | null>(null);
  const onPlayingChange = useRef(options.onPlayingChange);
  onPlayingChange.current = options.onPlayingChange;
  useSelector(actorRef, viewKey);

  useEffect(() => {
    const subscriptions = [
      actorRef.on('playing', () => onPlayingChange.current?.(true)),
      actorRef.on('stopped', () => onPlayingChange.current?.(false)),
    ];
    const unbind = [registerVideo(actorRef), bindVideoPlayer(actorRef, () => frameRef.current)];
    return () => {
      subscriptions.forEach((subscription) => subscription.unsubscribe());
      unbind.forEach((fn) => fn());
    };
  }, [actorRef]);
  useEffect(() => {
    if (options.active === false) actorRef.send({ type: 'RESET' });
  }, [options.active, actorRef]);
  // [MEDIA-027] A new mode from the page reloads the player.
  useEffect(() => actorRef.send({ type: 'SET_MODE', mode: input.mode ?? null }), [input.mode, actorRef]);

  const api = connect(actorRef.getSnapshot(), actorRef.send, { title: options.title, origin: window.location.origin, resolveSrc: options.resolveSrc });
  return {
    api,
    frameRef,
    onFrameLoad: () => frameRef.current && subscribeToPlayer(actorRef, frameRef.current),
    send: actorRef.send,
  };
}
