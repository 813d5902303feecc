'use client';
import { createContext, createElement, useContext, useEffect, type ReactNode, type RefObject } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { connect, imageStateOf, type ImageSnapshot } from '../../machines/image/connect.ts';
import { imageMachine, type ImageInput } from '../../machines/image/machine.ts';
import type { ImageApi } from '../../machines/image/types.ts';
import { keepProps } from '../../machines/shared/normalize.ts';
import { bindImage, type ImageActor } from '../browser/image.ts';
import type { ImageQueueActor } from '../browser/media.ts';
import { useInspect, usePropChange, type ActorHookOptions } from './actor-hooks.ts';

/** The image loading queue of a subtree (a test's, a preview's); the page's own when none is given. */
export const ImageQueueScope = createContext<ImageQueueActor | null>(null);

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

// Everything an image shows depends on its state, its address and its attempt.
const selectView = (snapshot: ImageSnapshot) => snapshot;
export const sameView = (a: ImageSnapshot, b: ImageSnapshot) =>
  imageStateOf(a) === imageStateOf(b) && a.context.url === b.context.url && a.context.attempt === b.context.attempt;

/**
 * One image: an `imageMachine` for the component's lifetime, bound to the page by `bindImage`
 * (its box's size, its nearness, its `<img>`'s load and error, the page's queue), and its view
 * model. The server (and hydration) renders its first state: a first-screen picture as an
 * `<img srcset sizes>`, any other as its box and a `<noscript>` copy. A change of `load` after
 * mount (a slide coming near) reaches the machine as an event.
 */
export function useImage(input: UseImageInput, options: ActorHookOptions = {}): ImageView {
  const { scrollRoot, ...machineInput } = input;
  const given = useContext(ImageQueueScope);
  const actorRef = useActorRef(imageMachine, { input: machineInput, inspect: useInspect(options) });
  useEffect(() => bindImage(actorRef, { queue: given ?? undefined, scrollRoot: scrollRoot?.current ?? null }), [actorRef, given, scrollRoot]);
  usePropChange(input.load, (load) => actorRef.send({ type: 'SET_LOAD', load }));
  const snapshot = useSelector(actorRef, selectView, sameView);
  return { actorRef, api: connect(snapshot, actorRef.send, keepProps) };
}

