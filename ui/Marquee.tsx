'use client';
import { useMarquee } from '../adapters/react/useMarquee.ts';
import type { MarqueeBlockData } from '../machines/marquee/codec.ts';

export interface MarqueeProps {
  data: MarqueeBlockData;
  /** Text between two copies of the scrolling text. */
  separator?: string;
}

/**
 * Render-only marquee: the text on an SVG wave, moved by the browser adapter's frame loop (no
 * render per frame). The text is read once from a visually hidden copy; the moving copies are
 * hidden from assistive technology. A visible toggle button pauses and resumes it (WCAG 2.2.2).
 */
export function Marquee({ data, separator = ' \u2022 ' }: MarqueeProps) {
  const { api } = useMarquee(data);
  const unit = data.text + separator;
  return (
    <div {...api.getRootProps()}>
      <p {...api.getLabelProps()}>{data.text}</p>
      <svg {...api.getSvgProps()}>
        <path {...api.getPathProps()} />
        <text {...api.getMeasureProps()}>{unit}</text>
        <text {...api.getTextProps()}>
          <textPath {...api.getTextPathProps()}>{api.movingText(unit)}</textPath>
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
