import { createActor, SimulatedClock } from 'xstate';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { connectTextShrink, textShrinkMachine } from '../machines/index.ts';
import { DESKTOP_BREAKPOINTS, DESKTOP_MIN_WIDTH, DEVICE_SIZE_SPLITS, MOBILE_MAX_WIDTH } from '../machines/breakpoints/constants.ts';
import { desktopStep, deviceSize, viewportClass } from '../machines/breakpoints/logic.ts';
import { TEXT_SHRINK_MIN_FONT_SIZE, TEXT_SHRINK_RESIZE_DEBOUNCE_MS } from '../machines/text-shrink/constants.ts';
import { fitStep, guessFontSizeCss } from '../machines/text-shrink/logic.ts';
import * as lightboxConstants from '../machines/lightbox/constants.ts';
import * as breakpoints from '../machines/breakpoints/constants.ts';
import { keepProps } from '../machines/shared/normalize.ts';

describe('breakpoints, one module', () => {
  it('[CONST-008] desktop breakpoints are 800 and 1024 px', () => {
    expect(DESKTOP_BREAKPOINTS).toEqual([800, 1024]);
    expect([799, 800, 1023, 1024, 1600].map(desktopStep)).toEqual([0, 1, 1, 2, 2]);
  });

  it('[CONST-009] device-size splits are at 926, 1024 and 1366', () => {
    expect(DEVICE_SIZE_SPLITS).toEqual([926, 1024, 1366]);
    expect([926, 927, 1024, 1025, 1366, 1367].map(deviceSize)).toEqual(['mobile', 'tablet-portrait', 'tablet-portrait', 'tablet-landscape', 'tablet-landscape', 'desktop']);
  });

  it('[CONST-015] mobile is at most 432 px, desktop at least 433 px; the lightbox reads the same constant', () => {
    expect(MOBILE_MAX_WIDTH).toBe(432);
    expect(DESKTOP_MIN_WIDTH).toBe(433);
    expect(viewportClass(432)).toBe('mobile');
    expect(viewportClass(433)).toBe('desktop');
    // One binding, not two literals: the lightbox's split is the breakpoints module's.
    expect(lightboxConstants.MOBILE_MAX_WIDTH).toBe(breakpoints.MOBILE_MAX_WIDTH);
  });
});

describe('text shrink', () => {
  it('[CONST-006] it never goes below 11 px', () => {
    expect(TEXT_SHRINK_MIN_FONT_SIZE).toBe(11);
    expect(fitStep(40, 4000, 100)).toBe(11);
    expect(fitStep(40, 200, 100)).toBe(20);
    expect(fitStep(40, 100, 100), 'fits: nothing to override').toBeNull();
    fc.assert(
      fc.property(fc.double({ min: 1, max: 500 }), fc.double({ min: 0, max: 1e6 }), fc.double({ min: 0, max: 1e5 }), (size, content, box) => {
        const fitted = fitStep(Math.max(size, 11), content, box);
        if (fitted !== null) {
          expect(fitted).toBeGreaterThanOrEqual(11);
          expect(fitted).toBeLessThanOrEqual(Math.max(size, 11));
        }
      }),
    );
    expect(guessFontSizeCss(64, 'Sourdough everywhere')).toBe('clamp(11px, calc(100cqi / 7), 64px)');
  });

  it('[CONST-007] it fits at start, then 100 ms after the last resize (each resize restarts the wait)', () => {
    const clock = new SimulatedClock();
    const actor = createActor(textShrinkMachine, { input: { maxFontSize: 64 }, clock }).start();
    const api = () => connectTextShrink(actor.getSnapshot(), actor.send, keepProps);
    expect(api().measuring).toBe(true);
    actor.send({ type: 'FITTED', fontSize: null });
    expect(api().getTextProps('Bread').style.fontSize).toMatch(/^clamp\(11px/);
    actor.send({ type: 'RESIZE' });
    clock.increment(TEXT_SHRINK_RESIZE_DEBOUNCE_MS - 1);
    actor.send({ type: 'RESIZE' });
    clock.increment(TEXT_SHRINK_RESIZE_DEBOUNCE_MS - 1);
    expect(api().phase).toBe('debouncing');
    clock.increment(1);
    expect(api().measuring).toBe(true);
    actor.send({ type: 'FITTED', fontSize: 3 });
    expect(api().fontSize, 'never below 11').toBe(11);
    expect(api().getTextProps('Bread').style.fontSize).toBe('11px');
    expect(TEXT_SHRINK_RESIZE_DEBOUNCE_MS).toBe(100);
  });
});
