'use client';
import { createContext, createElement, startTransition, useContext, useEffect, useState, type ReactNode, type RefObject } from 'react';
import { useSelector } from '@xstate/react';
import { createActor } from 'xstate';
import { connect, connectWaitingImage, imageStateOf, type ImageSnapshot } from '../../machines/image/connect.ts';
import { waitsToStart } from '../../machines/image/logic.ts';
import { imageMachine, type ImageInput } from '../../machines/image/machine.ts';
import type { ImageApi } from '../../machines/image/types.ts';
import { keepProps } from '../../machines/shared/normalize.ts';
import { bindImage, watchImageStart, type ImageActor } from '../browser/image.ts';
import type { ImageQueueActor } from '../browser/media.ts';
import { useInspect, usePropChange, type ActorHookOptions } from './actor-hooks.ts';

/** The image loading queue of a subtree (a test's, a preview's); the page's own when none is given. */
const ImageQueueScope = createContext<ImageQueueActor | null>(null);

/** Gives the images under it `queue` instead of the page's own image loading queue. */
export function ImageQueueProvider({ queue, children }: { queue: ImageQueueActor | null; children?: ReactNode }) {
  return createElement(ImageQueueScope.Provider, { value: queue }, children);
}

/** One image as a component describes it: the machine's input, and the scroll area it lives in. */
export interface UseImageInput extends ImageInput {
  /** [MEDIA-018] The scroll area to watch for 'viewport' loads (a strip's track). */
  scrollRoot?: RefObject<Element | null>;
}

/** What `useImage` returns: the image's actor and its view model. */
export interface ImageView {
  actorRef: ImageActor;
  api: ImageApi;
}

/** What `useImageWhenNear` returns: the image's actor once its machine has started (null before), and its view model. */
export interface ImageWhenNear {
  actorRef: ImageActor | null;
  api: ImageApi;
}

// Everything an image shows depends on its state, its address and its attempt (no snapshot: not started).
const selectView = (snapshot: ImageSnapshot | undefined) => snapshot;
const sameView = (a: ImageSnapshot | undefined, b: ImageSnapshot | undefined) =>
  a && b ? imageStateOf(a) === imageStateOf(b) && a.context.url === b.context.url && a.context.attempt === b.context.attempt : a === b;

/**
 * One image: an `imageMachine` for the component's lifetime, bound to the page by `bindImage`
 * (its box's size, its nearness, its `<img>`'s load and error, the page's queue), and its view
 * model. The server (and hydration) renders its first state: a first-screen picture as an
 * `<img srcset sizes>`, any other as its box and a `<noscript>` copy. A change of `load` after
 * mount (a slide coming near) reaches the machine as an event.
 */
export function useImage(input: UseImageInput, options: ActorHookOptions = {}): ImageView {
  const { actorRef, api } = useImageMachine(input, options, false);
  // Created with the component when it does not wait for nearness.
  return { actorRef: actorRef as ImageActor, api };
}

/**
 * The one implementation of `useImage` and `useImageWhenNear`. With `untilNear`, an image that
 * waits to start (load 'viewport', not a first-screen picture) renders its first state's markup
 * from its input, with no actor, until its box comes within 200 px of the viewport (or its scroll
 * area); its machine is created then (or when its load stops being 'viewport'). The same hooks and
 * the same elements in both phases, so a press across the start is kept.
 *
 * The actor's life is kept here rather than by `@xstate/react`'s `useActorRef`, which creates its
 * actor with the component: here it may come later.
 */
export function useImageMachine(input: UseImageInput, options: ActorHookOptions, untilNear: boolean): ImageWhenNear {
  const { scrollRoot, ...machineInput } = input;
  const given = useContext(ImageQueueScope);
  const inspect = useInspect(options);
  const create = (): ImageActor => createActor(imageMachine, { input: machineInput, inspect });
  const waits = untilNear && waitsToStart(input);
  const [actorRef, setActorRef] = useState<ImageActor | null>(() => (waits ? null : create()));
  const waiting = !actorRef && waits;
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
  const snapshot = useSelector(actorRef ?? undefined, selectView, sameView);
  return { actorRef, api: actorRef && snapshot ? connect(snapshot, actorRef.send, keepProps) : connectWaitingImage(machineInput, keepProps) };
}
