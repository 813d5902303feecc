'use client';
import { useEffect, useRef } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { Actor } from 'xstate';
import { keepProps } from '../../machines/shared/normalize.ts';
import { connect } from '../../machines/text-shrink/connect.ts';
import { textShrinkMachine } from '../../machines/text-shrink/machine.ts';
import type { TextShrinkApi, TextShrinkSnapshot } from '../../machines/text-shrink/types.ts';
import { bindTextShrink } from '../browser/text-shrink.ts';
import { useInspect, type ActorHookOptions } from './actor-hooks.ts';

const select = (snapshot: TextShrinkSnapshot) => snapshot;
const same = (a: TextShrinkSnapshot, b: TextShrinkSnapshot) => a.value === b.value && a.context.fontSize === b.context.fontSize;

/** Starts a `textShrinkMachine` bound to its container once mounted; the server renders the CSS guess. */
export function useTextShrink(
  input: { maxFontSize: number },
  options: ActorHookOptions = {},
): { actorRef: Actor<typeof textShrinkMachine>; api: TextShrinkApi; containerRef: React.RefObject<HTMLDivElement | null> } {
  const actorRef = useActorRef(textShrinkMachine, { input, inspect: useInspect(options) });
  const containerRef = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    const container = containerRef.current;
    return container ? bindTextShrink(actorRef, { container }) : undefined;
  }, [actorRef]);
  const snapshot = useSelector(actorRef, select, same);
  return { actorRef, api: connect(snapshot, actorRef.send, keepProps), containerRef };
}
