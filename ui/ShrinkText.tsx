'use client';
import { createElement } from 'react';
import { useTextShrink } from '../adapters/react/useTextShrink.ts';

export interface ShrinkTextProps {
  /** The heading's words. */
  text: string;
  /** The heading's own (largest) font size, px. */
  maxFontSize: number;
  /** The heading element. */
  as?: 'h1' | 'h2' | 'h3' | 'h4' | 'p';
  id?: string;
}

/** Render-only heading that shrinks to fit its box (never below 11 px), re-fitted after resizes. */
export function ShrinkText({ text, maxFontSize, as = 'h2', id }: ShrinkTextProps) {
  const { api, containerRef } = useTextShrink({ maxFontSize });
  return (
    <div ref={containerRef} {...api.getContainerProps()}>
      {createElement(as, { id, ...api.getTextProps(text) }, text)}
    </div>
  );
}
