'use client';
import { startTransition, useEffect, useState } from 'react';
import { connectWaitingImage } from '../../machines/image/connect.ts';
import { waitsToStart } from '../../machines/image/logic.ts';
import type { ImageApi } from '../../machines/image/types.ts';
import { keepProps } from '../../machines/shared/normalize.ts';
import { watchImageStart } from '../browser/image.ts';
import type { UseImageInput } from './useImage.ts';

/**
 * [MEDIA-016] The view of an image whose machine waits to start (load 'viewport', not a
 * first-screen picture): its first state's markup, with no actor, until its box comes within
 * 200 px of the viewport (or its scroll area); then null, and the component renders `useImage`
 * from then on (a load that stops being 'viewport' starts it too). Null at once for any other
 * image. A grid of 1,000 pictures hydrates the few near the screen with a machine each, not 1,000.
 */
export function useWaitingImage(input: UseImageInput): ImageApi | null {
  const [waiting, setWaiting] = useState(() => waitsToStart(input));
  if (waiting && !waitsToStart(input)) setWaiting(false);
  const { id, scrollRoot } = input;
  // The pictures that come near together (a first screen, a fast scroll) start in one transition:
  // React renders their machines in slices, not in one task.
  useEffect(() => (waiting ? watchImageStart(id, () => startTransition(() => setWaiting(false)), { scrollRoot: scrollRoot?.current ?? null }) : undefined), [waiting, id, scrollRoot]);
  if (!waiting || !waitsToStart(input)) return null;
  const { scrollRoot: _area, ...machineInput } = input;
  return connectWaitingImage(machineInput, keepProps);
}
