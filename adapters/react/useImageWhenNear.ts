'use client';
import type { ActorHookOptions } from './actor-hooks.ts';
import { useImageMachine, type ImageWhenNear, type UseImageInput } from './useImage.ts';

export type { ImageWhenNear } from './useImage.ts';

/**
 * [MEDIA-016] An image whose machine starts when it is needed: one that loads once near (load
 * 'viewport', not a first-screen picture) renders its first state's markup from its input, with
 * no actor (`actorRef` null), until its box comes within 200 px of the viewport (or its scroll
 * area); then an `imageMachine` as `useImage` has. Any other image has its machine from the
 * start. A grid of 1,000 pictures hydrates with a machine for the few near the screen, not 1,000.
 *
 * One hook for both phases, so the component renders the same elements across the switch: a
 * press that began on the box just before its machine started ends on the same element and is
 * still a click (issue 20: a second component for the started image replaced the box under the
 * pointer, and the click on the slide around it was lost).
 */
export function useImageWhenNear(input: UseImageInput, options: ActorHookOptions = {}): ImageWhenNear {
  return useImageMachine(input, options, true);
}
