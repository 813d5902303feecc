import type { Actor } from 'xstate';
import { highlightAnatomy } from '../../machines/highlight/anatomy.ts';
import { connect, svgStyle } from '../../machines/highlight/connect.ts';
import type { highlightMachine } from '../../machines/highlight/machine.ts';
import { REDUCED_MOTION_QUERY } from './device.ts';
import { frameScheduler, runFrames, writeStyle, type FrameScheduler } from './frames.ts';
import { normalizeProps } from './dom-props.ts';

export type HighlightActor = Actor<typeof highlightMachine>;

export interface HighlightEnvironment {
  /** The highlight's root element (what `getRootProps` is spread on). */
  root: HTMLElement;
  win?: Window & typeof globalThis;
  /** The frame scheduler (tests and the 60-per-second fallback). */
  frames?: FrameScheduler;
}

/** A measure that moved less than this is the same box (no event, no render). */
const MEASURE_TOLERANCE_PX = 0.5;

/**
 * The one place a highlight meets the page, for React and plain DOM alike: [BLK-048] an
 * IntersectionObserver says when the text is in view; the reduced-motion query is read at once
 * and followed; the text's box is measured (ResizeObserver, and after fonts load) and
 * [BLK-049] READY is sent once measured, starting the 250 ms start delay; [BLK-050] a
 * transition of an element around the text, or a font swap, opens the 2 s resync in which the
 * box is re-measured each frame; while the machine plays, a frame loop writes the look of each
 * frame's progress straight to the strokes and the SVG (no render per frame). Returns the cleanup.
 */
export function bindHighlight(actor: HighlightActor, env: HighlightEnvironment): () => void {
  const { root } = env;
  const win = env.win ?? window;
  const doc = root.ownerDocument;
  const frames = env.frames ?? frameScheduler(win);
  const text = root.querySelector<HTMLElement>(highlightAnatomy.selector('text')) ?? root;
  const cleanups: (() => void)[] = [];
  let box = { width: -1, height: -1 };

  const measure = () => {
    const width = text.offsetWidth;
    const height = text.offsetHeight;
    if (Math.abs(width - box.width) < MEASURE_TOLERANCE_PX && Math.abs(height - box.height) < MEASURE_TOLERANCE_PX) return;
    box = { width, height };
    actor.send({ type: 'MEASURE', width, height });
  };

  // Reduced motion first, so a visitor who asked for less motion never sees a play start.
  const media = win.matchMedia?.(REDUCED_MOTION_QUERY);
  if (media) {
    actor.send({ type: 'REDUCED_MOTION', on: media.matches });
    const onChange = () => actor.send({ type: 'REDUCED_MOTION', on: media.matches });
    media.addEventListener('change', onChange);
    cleanups.push(() => media.removeEventListener('change', onChange));
  }

  measure();
  if (typeof win.ResizeObserver === 'function') {
    const resize = new win.ResizeObserver(measure);
    // Both: a ResizeObserver sees no box of an inline element, and the stylesheet makes the root inline-block.
    resize.observe(root);
    if (text !== root) resize.observe(text);
    cleanups.push(() => resize.disconnect());
  }

  if (typeof win.IntersectionObserver === 'function') {
    const intersection = new win.IntersectionObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (entry) actor.send({ type: entry.isIntersecting ? 'VISIBLE' : 'HIDDEN' });
    });
    intersection.observe(root);
    cleanups.push(() => intersection.disconnect());
  } else {
    // No observer: the text counts as in view, so the highlight still plays (and is never left undrawn).
    actor.send({ type: 'VISIBLE' });
  }

  // [BLK-050] Layout transitions: an element around the text transitions or animates, or a font swaps in.
  const onTransition = (event: Event) => {
    const target = event.target;
    if (target instanceof win.Node && target !== root && target.contains(root)) actor.send({ type: 'LAYOUT_TRANSITION' });
  };
  for (const type of ['transitionrun', 'animationstart'] as const) {
    doc.addEventListener(type, onTransition, true);
    cleanups.push(() => doc.removeEventListener(type, onTransition, true));
  }
  const fonts = doc.fonts;
  if (fonts) {
    const onFonts = () => actor.send({ type: 'LAYOUT_TRANSITION' });
    fonts.addEventListener?.('loadingdone', onFonts);
    cleanups.push(() => fonts.removeEventListener?.('loadingdone', onFonts));
  }

  // The frame loops: a play's look, and the resync's measure, each frame while they last.
  let stopPlay: (() => void) | undefined;
  let stopResync: (() => void) | undefined;
  const strokes = () => [...root.querySelectorAll<SVGElement>(highlightAnatomy.selector('stroke'))];
  const svg = () => root.querySelector<SVGElement>(highlightAnatomy.selector('svg'));
  const sync = () => {
    const snapshot = actor.getSnapshot();
    const api = connect(snapshot, actor.send, normalizeProps);
    if (api.playing && !stopPlay) {
      const paths = strokes();
      const overlay = svg();
      stopPlay = runFrames((elapsed) => {
        const look = api.lookAt(api.progressAt(elapsed));
        for (const path of paths) writeStyle(path, { strokeDashoffset: String(look.dashOffset) });
        if (overlay) writeStyle(overlay, svgStyle(look, api.settings.blend));
        return elapsed < api.playMs;
      }, frames);
    } else if (!api.playing && stopPlay) {
      stopPlay();
      stopPlay = undefined;
      // The end state, written here too for renderers that render later (or not at all).
      const look = api.lookAt(api.progress);
      for (const path of strokes()) writeStyle(path, { strokeDashoffset: String(look.dashOffset) });
      const overlay = svg();
      if (overlay) writeStyle(overlay, svgStyle(look, api.settings.blend));
    }
    if (api.resyncing && !stopResync) {
      stopResync = runFrames(() => {
        measure();
        return true;
      }, frames);
    } else if (!api.resyncing && stopResync) {
      stopResync();
      stopResync = undefined;
      measure();
    }
  };
  const subscription = actor.subscribe(sync);
  sync();

  // [BLK-049] Ready once measured with the page's fonts: the start delay begins.
  let bound = true;
  const ready = () => {
    if (!bound) return;
    measure();
    actor.send({ type: 'READY' });
  };
  if (!fonts || fonts.status === 'loaded') ready();
  else void fonts.ready.then(ready);

  return () => {
    bound = false;
    subscription.unsubscribe();
    stopPlay?.();
    stopResync?.();
    for (const cleanup of cleanups) cleanup();
  };
}
