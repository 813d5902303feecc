'use client';
import { useEffect, useId, useLayoutEffect, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { Actor } from 'xstate';
import { useInspect, type ActorHookOptions } from './actor-hooks.ts';
import type { MarqueeBlockData } from '../../machines/marquee/codec.ts';
import { connect, type MarqueeSnapshot } from '../../machines/marquee/connect.ts';
import { marqueeMachine } from '../../machines/marquee/machine.ts';
import type { MarqueeApi } from '../../machines/marquee/types.ts';
import { bindMarquee } from '../browser/marquee.ts';
import { useReducedMotion } from './environment.tsx';
import { normalizeProps } from './normalize-props.ts';

export type MarqueeActor = Actor<typeof marqueeMachine>;

// A render happens when the phase, the visitor's pause, the laid-out width or the measured text
// changes, never per frame.
const selectView = (snapshot: MarqueeSnapshot) => snapshot;
const sameView = (a: MarqueeSnapshot, b: MarqueeSnapshot) =>
  a.value === b.value &&
  a.context.width === b.context.width &&
  a.context.pausedByVisitor === b.context.pausedByVisitor &&
  a.context.fontSize === b.context.fontSize &&
  a.context.unitLength === b.context.unitLength;

/**
 * Runs a `marqueeMachine` bound to the page by `bindMarquee` (observers, text measures, the
 * `requestAnimationFrame` loop that moves the text path while `running`, with no React render
 * per frame), and returns `{ actorRef, api }`.
 */
export function useMarquee(data: MarqueeBlockData, options: ActorHookOptions = {}): { actorRef: MarqueeActor; api: MarqueeApi } {
  // [BLK-032] Reduced motion as the browser says, once hydrated (the server renders it still).
  const reducedMotion = useReducedMotion();
  // An id usable in an SVG `href` fragment and a selector (React's ids carry colons).
  const id = `marquee-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const [input] = useState(() => {
    const { text: _text, ...props } = data;
    return { ...props, id, reducedMotion };
  });
  const actorRef = useActorRef(marqueeMachine, { input, inspect: useInspect(options) });
  useEffect(() => actorRef.send({ type: 'REDUCED_MOTION', on: reducedMotion }), [actorRef, reducedMotion]);
  // Bound after layout, so the first measure sees the rendered text.
  useLayoutEffect(() => bindMarquee(actorRef), [actorRef, data.text]);
  const snapshot = useSelector(actorRef, selectView, sameView);
  return { actorRef, api: connect(snapshot, actorRef.send, normalizeProps) };
}
