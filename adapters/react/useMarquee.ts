'use client';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { Actor } from 'xstate';
import { useInspect, type ActorHookOptions } from './actor-hooks.ts';
import type { MarqueeBlockData } from '../../machines/marquee/codec.ts';
import { connect, type MarqueeApi, type MarqueeSnapshot } from '../../machines/marquee/connect.ts';
import { scrollOffset } from '../../machines/marquee/logic.ts';
import { marqueeMachine } from '../../machines/marquee/machine.ts';
import { createFrameLoop, observeMarquee } from '../browser/marquee.ts';
import { useReducedMotion } from './environment.tsx';

export interface MarqueeView {
  actorRef: Actor<typeof marqueeMachine>;
  api: MarqueeApi;
  /** Font size of the region (px), for the wave's height. */
  fontSize: number;
  /** Length of one copy of the text along the path (px), 0 until measured. */
  unitLength: number;
  rootRef: React.RefObject<HTMLDivElement | null>;
  textPathRef: React.RefObject<SVGTextPathElement | null>;
  measureRef: React.RefObject<SVGTextElement | null>;
}

// A render happens when the phase, the visitor's pause or the laid-out width changes, never per frame.
const selectView = (snapshot: MarqueeSnapshot) => snapshot;
const sameView = (a: MarqueeSnapshot, b: MarqueeSnapshot) =>
  a.value === b.value && a.context.width === b.context.width && a.context.pausedByVisitor === b.context.pausedByVisitor;

/**
 * Runs a `marqueeMachine` fed by the page's observers, and moves the text on a
 * `requestAnimationFrame` loop that writes the text path's start offset directly: the loop
 * runs only in the `running` state and causes no React render.
 */
export function useMarquee(data: MarqueeBlockData, options: ActorHookOptions = {}): MarqueeView {
  // [BLK-032] Reduced motion as the browser says, once hydrated (the server renders it still).
  const reducedMotion = useReducedMotion();
  const [input] = useState(() => {
    const { text: _text, ...props } = data;
    return { ...props, reducedMotion };
  });
  const actorRef = useActorRef(marqueeMachine, { input, inspect: useInspect(options) });
  useEffect(() => actorRef.send({ type: 'REDUCED_MOTION', on: reducedMotion }), [actorRef, reducedMotion]);
  const snapshot = useSelector(actorRef, selectView, sameView);
  const rootRef = useRef<HTMLDivElement | null>(null);
  const textPathRef = useRef<SVGTextPathElement | null>(null);
  const measureRef = useRef<SVGTextElement | null>(null);
  const [fontSize, setFontSize] = useState(16);
  const [unitLength, setUnitLength] = useState(0);
  const unitRef = useRef(0);
  unitRef.current = unitLength;

  useEffect(() => {
    const root = rootRef.current;
    return root ? observeMarquee(root, actorRef.send) : undefined;
  }, [actorRef]);

  // Measured after layout (and again once web fonts have loaded): one copy of the text.
  useLayoutEffect(() => {
    const measure = () => {
      const root = rootRef.current;
      if (root) setFontSize(parseFloat(getComputedStyle(root).fontSize) || 16);
      setUnitLength(measureRef.current?.getComputedTextLength() ?? 0);
    };
    measure();
    void document.fonts?.ready.then(measure);
  }, [data.text]);

  const loop = useMemo(
    () =>
      createFrameLoop((elapsed) => {
        const { animationSpeed, animationDirection } = actorRef.getSnapshot().context;
        textPathRef.current?.setAttribute('startOffset', String(scrollOffset(elapsed, animationSpeed, unitRef.current, animationDirection)));
      }),
    [actorRef],
  );
  const running = snapshot.value === 'running';
  useEffect(() => {
    loop.draw();
    if (running) loop.start();
    else loop.stop();
    return () => loop.stop();
  }, [loop, running, unitLength, snapshot.context.width]);

  return { actorRef, api: connect(snapshot, actorRef.send), fontSize, unitLength, rootRef, textPathRef, measureRef };
}
