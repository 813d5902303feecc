'use client';
import type { ReactNode } from 'react';
import { useBlockAnimation, type UseBlockAnimationInput } from '../adapters/react/useBlockAnimation.ts';

export interface BlockAnimationProps extends UseBlockAnimationInput {
  children: ReactNode;
  /** An id for the wrapper (a page's anchor). */
  id?: string;
}

/** Render-only wrapper of a block whose entrance animates as it comes into view. */
export function BlockAnimation({ children, id, ...input }: BlockAnimationProps) {
  const { api, rootRef } = useBlockAnimation(input);
  return (
    <div ref={rootRef} id={id} {...api.getRootProps()}>
      {children}
    </div>
  );
}
