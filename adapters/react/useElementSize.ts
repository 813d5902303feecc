'use client';
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { observeSize } from '../browser/media.ts';

/** The element's width and height, measured before the first paint and on every change. */
export function useElementSize<T extends HTMLElement>(): { ref: RefObject<T | null>; width: number; height: number } {
  const ref = useRef<T | null>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const rect = element.getBoundingClientRect();
    setSize({ width: rect.width, height: rect.height });
    return observeSize(element, setSize);
  }, []);
  return { ref, ...size };
}
