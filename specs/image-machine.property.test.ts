import { createActor } from 'xstate';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { imageMachine } from '../machines/index.ts';
import { nextWidth, pickedWidth } from '../machines/image/logic.ts';
import type { ImageEmitted } from '../machines/image/machine.ts';
import { IMAGE_WIDTH_STEPS } from '../machines/media/constants.ts';
import { imageUrl, widthStepsFor } from '../machines/media/logic.ts';

const SRC = '/media/images/harbour.jpg';
const rule = { src: SRC, naturalWidth: null, sizeFormat: 'queryString' as const, widthOptions: {} };
const boxWidth = fc.double({ min: 1, max: 3000, noNaN: true });
const pixelRatio = fc.constantFrom(1, 1.5, 2, 3);

describe('the width an image asks for (properties)', () => {
  it('[MEDIA-020] is the smallest step covering box width × pixel ratio, or the largest step when none does', () => {
    fc.assert(
      fc.property(boxWidth, pixelRatio, (width, ratio) => {
        const choice = nextWidth(rule, null, width, ratio, false);
        expect(choice).not.toBeNull();
        const step = choice!.width;
        expect(IMAGE_WIDTH_STEPS).toContain(step);
        const wanted = width * ratio;
        if (wanted <= IMAGE_WIDTH_STEPS[0]) {
          expect(step).toBeGreaterThanOrEqual(wanted);
          expect(IMAGE_WIDTH_STEPS.filter((other) => other >= wanted && other < step)).toEqual([]);
        } else expect(step).toBe(IMAGE_WIDTH_STEPS[0]);
        expect(choice!.url).toBe(imageUrl(SRC, step));
      }),
    );
  });

  it('[MEDIA-015] over any sequence of measurements and loads, the steps asked grow strictly and a loaded picture covers the box as last measured', () => {
    const step = fc.oneof(
      fc.record({ kind: fc.constant('resize' as const), width: boxWidth, ratio: pixelRatio }),
      fc.record({ kind: fc.constant('slot' as const) }),
      fc.record({ kind: fc.constant('loaded' as const) }),
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 30 }), (steps) => {
        const image = createActor(imageMachine, { input: { id: 'p', src: SRC, dimensions: null, alt: '', load: true } });
        const asked: Extract<ImageEmitted, { type: 'request' }>[] = [];
        image.on('request', (request) => asked.push(request));
        image.start();
        let current = 0;
        for (const next of steps) {
          if (next.kind === 'resize') {
            image.send({ type: 'RESIZE', width: next.width, pixelRatio: next.ratio });
            current = next.width * next.ratio;
          } else if (next.kind === 'slot') {
            const last = asked.at(-1);
            if (last) image.send({ type: 'START', url: last.url });
          } else image.send({ type: 'IMAGE_LOADED', currentSrc: '' });
        }
        const widths = asked.map((request) => request.width);
        for (let index = 1; index < widths.length; index++) expect(widths[index]).toBeGreaterThan(widths[index - 1]!);
        // Loaded with nothing pending: its step covers the box as it is now.
        const context = image.getSnapshot().context;
        if (image.getSnapshot().matches('loaded') && context.width !== null) expect(context.width).toBeGreaterThanOrEqual(Math.min(current, IMAGE_WIDTH_STEPS[0]));
      }),
    );
  });

  it('[MEDIA-020] the browser\'s pick from the srcset reads back as the step it is, and nothing else reads as a step', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4000 }), fc.constantFrom('queryString' as const, 'filename' as const), fc.webUrl(), (natural, sizeFormat, other) => {
        const picks = { ...rule, naturalWidth: natural, sizeFormat };
        for (const width of widthStepsFor(natural)) expect(pickedWidth(picks, `https://site.example${imageUrl(SRC, width, sizeFormat)}`)).toBe(width);
        expect(pickedWidth(picks, other)).toBeNull();
      }),
    );
  });
});
