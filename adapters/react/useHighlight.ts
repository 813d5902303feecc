'use client';
import { useEffect, useId, useRef } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { Actor } from 'xstate';
import type { HighlightSettings } from '../../machines/highlight/codec.ts';
import { connect } from '../../machines/highlight/connect.ts';
import { highlightMachine } from '../../machines/highlight/machine.ts';
import type { HighlightApi, HighlightSnapshot } from '../../machines/highlight/types.ts';
import { bindHighlight } from '../browser/highlight.ts';
import { useInspect, type ActorHookOptions } from './actor-hooks.ts';
import { keepProps } from '../../machines/shared/normalize.ts';

export type HighlightActorRef = Actor<typeof highlightMachine>;

export interface UseHighlightInput {
  /** [BLK-041] Decoded settings; those not given take their defaults. */
  settings?: Partial<HighlightSettings>;
  /** Prefix of the parts' DOM ids; generated (`useId`) when absent. */
  id?: string;
}

// A render when the phase, the resync window or the measured box changes, never per frame.
const selectView = (snapshot: HighlightSnapshot) => snapshot;
const sameView = (a: HighlightSnapshot, b: HighlightSnapshot) =>
  a.value === b.value && a.context.box === b.context.box && a.context.resyncing === b.context.resyncing && a.context.progress === b.context.progress;

/**
 * Starts a `highlightMachine` for the component's life, bound to the page by `bindHighlight`
 * once mounted (observers, measure, reduced motion, the frame loop). The server and the
 * hydrating render show the initial state by animation kind ([BLK-045] .. [BLK-047]).
 */
export function useHighlight(
  input: UseHighlightInput,
  options: ActorHookOptions = {},
): { actorRef: HighlightActorRef; api: HighlightApi; rootRef: React.RefObject<HTMLSpanElement | null> } {
  const generatedId = useId();
  const actorRef = useActorRef(highlightMachine, {
    input: { id: input.id ?? `highlight${generatedId.replace(/[^a-zA-Z0-9_-]/g, '')}`, settings: input.settings },
    inspect: useInspect(options),
  });
  const rootRef = useRef<HTMLSpanElement | null>(null);
  useEffect(() => {
    const root = rootRef.current;
    return root ? bindHighlight(actorRef, { root }) : undefined;
  }, [actorRef]);
  const snapshot = useSelector(actorRef, selectView, sameView);
  return { actorRef, api: connect(snapshot, actorRef.send, keepProps), rootRef };
}
