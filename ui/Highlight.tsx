'use client';
import type { ReactNode } from 'react';
import { useHighlight, type UseHighlightInput } from '../adapters/react/useHighlight.ts';

export interface HighlightProps extends UseHighlightInput {
  /** The highlighted words. */
  children: ReactNode;
}

/**
 * Render-only text highlight: the words as text, and over them an SVG of the shape's strokes
 * (decoration, hidden from assistive technology), moved by the adapter's frame loop.
 */
export function Highlight({ children, ...input }: HighlightProps) {
  const { api, rootRef } = useHighlight(input);
  return (
    <span ref={rootRef} {...api.getRootProps()}>
      <span {...api.getTextProps()}>{children}</span>
      <svg {...api.getSvgProps()}>
        {api.strokes.map((_, index) => (
          <path key={index} {...api.getStrokeProps(index)} />
        ))}
      </svg>
    </span>
  );
}
