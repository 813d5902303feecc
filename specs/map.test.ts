import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { connectMap, decodeMapBlock, decodeMapOptionsUpdate, decodeMapStyle, mapMachine, type DecodedMapBlock } from '../machines/index.ts';
import { MAP_STYLE_NUMBER, MAP_STYLES } from '../machines/map/constants.ts';
import { languageAndRegion, mapLinkUrl, mapServiceOptions, mapsScriptUrl, markerServiceOptions } from '../machines/map/logic.ts';
import { keepProps } from '../machines/shared/normalize.ts';

const decoded = (json: unknown): DecodedMapBlock => {
  const result = decodeMapBlock(json);
  if (!result.ok) throw new Error(result.details.join('; '));
  return result.data;
};

describe('map block data', () => {
  it('[MAP-002] [MAP-017] reads the block model fields: location, controls, terrain, labels, style', () => {
    const block = decoded({
      location: { mapLat: 51.5, mapLng: -0.12, markerLat: 51.51, markerLng: -0.13, mapZoom: 9, addressTitle: 'Office', addressLine1: '1 Road', addressLine2: 'London', addressCountry: 'UK' },
      controls: false,
      terrain: true,
      labels: false,
      style: 5,
    });
    expect(block.location).toEqual({ mapLat: 51.5, mapLng: -0.12, markerLat: 51.51, markerLng: -0.13, mapZoom: 9, addressTitle: 'Office', addressLine1: '1 Road', addressLine2: 'London', addressCountry: 'UK' });
    expect(block.options).toMatchObject({ showControls: false, showTerrain: true, showLabels: false, style: 'MinimalDark' });
  });

  it('[MAP-003] [MAP-004] [MAP-005] an empty block is centred on 40.720882, -74.000988 at zoom 12, the marker at the centre', () => {
    expect(decoded({}).location).toEqual({ mapLat: 40.720882, mapLng: -74.000988, markerLat: 40.720882, markerLng: -74.000988, mapZoom: 12, addressTitle: '', addressLine1: '', addressLine2: '', addressCountry: '' });
    // [MAP-005] A marker absent falls back to the given centre, not the default one.
    expect(decoded({ location: { mapLat: 10, mapLng: 20 } }).location).toMatchObject({ markerLat: 10, markerLng: 20 });
  });

  it('[MAP-006] [MAP-007] [MAP-008] [MAP-009] [MAP-010] [MAP-011] [MAP-012] [MAP-013] [MAP-014] [MAP-015] the display options default to Grayscale, labels on, terrain off, draggable, scrollwheel, controls on, default UI disabled, marker fixed, link on click', () => {
    expect(decoded('{}').options).toEqual({
      style: 'Grayscale',
      showLabels: true,
      showTerrain: false,
      draggable: true,
      scrollwheel: true,
      showControls: true,
      disableDefaultUI: true,
      markerDraggable: false,
      linkOnClick: true,
    });
  });

  it('[MAP-016] [ENUM-024] the six styles and their block model numbers: 1 original .. 6 minimal blue', () => {
    expect(MAP_STYLES).toEqual(['Original', 'Grayscale', 'Satellite', 'MinimalDark', 'MinimalLight', 'MinimalBlue']);
    expect(MAP_STYLE_NUMBER.byName).toEqual({ original: 1, grayscale: 2, satellite: 3, minimalLight: 4, minimalDark: 5, minimalBlue: 6 });
    expect([1, 2, 3, 4, 5, 6].map((n) => decodeMapStyle(n))).toEqual(
      ['Original', 'Grayscale', 'Satellite', 'MinimalLight', 'MinimalDark', 'MinimalBlue'].map((data) => ({ ok: true, data })),
    );
    expect(decodeMapStyle('MinimalDark')).toEqual({ ok: true, data: 'MinimalDark' });
  });

  it('[ENUM-024] [MAP-007] a style number out of range (0, 7, 2.5, "2") falls back to Grayscale with a warning', () => {
    for (const style of [0, 7, 9, 2.5, '2', -1]) {
      const result = decodeMapBlock({ style });
      expect(result.ok && result.data.options.style, String(style)).toBe('Grayscale');
      expect(result.ok && result.warnings.some((warning) => warning.startsWith('style:')), String(style)).toBe(true);
    }
  });

  it('[MAP-003] [MAP-004] [MAP-008] options and location of the wrong types fall back to their defaults, each with a warning', () => {
    const result = decodeMapBlock({ location: { mapLat: 'north', mapLng: 500, mapZoom: '12', addressTitle: 42 }, controls: 'yes', terrain: 1, labels: null, draggable: 'no' });
    if (!result.ok) throw new Error('refused');
    expect(result.data.location).toMatchObject({ mapLat: 40.720882, mapLng: -74.000988, mapZoom: 12, addressTitle: '' });
    expect(result.data.options).toMatchObject({ showControls: true, showTerrain: false, showLabels: true, draggable: true });
    expect(result.warnings).toHaveLength(7);
  });

  it('[MAP-002] unreadable or non-object block JSON is refused with a reason, never a crash', () => {
    expect(decodeMapBlock('{oops').ok).toBe(false);
    expect(decodeMapBlock('[1,2]').ok).toBe(false);
    expect(decodeMapBlock(null).ok).toBe(false);
    expect(decodeMapBlock({ location: 'here' })).toMatchObject({ ok: true, warnings: ['location: "here" is not an object; the default location is used'] });
  });

  it('[MAP-006] any JSON value decodes to a block with valid options or is refused: never a throw', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const result = decodeMapBlock(value);
        if (result.ok) {
          expect(MAP_STYLES).toContain(result.data.options.style);
          expect(Math.abs(result.data.location.mapLat)).toBeLessThanOrEqual(90);
        }
      }),
    );
  });

  it('[MAP-006] option updates keep the valid ones and drop the rest', () => {
    expect(decodeMapOptionsUpdate({ style: 3, showLabels: false, scrollwheel: 'x', colour: 'red' })).toEqual({
      ok: true,
      data: { style: 'Satellite', showLabels: false },
      warnings: ['scrollwheel: "x" is not true or false', 'colour: not a map option'],
    });
    expect(decodeMapOptionsUpdate('all of them')).toEqual({ ok: false, details: ['map options: not an object'] });
  });
});

describe('map service options', () => {
  it('[MAP-019] the maps script is asked for with the key, then the language and region of the page context', () => {
    expect(mapsScriptUrl({ scriptUrl: 'https://maps.googleapis.com/maps/api/js', key: 'K1', ...languageAndRegion('fr-CA') })).toBe('https://maps.googleapis.com/maps/api/js?key=K1&language=fr&region=CA');
    expect(languageAndRegion('de')).toEqual({ language: 'de', region: null });
    expect(languageAndRegion(null)).toEqual({ language: null, region: null });
  });

  it('[MAP-021] the marker image is 48x64, at the marker position, draggable only when asked [MAP-014]', () => {
    const block = decoded({ location: { markerLat: 1, markerLng: 2, addressTitle: 'Here' } });
    expect(markerServiceOptions(block.location, block.options)).toMatchObject({ position: { lat: 1, lng: 2 }, title: 'Here', draggable: false, icon: { width: 48, height: 64 } });
  });

  it('[MAP-009] [MAP-012] [MAP-013] [MAP-016] options become the service options: map type, style rules, controls', () => {
    const block = decoded({ style: 3, controls: false, labels: false });
    const options = mapServiceOptions(block.location, block.options);
    expect(options).toMatchObject({ mapTypeId: 'satellite', zoomControl: false, disableDefaultUI: true, zoom: 12, center: { lat: 40.720882, lng: -74.000988 } });
    expect(options.styles).toContainEqual({ elementType: 'labels', stylers: [{ visibility: 'off' }] });
    expect(mapServiceOptions(block.location, { ...block.options, style: 'Original', showTerrain: true }).mapTypeId).toBe('terrain');
    expect(mapServiceOptions(block.location, { ...block.options, style: 'Grayscale' }).styles[0]).toEqual({ stylers: [{ saturation: -100 }] });
  });
});

describe('mapMachine', () => {
  const provider = { scriptUrl: '/providers/maps.js', key: 'k', language: 'en', region: 'US' };
  const start = (load: () => Promise<void>) => {
    const clock = new SimulatedClock();
    const urls: string[] = [];
    const machine = mapMachine.provide({ actors: { loadMapsScript: fromPromise<void, { url: string }>(({ input }) => (urls.push(input.url), load())) } });
    const actor = createActor(machine, { input: { id: 'm', block: decoded({}), provider }, clock }).start();
    return { actor, clock, urls, api: () => connectMap(actor.getSnapshot(), actor.send, keepProps) };
  };

  it('[MAP-001] [MAP-018] stays dormant (no script) until the block comes near, then loads the script and is ready', async () => {
    const { actor, urls, api } = start(() => Promise.resolve());
    expect(api().status).toBe('dormant');
    expect(urls).toEqual([]);
    actor.send({ type: 'NEAR' });
    expect(api().status).toBe('loading');
    await Promise.resolve();
    await Promise.resolve();
    expect(api().status).toBe('ready');
    expect(urls).toEqual(['/providers/maps.js?key=k&language=en&region=US']);
    expect(api().getPlaceholderProps().hidden).toBe(true);
  });

  it('[MAP-020] a rejected load leaves the block unavailable with a polite message', async () => {
    const { actor, api } = start(() => Promise.reject(new Error('Script load timed out')));
    actor.send({ type: 'NEAR' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(api().status).toBe('unavailable');
    expect(api().getMessageProps()).toMatchObject({ role: 'status', hidden: false });
    expect(api().message).toBe('The map could not be loaded. The address is shown below.');
  });

  it('[MAP-022] option updates are applied 60 ms after the last one, together', () => {
    const { actor, clock, api } = start(() => new Promise(() => {}));
    const applied: string[] = [];
    actor.on('optionsApplied', ({ options }) => applied.push(`${options.style}/${options.showLabels}`));
    actor.send({ type: 'SET_OPTIONS', options: { style: 'Satellite' } });
    clock.increment(59);
    actor.send({ type: 'SET_OPTIONS', options: { showLabels: false } });
    clock.increment(59);
    expect(applied).toEqual([]);
    expect(api().options.style).toBe('Grayscale');
    clock.increment(1);
    expect(applied).toEqual(['Satellite/false']);
    expect(api().options).toMatchObject({ style: 'Satellite', showLabels: false });
  });

  it('[MAP-015] a click on a ready map opens the location when link on click is on, and not when off', async () => {
    const { actor, api } = start(() => Promise.resolve());
    const opened: string[] = [];
    actor.on('openLink', ({ url }) => opened.push(url));
    actor.send({ type: 'NEAR' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    actor.send({ type: 'MAP_CLICK' });
    expect(opened).toEqual([mapLinkUrl({ markerLat: 40.720882, markerLng: -74.000988 })]);
    expect(api().getLinkProps()).toMatchObject({ href: 'https://www.google.com/maps/search/?api=1&query=40.720882,-74.000988', rel: 'noopener noreferrer' });
    const off = createActor(mapMachine.provide({ actors: { loadMapsScript: fromPromise(() => Promise.resolve()) } }), { input: { id: 'n', block: { ...decoded({}), options: { ...decoded({}).options, linkOnClick: false } }, provider } }).start();
    const none: string[] = [];
    off.on('openLink', ({ url }) => none.push(url));
    off.send({ type: 'NEAR' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    off.send({ type: 'MAP_CLICK' });
    expect(none).toEqual([]);
  });

  it('[MAP-001] the view: a labelled, focusable map region, the title and the non-empty address lines', () => {
    const { api } = start(() => new Promise(() => {}));
    const actor = createActor(mapMachine, { input: { id: 'x', block: decoded({ location: { addressTitle: 'Shop', addressLine1: 'A', addressLine2: ' ', addressCountry: 'B' } }), provider } });
    const view = connectMap(actor.getSnapshot(), actor.send, keepProps);
    expect(view.getCanvasProps()).toMatchObject({ role: 'region', 'aria-label': 'Map of Shop', tabIndex: 0, id: 'x-canvas' });
    expect(view.addressLines).toEqual(['A', 'B']);
    expect(api().getCanvasProps()['aria-label']).toBe('Map');
  });
});
