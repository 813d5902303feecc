import { useEffect, useId, useLayoutEffect, type RefObject } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { Actor } from 'xstate';
import { connect, type LightboxApi, type LightboxSnapshot } from '../../machines/lightbox/connect.ts';
import { lightboxMachine, type LightboxInput } from '../../machines/lightbox/machine.ts';
import { bindLightboxEffects, focusCloseControlFromRoot, isMobileViewport, openLightboxFromAddress } from '../browser/lightbox.ts';

export interface UseLightboxOptions extends LightboxInput {
  /** [LBX-001] Open the slide the page's address names, once mounted. */
  openFromAddress?: boolean;
  /** [LBX-002] The collection's full URL, for keys that are the path after it. */
  collectionUrl?: string;
}

export interface LightboxController {
  actorRef: Actor<typeof lightboxMachine>;
  /** Open at a slide: what a gallery's slide click calls. */
  open(index: number): void;
}

/**
 * Starts a `lightboxMachine` for the component's lifetime (input read once, at mount) with its
 * address effects bound. Holds no view state: the page that owns the gallery does not
 * re-render when the lightbox moves; `<Lightbox>` subscribes on its own.
 */
export function useLightbox({ openFromAddress = false, collectionUrl, ...input }: UseLightboxOptions): LightboxController {
  const generatedId = useId();
  const actorRef = useActorRef(lightboxMachine, {
    // [LBX-019] [LBX-020] Mobile unless told otherwise: a viewport at most 432 px wide.
    input: { ...input, mobile: input.mobile ?? isMobileViewport(), id: input.id ?? `lightbox${generatedId.replace(/:/g, '')}` },
  });
  useEffect(() => {
    const unbind = bindLightboxEffects(actorRef);
    if (openFromAddress) openLightboxFromAddress(actorRef, collectionUrl);
    return unbind;
    // Read once, at mount, like the machine's input.
  }, [actorRef]);
  return { actorRef, open: (index) => actorRef.send({ type: 'OPEN', index }) };
}

// A lightbox view changes with its state and its index, nothing else.
const sameView = (a: LightboxSnapshot, b: LightboxSnapshot) => a.value === b.value && a.context.index === b.context.index;

/** The lightbox's view model, re-rendering only when its state or index changes. */
export function useLightboxView(actorRef: Actor<typeof lightboxMachine>): LightboxApi {
  const snapshot = useSelector(actorRef, (current) => current, sameView);
  const api = connect(snapshot, actorRef.send);
  const rootId = snapshot.context.id;
  // [LBX-006] Once the content and close control are in, focus moves from the dialog to Close.
  useEffect(() => {
    if (api.contentShown) focusCloseControlFromRoot(rootId);
  }, [api.contentShown, rootId]);
  return api;
}

/**
 * [LBX-020] On mobile the slides sit in a scroll-snapping row: after each index change the
 * current slide is scrolled into place at once (a swipe already scrolled it smoothly).
 */
export function useScrollToCurrent(viewport: RefObject<HTMLElement | null>, index: number, enabled: boolean): void {
  useLayoutEffect(() => {
    const current = viewport.current?.querySelector<HTMLElement>('[data-position="current"]');
    if (enabled && viewport.current && current) viewport.current.scrollLeft = current.offsetLeft;
  }, [viewport, index, enabled]);
}
