'use client';
import { startTransition, useContext, useEffect, useState } from 'react';
import { useSelector } from '@xstate/react';
import { createActor } from 'xstate';
import { connect, connectWaitingImage, type ImageSnapshot } from '../../machines/image/connect.ts';
import { waitsToStart } from '../../machines/image/logic.ts';
import { imageMachine } from '../../machines/image/machine.ts';
import type { ImageApi } from '../../machines/image/types.ts';
import { keepProps } from '../../machines/shared/normalize.ts';
import { bindImage, watchImageStart, type ImageActor } from '../browser/image.ts';
import { useInspect, usePropChange, type ActorHookOptions } from './actor-hooks.ts';
import { ImageQueueScope, sameView, type UseImageInput } from './useImage.ts';

/** What `useImageWhenNear` returns: the image's actor once its machine has started (null before), and its view model. */
export interface ImageWhenNear {
  actorRef: ImageActor | null;
  api: ImageApi;
}

// An image whose machine may not have started has no snapshot yet.
const selectView = (snapshot: ImageSnapshot | undefined) => snapshot;
const sameViewWhenStarted = (a: ImageSnapshot | undefined, b: ImageSnapshot | undefined) => (a && b ? sameView(a, b) : a === b);

/**
 * [MEDIA-016] The view model of an image that may wait to start (load 'viewport', not a
 * first-screen picture): its first state's markup from its input, with no actor, until its box
 * comes within 200 px of the viewport (or its scroll area); then an `imageMachine` as `useImage`
 * has, created then (a load that stops being 'viewport' creates it too). Any other image has its
 * machine from the start. A grid of 1,000 pictures hydrates with a machine for the few near the
 * screen, not 1,000.
 *
 * One hook for both phases, so the component renders the same elements across the switch: a
 * press that began on the box just before its machine started ends on the same element and is
 * still a click (issue 20: a second component for the started image replaced the box under the
 * pointer, and the click on the slide around it was lost).
 */
export function useImageWhenNear(input: UseImageInput, options: ActorHookOptions = {}): ImageWhenNear {
  const { scrollRoot, ...machineInput } = input;
  const given = useContext(ImageQueueScope);
  const inspect = useInspect(options);
  const create = (): ImageActor => createActor(imageMachine, { input: machineInput, inspect });
  const [actorRef, setActorRef] = useState<ImageActor | null>(() => (waitsToStart(input) ? null : create()));
  const waiting = !actorRef && waitsToStart(input);
  if (!actorRef && !waiting) setActorRef(create());
  const { id } = input;
  // The pictures that come near together (a first screen, a fast scroll) start in one transition:
  // React renders their machines in slices, not in one task.
  useEffect(
    () => (waiting ? watchImageStart(id, () => startTransition(() => setActorRef((current) => current ?? create())), { scrollRoot: scrollRoot?.current ?? null }) : undefined),
    // `create` reads this render's input: the machine's input is the input when it starts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [waiting, id, scrollRoot],
  );
  useEffect(() => {
    if (!actorRef) return;
    // Strict mode's second mount after a stop: a new actor (a stopped one cannot run again).
    if (actorRef.getSnapshot().status === 'stopped') return setActorRef(create());
    actorRef.start();
    return () => void actorRef.stop();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actorRef]);
  useEffect(() => (actorRef ? bindImage(actorRef, { queue: given ?? undefined, scrollRoot: scrollRoot?.current ?? null }) : undefined), [actorRef, given, scrollRoot]);
  usePropChange(input.load, (load) => actorRef?.send({ type: 'SET_LOAD', load }));
  const snapshot = useSelector(actorRef ?? undefined, selectView, sameViewWhenStarted);
  return { actorRef, api: actorRef && snapshot ? connect(snapshot, actorRef.send, keepProps) : connectWaitingImage(machineInput, keepProps) };
}
