import { build } from 'esbuild';
import fc from 'fast-check';
import { resolve } from 'node:path';
import { createActor, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import { connect } from '../machines/gallery/connect.ts';
import { connectLayout, type GalleryApi, type GalleryConnectOptions, type SlideAttributes } from '../machines/gallery/connect-layout.ts';
import { galleryLayoutViews } from '../machines/gallery/layout-views/index.ts';
import { galleryMachine, type GalleryEvent, type GalleryInput } from '../machines/gallery/machine.ts';
import type { GalleryLayout } from '../machines/gallery/layouts.ts';
import { keepProps } from '../machines/shared/normalize.ts';

// Issue 20, point 4: a gallery ships the layout it shows. Each layout's view rules are a module of
// their own (machines/gallery/layout-views/), which `connectLayout` takes; the public `connect` hands
// it every layout's. A renderer of one layout gets the same view from that layout's rules alone.

const LAYOUTS = Object.keys(galleryLayoutViews) as GalleryLayout[];

const slideArb: fc.Arbitrary<SlideAttributes> = fc.record(
  {
    id: fc.constantFrom('a', 'b'),
    url: fc.constantFrom('/gallery/a', '/gallery/b'),
    title: fc.constantFrom('Harbour', 'Dunes'),
    description: fc.constant('A picture'),
    type: fc.constantFrom('image' as const, 'video' as const),
    clickThroughUrl: fc.constantFrom('https://example.com/page', '/contact', 'https://elsewhere.org/', 'javascript:alert(1)', 'mailto:me@example.com', ''),
    dimensions: fc.option(fc.record({ width: fc.integer({ min: -10, max: 4000 }), height: fc.integer({ min: -10, max: 4000 }) }), { nil: null }),
  },
  { requiredKeys: [] },
);

const optionsArb: fc.Arbitrary<Omit<GalleryConnectOptions, 'id' | 'label'>> = fc.record(
  {
    pattern: fc.constantFrom('carousel' as const, 'list' as const),
    hoverSelectors: fc.constant(['.sm-slide']),
    priority: fc.boolean(),
    blockWidth: fc.constantFrom('min(44rem, 100vw - 2.5rem)', '80vw'),
    aspectRatio: fc.option(fc.double({ min: 0.2, max: 3, noNaN: true }), { nil: null }),
    firstSlide: slideArb,
    slidesPerRow: fc.integer({ min: -1, max: 7 }),
    gutter: fc.integer({ min: -5, max: 40 }),
    rowHeight: fc.integer({ min: -50, max: 400 }),
    padding: fc.integer({ min: 0, max: 40 }),
    columnWidth: fc.integer({ min: 50, max: 500 }),
    alignment: fc.constantFrom('start' as const, 'middle' as const, 'end' as const),
    thumbnailMargin: fc.integer({ min: -2, max: 12 }),
    pageHost: fc.constant('example.com'),
  },
  { requiredKeys: [] },
);

const inputArb = (layout: GalleryLayout | undefined): fc.Arbitrary<GalleryInput> =>
  fc.record(
    {
      numberOfSlides: fc.integer({ min: 0, max: 7 }),
      lightbox: fc.boolean(),
      currentIndex: fc.integer({ min: 0, max: 7 }),
      loop: fc.boolean(),
      autoplay: fc.boolean(),
      perRow: fc.integer({ min: 1, max: 5 }),
      viewportWidth: fc.constantFrom(320, 600, 1200),
      transition: fc.constantFrom('fade', 'ken-burns', 'scroll', 'swipe', 'new-swipe'),
      boundary: fc.constantFrom('none' as const, 'hard' as const, 'inertial' as const),
      reportsMotion: fc.boolean(),
      reducedMotion: fc.boolean(),
      preloadCount: fc.integer({ min: 0, max: 8 }),
    },
    { requiredKeys: ['numberOfSlides'] },
  ).map((input) => (layout === undefined ? input : { ...input, layout }));

const eventArb: fc.Arbitrary<GalleryEvent> = fc.oneof(
  fc.constant({ type: 'NEXT' as const }),
  fc.constant({ type: 'PREVIOUS' as const }),
  fc.integer({ min: 0, max: 7 }).map((index) => ({ type: 'GO_TO' as const, index })),
  fc.constantFrom(320, 479, 723, 1400).map((width) => ({ type: 'VIEWPORT' as const, width })),
  fc.constant({ type: 'MOTION_START' as const }),
  fc.constant({ type: 'MOTION_END' as const }),
  fc.constant({ type: 'HOVER_START' as const }),
  fc.constant({ type: 'PAUSE' as const }),
  fc.constant({ type: 'PLAY' as const }),
);

/** The gallery after the events, with the layout the renderer draws (undefined: none). */
const caseArb = fc.constantFrom<GalleryLayout | undefined>(...LAYOUTS, undefined).chain((layout) =>
  fc.record({
    layout: fc.constant(layout),
    input: inputArb(layout),
    options: optionsArb,
    events: fc.array(eventArb, { maxLength: 6 }),
    slides: fc.array(slideArb, { minLength: 8, maxLength: 8 }),
    elapsedMs: fc.constantFrom(0, 200, 600),
  }),
);

/**
 * Everything a renderer reads from the view, as one JSON text: every getter's props for every
 * slide (and one past the last), handlers as markers, and the events each click handler sends.
 */
function describeView(make: (send: (event: GalleryEvent) => void) => GalleryApi, slides: readonly SlideAttributes[]): string {
  const sent: GalleryEvent[] = [];
  const api = make((event) => sent.push(event));
  const clicked = (props: object | null | undefined) => {
    const onClick = props && 'onClick' in props ? props.onClick : undefined;
    if (typeof onClick === 'function') onClick();
    return props;
  };
  const bySlide = slides.map((attributes, slide) => ({
    slide: clicked(api.getSlideProps(slide, attributes)),
    trigger: api.getSlideTrigger(slide, attributes) && { ...api.getSlideTrigger(slide, attributes), props: clicked(api.getSlideTrigger(slide, attributes)?.props) },
    ratio: api.getSlideRatio(attributes),
    hints: api.getSlideImageHints(slide, attributes),
    bare: { slide: api.getSlideProps(slide), hints: api.getSlideImageHints(slide), trigger: api.getSlideTrigger(slide) },
    indicator: api.getIndicatorProps(slide),
    active: api.isActive(slide),
    near: api.isNear(slide),
  }));
  const { index, count, direction, inMotion, autoplay, group, groups, groupSize, layout, allFit, durationMs, mouseDrags } = api;
  const view = {
    scalars: { index, count, direction, inMotion, autoplay, group, groups, groupSize, layout, allFit, durationMs, mouseDrags },
    root: api.getRootProps(),
    slidesContainer: api.getSlidesProps(),
    track: api.getTrackProps(),
    items: api.getItemsProps(),
    controls: api.getControlsProps(),
    current: api.getCurrentIndexProps(),
    total: api.getTotalSlidesProps(),
    previous: clicked(api.getPreviousTriggerProps()),
    next: clicked(api.getNextTriggerProps()),
    rotation: clicked(api.getRotationTriggerProps()),
    drag: [api.dragTranslate(-120, 800), api.dragTranslate(300, 800)],
    bySlide,
  };
  return JSON.stringify({ view, sent }, (_key, value: unknown) => (typeof value === 'function' ? '[handler]' : value));
}

describe('a gallery layout ships its own view rules (issue 20, point 4)', () => {
  it('[GAL-010] [GAL-016] [GAL-089] [GAL-091] [GAL-092] [GAL-094] [GAL-098] [MEDIA-020] for random galleries of every layout, connectLayout with that layout rules alone draws exactly what the public connect draws', () => {
    fc.assert(
      fc.property(caseArb, ({ layout, input, options, events, slides, elapsedMs }) => {
        const clock = new SimulatedClock();
        const actor = createActor(galleryMachine, { input, clock }).start();
        for (const event of events) actor.send(event);
        clock.increment(elapsedMs);
        const snapshot = actor.getSnapshot();
        actor.stop();
        const connectOptions = { id: 'g', label: 'Gallery', ...options };
        // A renderer without a layout needs no layout's rules.
        const ownViews = layout === undefined ? {} : { [layout]: galleryLayoutViews[layout] };
        const everyLayout = describeView((send) => connect(snapshot, send, connectOptions, keepProps), slides);
        const ownLayout = describeView((send) => connectLayout(snapshot, send, connectOptions, keepProps, ownViews), slides);
        expect(ownLayout).toBe(everyLayout);
      }),
      { numRuns: 400 },
    );
  });

  it('[GAL-010] a gallery whose layout the renderer has no rules for is a mistake that says so, not a silently different view', () => {
    const actor = createActor(galleryMachine, { input: { numberOfSlides: 3, layout: 'grid' } }).start();
    expect(() => connectLayout(actor.getSnapshot(), actor.send, { id: 'g', label: 'Gallery' }, keepProps, { stacked: galleryLayoutViews.stacked })).toThrow(
      "connectLayout: no view rules for the 'grid' layout",
    );
    actor.stop();
  });

  it('[GAL-010] a bundle of the slideshow (ui/gallery/Slideshow.tsx) carries its own and its thumbnails\u2019 view rules, no other layout\u2019s, no autorows arithmetic and not the every-layout connect', async () => {
    const root = resolve(import.meta.dirname, '..');
    const result = await build({
      absWorkingDir: root,
      entryPoints: ['ui/gallery/Slideshow.tsx'],
      bundle: true,
      write: false,
      metafile: true,
      minify: true,
      format: 'esm',
      platform: 'browser',
      jsx: 'automatic',
      outdir: 'out',
      external: ['react', 'react-dom', 'react/*', 'react-dom/*'],
      alias: { '#io-ts-guard': 'io-ts/es6/Guard.js' },
      define: { 'process.env.NODE_ENV': '"production"' },
      logLevel: 'error',
    });
    // Only files that put code in the bundle count: a module whose exports are all shaken off adds none.
    const shipped = Object.values(result.metafile.outputs)
      .flatMap((output) => Object.entries(output.inputs))
      .filter(([, input]) => input.bytesInOutput > 0)
      .map(([path]) => path);
    const views = shipped.filter((path) => path.startsWith('machines/gallery/layout-views/')).sort();
    expect(views).toEqual(['machines/gallery/layout-views/stacked.ts', 'machines/gallery/layout-views/thumbnails.ts']);
    expect(shipped).toContain('machines/gallery/connect-layout.ts');
    expect(shipped).not.toContain('machines/gallery/autorows.ts');
    expect(shipped).not.toContain('machines/gallery/connect.ts');
  });
});
