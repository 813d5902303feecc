import type { MarqueeDirection, MarqueePhase } from './logic.ts';

export interface MarqueeGeometry {
  width: number;
  height: number;
  viewBox: string;
  /** SVG path data of the wave the text follows. */
  path: string;
}

type Part<P extends string> = { 'data-scope': 'marquee'; 'data-part': P };

/** The view model of the wavy-path marquee, for any renderer. */
export interface MarqueeApi {
  phase: MarqueePhase;
  running: boolean;
  /** The visitor paused it with the pause control and has not resumed (WCAG 2.2.2). */
  pausedByVisitor: boolean;
  direction: MarqueeDirection;
  /** The wave for text of this font size (px): tall enough for the swing and the glyphs. */
  geometry(fontSize: number): MarqueeGeometry;
  /** How many copies of a text `unitLength` px long fill the region and scroll in. */
  copies(unitLength: number): number;
  /** The text's start offset after `elapsedMs` of running (frame loops call it; no render). */
  offsetAt(elapsedMs: number, unitLength: number): number;
  /** The text repeated as often as the region needs, for the moving copy ('' until measured: one copy). */
  movingText(unit: string): string;
  getRootProps(): Part<'root'> & {
    id: string;
    'data-state': MarqueePhase;
    'data-direction': MarqueeDirection;
    onPointerEnter(): void;
    onPointerLeave(): void;
  };
  /** The text, once, for assistive technology (the moving copies are hidden). */
  getLabelProps(): Part<'label'>;
  getSvgProps(): Part<'svg'> & {
    'aria-hidden': 'true';
    focusable: 'false';
    width: string;
    height: number;
    viewBox: string;
    preserveAspectRatio: string;
  };
  getPathProps(): Part<'path'> & { id: string; d: string; fill: 'none' };
  /** The copy measured for its length, out of view above the wave. */
  getMeasureProps(): Part<'measure'> & { x: string; y: number };
  getTextProps(): Part<'text'>;
  /** The moving text path; its `startOffset` is written by the browser adapter's frame loop. */
  getTextPathProps(): Part<'text-path'> & { href: string };
  /**
   * The visible pause control (WCAG 2.2.2), a toggle button: pressed while the visitor holds the
   * marquee paused; activating it (click, Enter, Space) pauses or resumes.
   */
  getPauseTriggerProps(): Part<'pause-trigger'> & {
    type: 'button';
    'aria-label': string;
    'aria-pressed': boolean;
    'data-state': 'on' | 'off';
    onClick(): void;
  };
}
