import type { NormalizeProps } from '../shared/normalize.ts';
import { highlightAnatomy } from './anatomy.ts';
import { lookAt, progressAt, shapePaths, strokeWidth, type HighlightLook } from './logic.ts';
import type { HighlightEvent } from './machine.ts';
import type { HighlightApi, HighlightPhase, HighlightSnapshot } from './types.ts';

/** The overlay's style for a look: opacity and scale for the fades, the blend of the settings. */
export function svgStyle(look: HighlightLook, blend: string): Record<string, string> {
  return { opacity: String(look.opacity), transform: look.scale === 1 ? 'none' : `scale(${look.scale})`, mixBlendMode: blend };
}

/**
 * Pure view model of the text highlight for any renderer: the text stays plain text; the
 * strokes are an SVG over it, hidden from assistive technology, drawn with `pathLength` 1 so a
 * dash offset of 0 is drawn and ±1 undrawn whatever the path's length.
 */
export function connect(snapshot: HighlightSnapshot, send: (event: HighlightEvent) => void, normalize: NormalizeProps): HighlightApi {
  void send;
  const { id, settings, progress, target, playMs, box, resyncing } = snapshot.context;
  const phase = snapshot.value as HighlightPhase;
  const strokes = shapePaths(settings.shape, box);
  const look = lookAt(settings.animation, progress);
  const width = strokeWidth(settings.shape, settings.thickness, box);
  return {
    phase,
    settings,
    progress,
    playing: phase === 'playing',
    target,
    playMs,
    resyncing,
    strokes,
    progressAt: (elapsedMs) => progressAt(progress, target, elapsedMs, playMs),
    lookAt: (value) => lookAt(settings.animation, value),
    getRootProps: () =>
      normalize({
        ...highlightAnatomy.attrs('root'),
        id: highlightAnatomy.id(id, 'root'),
        'data-state': phase,
        'data-shape': settings.shape,
        'data-animation': settings.animation,
        'data-resyncing': resyncing ? '' : undefined,
        style: { '--sm-highlight-color': settings.color },
      }),
    getTextProps: () => normalize({ ...highlightAnatomy.attrs('text'), id: highlightAnatomy.id(id, 'text') }),
    getSvgProps: () =>
      normalize({
        ...highlightAnatomy.attrs('svg'),
        'aria-hidden': true as const,
        focusable: 'false' as const,
        viewBox: `0 0 ${box.width} ${box.height}`,
        preserveAspectRatio: 'none' as const,
        style: svgStyle(look, settings.blend),
      }),
    getStrokeProps: (index) =>
      normalize({
        ...highlightAnatomy.attrs('stroke'),
        d: strokes[index] ?? '',
        pathLength: 1 as const,
        style: {
          fill: 'none',
          stroke: settings.color,
          strokeWidth: String(width),
          strokeLinecap: settings.linecap,
          strokeLinejoin: 'round',
          strokeDasharray: '1 1',
          strokeDashoffset: String(look.dashOffset),
        },
      }),
  };
}
