'use client';
import { useEffect, useRef, type RefObject } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { connect, type ImageBlockSnapshot } from '../../machines/image-block/connect.ts';
import { imageBlockMachine, type ImageBlockInput } from '../../machines/image-block/machine.ts';
import type { ImageBlockApi, ImageBlockConnectOptions } from '../../machines/image-block/types.ts';
import { keepProps } from '../../machines/shared/normalize.ts';
import { bindImageBlock, type ImageBlockActor } from '../browser/image-block.ts';
import { useInspect, type ActorHookOptions } from './actor-hooks.ts';

export type UseImageBlockInput = ImageBlockInput & ImageBlockConnectOptions;

// What the block shows changes with its state, its width and its text size.
const sameView = (a: ImageBlockSnapshot, b: ImageBlockSnapshot) => a.value === b.value && a.context.width === b.context.width && a.context.minFontSize === b.context.minFontSize;

/**
 * Starts an `imageBlockMachine` for the component's lifetime, bound to its element after
 * hydration (`bindImageBlock`: the server knows no width, so the first render is the wide
 * layout's markup; the stylesheet's container query lays out a narrow block from the start).
 */
export function useImageBlock(
  input: UseImageBlockInput,
  options: ActorHookOptions = {},
): { actorRef: ImageBlockActor; api: ImageBlockApi; rootRef: RefObject<HTMLDivElement | null> } {
  const { id, variant, videoRatio, ...machineInput } = input;
  const actorRef = useActorRef(imageBlockMachine, { input: machineInput, inspect: useInspect(options) });
  const rootRef = useRef<HTMLDivElement | null>(null);
  useEffect(() => (rootRef.current ? bindImageBlock(actorRef, rootRef.current) : undefined), [actorRef]);
  const snapshot = useSelector(actorRef, (current) => current, sameView);
  return { actorRef, api: connect(snapshot, actorRef.send, keepProps, { id, variant, videoRatio }), rootRef };
}
