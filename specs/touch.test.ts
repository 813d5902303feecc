import { createActor, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import { classifyGesture, decodeResizeSettings, resizeEmitterMachine, type ResizeEmitterInput } from '../machines/index.ts';
import { GALLERY_RESIZE_TIMEOUT_MS } from '../machines/resize/constants.ts';
import type { ResizeEmitterEmitted } from '../machines/resize/machine.ts';
import type { TouchPoint } from '../machines/touch/logic.ts';

const at = (x: number, y: number, time: number) => ({ x, y, time });

describe('touch gestures', () => {
  it('[TOUCH-001] a touch event is an action, a point and its target elements', () => {
    const start: TouchPoint = { action: 'start', x: 10, y: 10, time: 0, targets: ['slide'] };
    const end: TouchPoint = { action: 'end', x: 80, y: 12, time: 100, targets: ['slide'] };
    expect(classifyGesture(start, end)).toEqual({ kind: 'swipe', direction: 'right' });
  });

  it('[TOUCH-002] a swipe is at least 50 px along one axis within 250 ms', () => {
    expect(classifyGesture(at(100, 0, 0), at(50, 0, 250))).toEqual({ kind: 'swipe', direction: 'left' });
    expect(classifyGesture(at(0, 100, 0), at(0, 30, 100))).toEqual({ kind: 'swipe', direction: 'up' });
    expect(classifyGesture(at(0, 0, 0), at(5, 60, 100))).toEqual({ kind: 'swipe', direction: 'down' });
    expect(classifyGesture(at(100, 0, 0), at(51, 0, 100))).toEqual({ kind: 'moveEnd', dx: -49, dy: 0 });
    expect(classifyGesture(at(100, 0, 0), at(0, 0, 251))).toEqual({ kind: 'moveEnd', dx: -100, dy: 0 });
  });

  it('[TOUCH-003] other movement of more than 1 px is a move-end', () => {
    expect(classifyGesture(at(0, 0, 0), at(1, 1, 10))).toEqual({ kind: 'moveEnd', dx: 1, dy: 1 });
    expect(classifyGesture(at(0, 0, 0), at(30, 0, 900))).toMatchObject({ kind: 'moveEnd' });
  });

  it('[TOUCH-004] less movement is a tap (exactly 1 px too, a reading)', () => {
    expect(classifyGesture(at(0, 0, 0), at(0, 0, 500))).toEqual({ kind: 'tap' });
    expect(classifyGesture(at(0, 0, 0), at(1, 0, 20))).toEqual({ kind: 'tap' });
  });
});

describe('resize emitter', () => {
  function start(input: Partial<ResizeEmitterInput> = {}) {
    const clock = new SimulatedClock();
    const actor = createActor(resizeEmitterMachine, { input: { axis: 'x', width: 1000, height: 800, ...input }, clock });
    const emitted: ResizeEmitterEmitted[] = [];
    actor.on('*', (event) => emitted.push(event));
    actor.start();
    return { actor, clock, emitted, resize: (width: number, height = 800) => actor.send({ type: 'RESIZE', width, height }) };
  }

  it('[TOUCH-005] [TOUCH-006] [TOUCH-007] it has an axis, a threshold (0), a timeout (300), width, height and resizing', () => {
    const { actor } = start();
    expect(actor.getSnapshot().context).toEqual({ axis: 'x', threshold: 0, timeout: 300, width: 1000, height: 800 });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('[TOUCH-011] [TOUCH-012] a resize emits start once, and end after the timeout of quiet', () => {
    const { clock, emitted, resize, actor } = start();
    resize(900);
    resize(850);
    expect(actor.getSnapshot().value).toBe('resizing');
    clock.increment(299);
    resize(800);
    clock.increment(299);
    expect(emitted).toEqual([{ type: 'resizeStart', width: 900, height: 800 }]);
    clock.increment(1);
    expect(emitted.at(-1)).toEqual({ type: 'resizeEnd', width: 800, height: 800 });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('[TOUCH-006] [TOUCH-009] only changes along its axis by more than the threshold count', () => {
    const { emitted, resize } = start({ threshold: 20 });
    resize(1000, 500);
    resize(1010);
    expect(emitted).toEqual([]);
    resize(1021);
    expect(emitted).toHaveLength(1);
    const vertical = start({ axis: 'y' });
    vertical.resize(500, 800);
    expect(vertical.emitted).toEqual([]);
    vertical.resize(500, 700);
    expect(vertical.emitted).toHaveLength(1);
  });

  it('[TOUCH-008] the base gallery uses a 100 ms timeout', () => {
    const { clock, emitted, resize } = start({ timeout: GALLERY_RESIZE_TIMEOUT_MS });
    resize(900);
    clock.increment(100);
    expect(emitted.map((event) => event.type)).toEqual(['resizeStart', 'resizeEnd']);
  });

  it('[TOUCH-009] [TOUCH-010] settings: axis must be x or y and threshold a number', () => {
    expect(decodeResizeSettings({ axis: 'x' })).toEqual({ ok: true, data: { axis: 'x', threshold: 0, timeout: 300 } });
    expect(decodeResizeSettings({ axis: 'z' })).toMatchObject({ ok: false, error: 'The resize emitter axis must be x or y.' });
    expect(decodeResizeSettings({ axis: 'y', threshold: '10' })).toMatchObject({ ok: false, error: 'The resize emitter threshold must be a number.' });
    expect(decodeResizeSettings(null)).toMatchObject({ ok: false });
  });
});
