'use client';
import { useCallback, useId, useLayoutEffect, useRef, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { Actor } from 'xstate';
import { useInspect, type ActorHookOptions } from './actor-hooks.ts';
import { decodePopupOverlaySettings } from '../../machines/popup-overlay/codec.ts';
import { connect, type PopupOverlayApi, type PopupOverlaySnapshot } from '../../machines/popup-overlay/connect.ts';
import { popupOverlayMachine } from '../../machines/popup-overlay/machine.ts';
import { isMobileDevice } from '../browser/device.ts';
import { bindPopupOverlayEffects, readPopupOverlayStored } from '../browser/popup-overlay.ts';
import { safeStorage } from '../browser/storage.ts';

export interface PopupOverlayOptions {
  /** Raw popup settings from the page (style by code or name, displayFrequency, version, ...). */
  settings: unknown;
  /** The page-type code (002 §2). */
  pageType: number;
  /** [BLK-055] The page was opened with the screenshot flag. */
  screenshot?: boolean;
  /** Whether this is a mobile device; detected when not given. */
  mobile?: boolean;
  id?: string;
}

const selectState = (snapshot: PopupOverlaySnapshot) => snapshot.value;

/**
 * Browser only (what it reads is the browser's: storage, clock, device; `<PopupOverlay>` renders
 * it once the page has hydrated). Starts a `popupOverlayMachine` with what local storage remembers ([BLK-061]; a blocked
 * storage logs and remembers nothing) and returns its view model plus `dialogRef`, which opens
 * the `<dialog>` modally while the popup is open (focus moves in, the page below is inert).
 */
export type PopupOverlayActor = Actor<typeof popupOverlayMachine>;

export function usePopupOverlay(
  options: PopupOverlayOptions,
  hookOptions: ActorHookOptions = {},
): { actorRef: PopupOverlayActor; api: PopupOverlayApi; dialogRef(element: HTMLDialogElement | null): void } {
  // Without an id of its own the popup's DOM ids come from useId: unique whatever the page holds.
  const generatedId = `popup-overlay${useId()}`;
  const [input] = useState(() => {
    const storage = safeStorage('local');
    return {
      settings: decodePopupOverlaySettings(options.settings),
      stored: readPopupOverlayStored(storage),
      now: Date.now(),
      pageType: options.pageType,
      mobile: options.mobile ?? isMobileDevice(),
      screenshot: options.screenshot ?? false,
      id: options.id || generatedId,
    };
  });
  const actorRef = useActorRef(popupOverlayMachine, { input, inspect: useInspect(hookOptions) });
  useLayoutEffect(() => bindPopupOverlayEffects(actorRef), [actorRef]);
  useSelector(actorRef, selectState);
  const api = connect(actorRef.getSnapshot(), actorRef.send, Date.now);
  const dialogRef = useModalDialog(api.open);
  return { actorRef, api, dialogRef };
}

/** Keeps a `<dialog>` open modally exactly while `open` (showModal and close are DOM calls). */
function useModalDialog(open: boolean): (element: HTMLDialogElement | null) => void {
  const element = useRef<HTMLDialogElement | null>(null);
  useLayoutEffect(() => {
    const dialog = element.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return useCallback((node: HTMLDialogElement | null) => {
    element.current = node;
  }, []);
}
