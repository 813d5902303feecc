'use client';
import { useEffect, useState, type RefObject } from 'react';
import { observeWidth } from '../browser/element-width.ts';

/** The element's width in CSS pixels, kept current while it is mounted (null before mount). */
export function useElementWidth(ref: RefObject<HTMLElement | null>): number | null {
  const [width, setWidth] = useState<number | null>(null);
  useEffect(() => (ref.current ? observeWidth(ref.current, setWidth) : undefined), [ref]);
  return width;
}
