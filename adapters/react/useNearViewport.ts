'use client';
import { useEffect, useState, type RefObject } from 'react';
import { observeNearViewport } from '../browser/media.ts';

/** [MEDIA-016] Whether the element has come within 200 px of the viewport (it stays true; false on the server). */
export function useNearViewport(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => (ref.current ? observeNearViewport(ref.current, () => setNear(true)) : undefined), [ref]);
  return near;
}
