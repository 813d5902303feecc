'use client';
import { useEffect, useId, useLayoutEffect } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { Actor } from 'xstate';
import { connect } from '../../machines/lightbox/connect.ts';
import type { LightboxApi, LightboxSnapshot } from '../../machines/lightbox/types.ts';
import { normalizeProps } from './normalize-props.ts';
import { lightboxMachine, type LightboxInput } from '../../machines/lightbox/machine.ts';
import { bindLightboxEffects, bindLightboxMotion, focusCloseControlFromRoot, observeMobileViewport, openLightboxFromAddress, scrollToCurrentSlide } from '../browser/lightbox.ts';
import { lightboxOpen, type LightboxOpenReport } from '../browser/controlled-lightbox.ts';
import { useInspect, useLatest, usePropChange, type ActorHookOptions } from './actor-hooks.ts';
import { useControllableState } from './useControllableState.ts';

export type LightboxActor = Actor<typeof lightboxMachine>;

export interface UseLightboxInput extends Omit<LightboxInput, 'controlled'> {
  /** [LBX-001] Open the slide the page's address names, once mounted. */
  openFromAddress?: boolean;
  /** [LBX-002] The collection's full URL, for keys that are the path after it. */
  collectionUrl?: string;
  /** Controlled: whether it is open (with `index`), owned by the page; the visitor asks through `onOpenChange`. */
  open?: boolean;
  /** Controlled: the item shown while open (0 by default); the visitor asks through `onIndexChange`. */
  index?: number;
  /** Uncontrolled: open (at `defaultIndex`, 0 by default) once the page has hydrated. */
  defaultOpen?: boolean;
  defaultIndex?: number;
  /** It opened or closed (controlled: the visitor asks it to), at `index`. */
  onOpenChange?: (open: boolean, index: number) => void;
  /** Another item shows (controlled: the visitor asks for it). */
  onIndexChange?: (index: number) => void;
}

/**
 * Starts a `lightboxMachine` for the component's lifetime with its address and page effects bound
 * (when `enabled`). Items and a controlled `open`/`index` that change after mount are sent to the
 * machine as events.
 */
function useStartedLightbox(input: UseLightboxInput, options: ActorHookOptions, enabled: boolean): LightboxActor {
  const { openFromAddress = false, collectionUrl, open, index, defaultOpen = false, defaultIndex = 0, onOpenChange, onIndexChange, ...machineInput } = input;
  const generatedId = useId();
  const controlled = open !== undefined;
  const actorRef = useActorRef(lightboxMachine, {
    input: { ...machineInput, mobile: machineInput.mobile ?? false, controlled, id: machineInput.id ?? `lightbox${generatedId.replace(/:/g, '')}` },
    inspect: useInspect(options),
  });
  // A controlled lightbox opens where the page says, an uncontrolled `defaultOpen` one at
  // `defaultIndex`, once the page has hydrated (a lightbox is never in the server's page). Bound
  // before the address is read, so an opening from the address is reported too.
  useControllableState(enabled ? actorRef : null, lightboxOpen, {
    component: 'Lightbox',
    prop: 'open',
    value: controlled ? { open, index } : undefined,
    defaultValue: defaultOpen ? { open: true, index: defaultIndex } : undefined,
    onChange: (report: LightboxOpenReport) =>
      report.type === 'openChange' ? onOpenChange?.(report.open, report.index) : onIndexChange?.(report.index),
  });
  const settings = useLatest({ openFromAddress, collectionUrl });
  useEffect(() => {
    if (!enabled) return undefined;
    // [LBX-019] [LBX-020] Mobile unless told otherwise: a viewport at most 432 px wide, read in
    // the browser (the server renders the lightbox closed) and followed while it is closed.
    const unobserve = machineInput.mobile === undefined ? observeMobileViewport((mobile) => actorRef.send({ type: 'SET_MOBILE', mobile })) : () => {};
    const unbind = bindLightboxEffects(actorRef);
    const unbindMotion = bindLightboxMotion(actorRef);
    if (settings.current.openFromAddress) openLightboxFromAddress(actorRef, settings.current.collectionUrl);
    return () => {
      unobserve();
      unbind();
      unbindMotion();
    };
    // Read once, at mount, like the machine's input.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actorRef]);
  usePropChange(machineInput.slides, (slides) => actorRef.send({ type: 'SET_SLIDES', slides }), sameSlides);
  return actorRef;
}

const sameSlides = (a: LightboxInput['slides'], b: LightboxInput['slides']) =>
  a.length === b.length && a.every((slide, at) => slide.id === b[at]?.id && slide.url === b[at]?.url && slide.inLayoutBlock === b[at]?.inLayoutBlock);

// A lightbox view changes with its state, its index, its layout and whether it plays, nothing else.
const sameView = (a: LightboxSnapshot, b: LightboxSnapshot) =>
  a.value === b.value && a.context.index === b.context.index && a.context.mobile === b.context.mobile && a.context.playing === b.context.playing;

/** The lightbox's view model, re-rendering only when its state or index changes. */
function useLightboxView(actorRef: LightboxActor): LightboxApi {
  const snapshot = useSelector(actorRef, (current) => current, sameView);
  const api = connect(snapshot, actorRef.send, normalizeProps);
  const rootId = snapshot.context.id;
  // [LBX-006] Once the content and close control are in, focus moves from the dialog to Close.
  useEffect(() => {
    if (api.contentShown) focusCloseControlFromRoot(rootId);
  }, [api.contentShown, rootId]);
  // [LBX-020] On mobile (the scroll transition) the current slide is scrolled into place after each
  // index change, before the frame is painted.
  const scrolls = api.rendered && api.getRootProps()['data-transition'] === 'scroll';
  useLayoutEffect(() => {
    if (scrolls) scrollToCurrentSlide(rootId, api.index);
  }, [rootId, api.index, scrolls]);
  return api;
}

const IDLE: UseLightboxInput = { slides: [] };

/**
 * A lightbox and its view model: `{ actorRef, api }`, what `<Lightbox>` renders through. Give it
 * its settings (`open`/`defaultOpen`/`onOpenChange` and `index`, in Radix's convention) and it
 * starts its own machine with its browser effects (the page opens it with
 * `actorRef.send({ type: 'OPEN', index })`, from a gallery's slide click for instance); or the
 * `actorRef` of a lightbox a component above started with this hook, and it shows that one.
 */
export function useLightbox(input: UseLightboxInput | { actorRef: LightboxActor }, options: ActorHookOptions = {}): { actorRef: LightboxActor; api: LightboxApi } {
  const given = 'actorRef' in input ? input.actorRef : undefined;
  // Hooks run in the same order either way: a page-started lightbox leaves this one idle and unbound.
  const own = useStartedLightbox(given ? IDLE : (input as UseLightboxInput), options, !given);
  const actorRef = given ?? own;
  return { actorRef, api: useLightboxView(actorRef) };
}
