import { keepProps } from '../machines/shared/normalize.ts';
import { createActor, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import { normalizeProps } from '../adapters/browser/dom-props.ts';
import { connectHighlight, decodeHighlightBlock, decodeHighlightSettings, highlightMachine, type HighlightInput } from '../machines/index.ts';
import { DEFAULT_HIGHLIGHT_SETTINGS } from '../machines/highlight/codec.ts';
import { HIGHLIGHT_SHAPES } from '../machines/highlight/constants.ts';
import { shapePaths as highlightShapePaths, initialProgress, playDurationMs } from '../machines/highlight/logic.ts';

function start(settings: HighlightInput['settings'], reducedMotion = false) {
  const clock = new SimulatedClock();
  const actor = createActor(highlightMachine, { input: { id: 'h', settings, reducedMotion }, clock }).start();
  const api = () => connectHighlight(actor.getSnapshot(), actor.send, keepProps);
  return { clock, actor, api };
}

describe('text highlight settings', () => {
  it('[BLK-040] the twelve shapes, each drawn as SVG strokes', () => {
    expect(HIGHLIGHT_SHAPES).toEqual([
      'circle',
      'cross',
      'enclose',
      'jagged',
      'marker',
      'scribble',
      'strike',
      'strikeDiagonal',
      'underline',
      'underlineCurve',
      'underlineDouble',
      'wave',
    ]);
    for (const shape of HIGHLIGHT_SHAPES) {
      const paths = highlightShapePaths(shape, { width: 200, height: 40 });
      expect(paths.length, shape).toBeGreaterThan(0);
      for (const d of paths) expect(d, shape).toMatch(/^M/);
    }
    // Two strokes where the shape has two: the cross and the double underline.
    expect(highlightShapePaths('cross', { width: 200, height: 40 })).toHaveLength(2);
    expect(highlightShapePaths('underlineDouble', { width: 200, height: 40 })).toHaveLength(2);
  });

  it('[BLK-041] the settings are shape, color, thickness, linecap, blend, animation, direction, duration and isAnimationEnabled', () => {
    expect(Object.keys(DEFAULT_HIGHLIGHT_SETTINGS).sort()).toEqual(
      ['shape', 'color', 'thickness', 'linecap', 'blend', 'animation', 'direction', 'duration', 'isAnimationEnabled'].sort(),
    );
    const { data: settings, details } = decodeHighlightSettings({
      shape: 'circle',
      color: '#ff5a1f',
      thickness: 5,
      linecap: 'square',
      blend: 'multiply',
      animation: 'fadeScale',
      direction: 'right',
      duration: 0.5,
      isAnimationEnabled: false,
    });
    expect(details).toEqual([]);
    expect(settings).toEqual({ shape: 'circle', color: '#ff5a1f', thickness: 5, linecap: 'square', blend: 'multiply', animation: 'fadeScale', direction: 'right', duration: 0.5, isAnimationEnabled: false });
  });

  it('[BLK-042] the shape defaults to wave, and an unknown shape falls back to wave', () => {
    expect(decodeHighlightSettings({}).data.shape).toBe('wave');
    const decoded = decodeHighlightSettings({ shape: 'hexagon' });
    expect(decoded.data.shape).toBe('wave');
    expect(decoded.details).toEqual(['shape: "hexagon" is not understood; using "wave"']);
  });

  it('[BLK-043] the animation is draw, fade or fadeScale; an unknown kind is shown at once (BLK-047)', () => {
    for (const animation of ['draw', 'fade', 'fadeScale'] as const) expect(decodeHighlightSettings({ animation }).data.animation).toBe(animation);
    expect(decodeHighlightSettings({ animation: 'zoom' }).data.animation).toBe('none');
    expect(decodeHighlightSettings({ animation: 7 }).data.animation).toBe('none');
    const { api } = start(decodeHighlightSettings({ animation: 'zoom' }).data);
    expect(api().phase).toBe('shown');
  });

  it('[BLK-044] the duration defaults to 0.75, also for a duration that is not a positive number', () => {
    expect(decodeHighlightSettings({}).data.duration).toBe(0.75);
    for (const duration of [-1, 0, 'slow', null, Number.NaN]) expect(decodeHighlightSettings({ duration }).data.duration).toBe(0.75);
    expect(decodeHighlightSettings({ duration: 2 }).data.duration).toBe(2);
  });

  it('bad input: a hostile colour, an unknown direction, linecap or blend fall back; nothing is copied into styles unchecked', () => {
    const { data: settings, details } = decodeHighlightSettings({ color: 'red;background:url(x)', direction: 'sideways', linecap: 'spiky', blend: 'plus', thickness: 500 });
    expect(settings.color).toBe('currentColor');
    expect(settings.direction).toBe('left');
    expect(settings.linecap).toBe('round');
    expect(settings.blend).toBe('normal');
    expect(settings.thickness).toBe(24);
    expect(details).toHaveLength(4);
    expect(decodeHighlightSettings('not an object').data).toEqual(DEFAULT_HIGHLIGHT_SETTINGS);
  });

  it('[BLK-079] block JSON that does not parse or has no text gives the error; bad settings only fall back', () => {
    expect(decodeHighlightBlock('{')).toMatchObject({ ok: false, error: 'Error decoding highlight block data.' });
    expect(decodeHighlightBlock('{"settings":{}}')).toMatchObject({ ok: false, error: 'Error decoding highlight block data.' });
    const decoded = decodeHighlightBlock('{"before":"We bake ","text":"real","after":" bread","settings":{"shape":"blob","animation":"spin","direction":"up"}}');
    expect(decoded.ok).toBe(true);
    if (!decoded.ok) return;
    expect(decoded.data.settings).toMatchObject({ shape: 'wave', animation: 'none', direction: 'left' });
    expect(decoded.details).toHaveLength(3);
  });
});

describe('highlightMachine', () => {
  it('[BLK-045] a draw starts revealed with the stroke undrawn: progress -1 for direction right, 1 otherwise', () => {
    expect(initialProgress('draw', 'right')).toBe(-1);
    expect(initialProgress('draw', 'left')).toBe(1);
    const right = start({ animation: 'draw', direction: 'right' }).api();
    expect(right.phase).toBe('pending');
    expect(right.progress).toBe(-1);
    expect(right.getSvgProps().style.opacity).toBe('1');
    expect(right.getStrokeProps(0).style.strokeDashoffset).toBe('1');
    const left = start({ animation: 'draw', direction: 'left' }).api();
    expect(left.progress).toBe(1);
    expect(left.getStrokeProps(0).style.strokeDashoffset).toBe('-1');
    // An unknown direction is "otherwise".
    expect(start(decodeHighlightSettings({ animation: 'draw', direction: 'diagonal' }).data).api().progress).toBe(1);
  });

  it('[BLK-046] a fade or fadeScale highlight starts hidden', () => {
    const fade = start({ animation: 'fade' }).api();
    expect(fade.getSvgProps().style.opacity).toBe('0');
    const fadeScale = start({ animation: 'fadeScale' }).api();
    expect(fadeScale.getSvgProps().style.opacity).toBe('0');
    expect(fadeScale.getSvgProps().style.transform).toBe('scale(0.94)');
    expect(fadeScale.getStrokeProps(0).style.strokeDashoffset).toBe('0');
  });

  it('[BLK-047] any other highlight starts fully shown', () => {
    const api = start({ animation: 'none' }).api();
    expect(api.phase).toBe('shown');
    expect(api.getSvgProps().style.opacity).toBe('1');
    expect(api.getStrokeProps(0).style.strokeDashoffset).toBe('0');
  });

  it('[BLK-049] it plays 250 ms after ready when the text is in view, and not before', () => {
    const { clock, actor, api } = start({ animation: 'draw', direction: 'right' });
    actor.send({ type: 'VISIBLE' });
    clock.increment(1000);
    expect(api().phase, 'nothing plays before ready').toBe('pending');
    actor.send({ type: 'READY' });
    clock.increment(249);
    expect(api().phase).toBe('delaying');
    clock.increment(1);
    expect(api().phase).toBe('playing');
  });

  it('[BLK-048] out of view after the delay, it plays when the text scrolls into view', () => {
    const { clock, actor, api } = start({ animation: 'fade' });
    actor.send({ type: 'READY' });
    clock.increment(250);
    expect(api().phase).toBe('waiting');
    clock.increment(10_000);
    expect(api().phase).toBe('waiting');
    actor.send({ type: 'VISIBLE' });
    expect(api().phase).toBe('playing');
    clock.increment(750);
    expect(api().phase).toBe('shown');
    expect(api().getSvgProps().style.opacity).toBe('1');
    // It plays once: leaving and coming back does not replay.
    actor.send({ type: 'HIDDEN' });
    actor.send({ type: 'VISIBLE' });
    expect(api().phase).toBe('shown');
  });

  it('[BLK-051] the draw lasts the duration scaled by the distance, clamped to 0.2..1 s', () => {
    expect(playDurationMs('draw', 0.75, -1, 0)).toBe(750);
    expect(playDurationMs('draw', 0.75, 0.5, 0)).toBe(375);
    expect(playDurationMs('draw', 0.75, 0.1, 0)).toBe(200);
    expect(playDurationMs('draw', 3, -1, 0)).toBe(1000);
    expect(playDurationMs('draw', 0.75, -1, 1)).toBe(1000);
    // Fades last the duration.
    expect(playDurationMs('fade', 1.5, 1, 0)).toBe(1500);
    const { clock, actor, api } = start({ animation: 'draw', direction: 'left', duration: 0.5 });
    actor.send({ type: 'VISIBLE' });
    actor.send({ type: 'READY' });
    clock.increment(250);
    expect(api().playMs).toBe(500);
    expect(api().progressAt(0)).toBe(1);
    expect(api().progressAt(250)).toBeCloseTo(0.5, 5);
    expect(api().progressAt(500)).toBe(0);
    clock.increment(499);
    expect(api().phase).toBe('playing');
    clock.increment(1);
    expect(api().phase).toBe('shown');
    expect(api().progress).toBe(0);
  });

  it('[BLK-050] a layout transition resyncs for up to 2 s, each new transition restarting the 2 s', () => {
    const { clock, actor, api } = start({ animation: 'draw' });
    actor.send({ type: 'LAYOUT_TRANSITION' });
    expect(api().resyncing).toBe(true);
    clock.increment(1500);
    actor.send({ type: 'LAYOUT_TRANSITION' });
    clock.increment(1999);
    expect(api().resyncing, '2 s from the last transition').toBe(true);
    clock.increment(1);
    expect(api().resyncing).toBe(false);
    // The box measured meanwhile is what the strokes are drawn for.
    actor.send({ type: 'MEASURE', width: 321, height: 48 });
    expect(api().getSvgProps().viewBox).toBe('0 0 321 48');
  });

  it('[BLK-048] [BLK-049] under reduced motion nothing animates: the end state at once, also when turned on mid-play', () => {
    expect(start({ animation: 'draw' }, true).api()).toMatchObject({ phase: 'shown', progress: 0 });
    const { clock, actor, api } = start({ animation: 'fadeScale' });
    actor.send({ type: 'VISIBLE' });
    actor.send({ type: 'READY' });
    clock.increment(250);
    expect(api().phase).toBe('playing');
    actor.send({ type: 'REDUCED_MOTION', on: true });
    expect(api()).toMatchObject({ phase: 'shown', progress: 0 });
    expect(api().getSvgProps().style.transform).toBe('none');
  });

  it('[BLK-041] isAnimationEnabled false shows the end state without playing', () => {
    const api = start({ animation: 'draw', direction: 'right', isAnimationEnabled: false }).api();
    expect(api).toMatchObject({ phase: 'shown', progress: 0 });
    expect(api.getStrokeProps(0).style.strokeDashoffset).toBe('0');
  });
});

describe('highlight connect', () => {
  it('the words stay text; the strokes are decoration hidden from assistive technology, with one normalizer per renderer', () => {
    const { api } = start({ animation: 'draw', shape: 'cross', color: 'rebeccapurple' });
    expect(api().getTextProps()).toEqual({ 'data-scope': 'highlight', 'data-part': 'text', id: 'h-text' });
    expect(api().getSvgProps()).toMatchObject({ 'aria-hidden': true, focusable: 'false', 'data-part': 'svg' });
    expect(api().getRootProps()).toMatchObject({ id: 'h-root', 'data-shape': 'cross', 'data-animation': 'draw', 'data-state': 'pending' });
    expect(api().getStrokeProps(1)).toMatchObject({ pathLength: 1, style: { stroke: 'rebeccapurple', strokeDasharray: '1 1' } });
    // The plain DOM's normalizer keeps SVG's case-sensitive attribute names and writes CSS names.
    const actor = createActor(highlightMachine, { input: { id: 'h', settings: { animation: 'draw' } } }).start();
    const dom = connectHighlight(actor.getSnapshot(), actor.send, normalizeProps);
    expect(dom.getSvgProps()).toMatchObject({ viewBox: '0 0 100 24', preserveAspectRatio: 'none', 'aria-hidden': 'true' });
    expect(dom.getStrokeProps(0)).toMatchObject({ pathLength: 1, style: { 'stroke-dashoffset': '-1' } });
  });
});
