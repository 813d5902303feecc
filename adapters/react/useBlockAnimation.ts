'use client';
import { useEffect, useRef } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { Actor } from 'xstate';
import { connect } from '../../machines/block-animation/connect.ts';
import type { BlockAnimationKind } from '../../machines/block-animation/logic.ts';
import { blockAnimationMachine } from '../../machines/block-animation/machine.ts';
import type { BlockAnimationApi, BlockAnimationSnapshot } from '../../machines/block-animation/types.ts';
import { keepProps } from '../../machines/shared/normalize.ts';
import { bindBlockAnimation } from '../browser/block-animation.ts';
import { useInspect, type ActorHookOptions } from './actor-hooks.ts';

export type BlockAnimationActorRef = Actor<typeof blockAnimationMachine>;

export interface UseBlockAnimationInput {
  animation?: BlockAnimationKind;
  /** [CONST-001] Seconds (0.3 by default). */
  duration?: number;
  /** [BLK-008] The page is open in the editor: no animation. */
  editMode?: boolean;
}

const selectPhase = (snapshot: BlockAnimationSnapshot) => snapshot;
const samePhase = (a: BlockAnimationSnapshot, b: BlockAnimationSnapshot) => a.value === b.value;

/**
 * Starts a `blockAnimationMachine` for the block's life, bound to the page once mounted. The
 * server and the hydrating render show the block as it is (`idle`): hidden only by the browser,
 * after its observer's first report.
 */
export function useBlockAnimation(
  input: UseBlockAnimationInput,
  options: ActorHookOptions = {},
): { actorRef: BlockAnimationActorRef; api: BlockAnimationApi; rootRef: React.RefObject<HTMLDivElement | null> } {
  const actorRef = useActorRef(blockAnimationMachine, { input, inspect: useInspect(options) });
  const rootRef = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    const root = rootRef.current;
    return root ? bindBlockAnimation(actorRef, { root }) : undefined;
  }, [actorRef]);
  const snapshot = useSelector(actorRef, selectPhase, samePhase);
  return { actorRef, api: connect(snapshot, actorRef.send, keepProps), rootRef };
}
