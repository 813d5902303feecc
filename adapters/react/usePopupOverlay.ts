'use client';
import { useId, useLayoutEffect, useMemo, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { Actor } from 'xstate';
import { useInspect, type ActorHookOptions } from './actor-hooks.ts';
import { normalizeProps } from './normalize-props.ts';
import { popupOverlaySettingsOf } from '../../machines/popup-overlay/codec.ts';
import { connect } from '../../machines/popup-overlay/connect.ts';
import { popupOverlayMachine } from '../../machines/popup-overlay/machine.ts';
import type { PopupOverlayApi, PopupOverlaySnapshot } from '../../machines/popup-overlay/types.ts';
import { isMobileDevice } from '../browser/device.ts';
import { bindPopupOverlay, readPopupOverlayStored, sendWithTime } from '../browser/popup-overlay.ts';
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

export type PopupOverlayActor = Actor<typeof popupOverlayMachine>;

/**
 * Browser only (what it reads is the browser's: storage, clock, device; `<PopupOverlay>` renders
 * it once the page has hydrated). Starts a `popupOverlayMachine` with what local storage
 * remembers ([BLK-061]; a blocked storage logs and remembers nothing) and returns
 * `{ actorRef, api }`. The renderer puts the open popup on the page's dialog stack.
 */
export function usePopupOverlay(input: PopupOverlayOptions, options: ActorHookOptions = {}): { actorRef: PopupOverlayActor; api: PopupOverlayApi } {
  // Without an id of its own the popup's DOM ids come from useId: unique whatever the page holds.
  const generatedId = `popup-overlay${useId()}`;
  const [machineInput] = useState(() => ({
    settings: popupOverlaySettingsOf(input.settings),
    stored: readPopupOverlayStored(safeStorage('local')),
    now: Date.now(),
    pageType: input.pageType,
    mobile: input.mobile ?? isMobileDevice(),
    screenshot: input.screenshot ?? false,
    id: input.id || generatedId,
  }));
  const actorRef = useActorRef(popupOverlayMachine, { input: machineInput, inspect: useInspect(options) });
  useLayoutEffect(() => bindPopupOverlay(actorRef), [actorRef]);
  useSelector(actorRef, selectState);
  const send = useMemo(() => sendWithTime(actorRef), [actorRef]);
  return { actorRef, api: connect(actorRef.getSnapshot(), send, normalizeProps) };
}
