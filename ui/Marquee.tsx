'use client';
import { useId } from 'react';
import { useMarquee } from '../adapters/react/useMarquee.ts';
import type { MarqueeBlockData } from '../machines/marquee/codec.ts';

export interface MarqueeProps {
  data: MarqueeBlockData;
  /** Text between two copies of the scrolling text. */
  separator?: string;
}

/**
 * Render-only marquee: the text on an SVG wave, moved by the hook's frame loop (no render per
 * frame). The text is read once from a visually hidden copy; the moving copies are hidden
 * from assistive technology. A visible toggle button pauses and resumes it (WCAG 2.2.2).
 */
export function Marquee({ data, separator = ' \u2022 ' }: MarqueeProps) {
  const { api, fontSize, unitLength, rootRef, textPathRef, measureRef } = useMarquee(data);
  const pathId = `marquee-path-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const geometry = api.geometry(fontSize);
  const unit = data.text + separator;
  return (
    <div ref={rootRef} {...api.getRootProps()}>
      <p data-scope="marquee" data-part="label">
        {data.text}
      </p>
      <svg aria-hidden="true" focusable="false" width="100%" height={geometry.height} viewBox={geometry.viewBox} preserveAspectRatio="xMinYMid slice">
        <path id={pathId} d={geometry.path} fill="none" />
        <text ref={measureRef} data-part="measure" x="0" y={-fontSize}>
          {unit}
        </text>
        <text data-part="text">
          <textPath ref={textPathRef} href={`#${pathId}`}>
            {unit.repeat(api.copies(unitLength))}
          </textPath>
        </text>
      </svg>
      <button {...api.getPauseTriggerProps()}>
        <PauseMark paused={api.pausedByVisitor} />
      </button>
    </div>
  );
}

/** Pause bars while it may move; a play triangle once the visitor has paused it. */
function PauseMark({ paused }: { paused: boolean }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 16 16" width="16" height="16">
      <path d={paused ? 'M4 2.5v11l9-5.5z' : 'M3.5 2.5h3v11h-3zM9.5 2.5h3v11h-3z'} fill="currentColor" />
    </svg>
  );
}
