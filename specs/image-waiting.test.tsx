import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import type { UseImageInput } from '../adapters/react/useImage.ts';
import { useImageWhenNear } from '../adapters/react/useImageWhenNear.ts';
import { createActor } from 'xstate';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { imageMachine } from '../machines/image/machine.ts';
import { connect, connectWaitingImage } from '../machines/image/connect.ts';
import { waitsToStart } from '../machines/image/logic.ts';
import { keepProps } from '../machines/shared/normalize.ts';
import type { ImageApi } from '../machines/image/types.ts';

/** Everything a renderer spreads, without the handlers (functions compare by identity). */
const rendered = (api: ImageApi) => {
  const { onClick: _onClick, ...retry } = api.getRetryTriggerProps();
  return { state: api.state, status: api.status, ratio: api.ratio, attempt: api.attempt, box: api.getBoxProps(), image: api.getImageProps(), error: api.getErrorProps(), retry, fallback: api.getFallbackImageProps() };
};

const size = fc.record({ width: fc.integer({ min: 1, max: 4000 }), height: fc.integer({ min: 1, max: 4000 }) });
const input = fc.record(
  {
    id: fc.stringMatching(/^[a-z][a-z0-9-]{0,12}$/),
    src: fc.constantFrom('/media/images/harbour.jpg', 'https://images.example.com/a.png'),
    dimensions: fc.option(size, { nil: null }),
    focalPoint: fc.record({ x: fc.double({ min: 0, max: 1, noNaN: true }), y: fc.double({ min: 0, max: 1, noNaN: true }) }),
    mode: fc.constantFrom('fill' as const, 'fit' as const, 'none' as const),
    fitAlignment: fc.constantFrom('center' as const, 'top' as const, 'left' as const),
    fixedRatio: fc.option(fc.double({ min: 0.2, max: 3, noNaN: true }), { nil: null }),
    sizeFormat: fc.constantFrom('queryString' as const, 'filename' as const),
    alt: fc.string({ maxLength: 20 }),
    sizes: fc.constantFrom('100vw', 'min(44rem, 100vw - 2.5rem)'),
    loading: fc.constantFrom('eager' as const, 'lazy' as const),
    priority: fc.constantFrom('high' as const, 'low' as const),
    load: fc.constantFrom(true, false, 'viewport' as const),
  },
  { requiredKeys: ['id', 'src', 'dimensions', 'alt', 'load'] },
);

describe('an image whose machine waits to start until it is near', () => {
  it('[MEDIA-016] only a lazy picture that loads once near waits: a first-screen picture and one told to load (or not yet) start at once', () => {
    expect(waitsToStart({ load: 'viewport' })).toBe(true);
    expect(waitsToStart({ load: 'viewport', loading: 'lazy' })).toBe(true);
    expect(waitsToStart({ load: 'viewport', loading: 'eager' })).toBe(false);
    expect(waitsToStart({ load: true })).toBe(false);
    expect(waitsToStart({ load: false })).toBe(false);
  });

  it('[MEDIA-016] [MEDIA-013] shows exactly what its machine would show first (the server markup it hydrates), for any input that waits', () => {
    fc.assert(
      fc.property(input, (given) => {
        fc.pre(waitsToStart(given));
        const actor = createActor(imageMachine, { input: given });
        expect(rendered(connectWaitingImage(given, keepProps))).toEqual(rendered(connect(actor.getSnapshot(), actor.send, keepProps)));
      }),
    );
  });
});

describe('useImageWhenNear(input) -> { actorRef, api }', () => {
  // Rendered on the server (react-dom/server), where the hook runs and no effect does.
  const seen: { actorRef: unknown; state: string; html: string }[] = [];
  function Probe(props: UseImageInput) {
    const { actorRef, api } = useImageWhenNear(props);
    seen.push({ actorRef, state: api.state, html: renderToStaticMarkup(<div {...api.getBoxProps()} />) });
    return null;
  }
  const base = { id: 'harbour', src: '/media/images/harbour.jpg', dimensions: { width: 1200, height: 800 }, alt: 'Harbour' };

  it('[MEDIA-016] a picture that loads once near renders its far box with no actor; a first-screen picture has its machine from the start', () => {
    seen.length = 0;
    renderToString(<Probe {...base} load="viewport" />);
    renderToString(<Probe {...base} load="viewport" loading="eager" />);
    const [far, first] = seen;
    expect(far!.actorRef).toBeNull();
    expect(far!.state).toBe('far');
    expect(first!.actorRef).not.toBeNull();
    // The same box either way (one component, one element: a press across the start is kept).
    expect(far!.html).toContain('id="harbour"');
    expect(first!.html).toContain('id="harbour"');
  });
});
