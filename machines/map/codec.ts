import * as t from 'io-ts';
import { decodeWith, parseJson, type Decoded } from '../shared/decode.ts';
import { MAP_DEFAULT_LAT, MAP_DEFAULT_LNG, MAP_DEFAULT_OPTIONS, MAP_DEFAULT_ZOOM, MAP_STYLE_BY_NUMBER, MAP_STYLES, type MapStyle } from './constants.ts';
import type { DecodedMapBlock, MapLocation, MapOptions } from './types.ts';

/** A decoded map block, with a warning for each value replaced by its default. */
export type MapBlockDecoding = (Extract<Decoded<DecodedMapBlock>, { ok: true }> & { warnings: string[] }) | Extract<Decoded<DecodedMapBlock>, { ok: false }>;

/** Decoded option updates: the valid ones, with a warning for each dropped; refused when not an object. */
export type MapOptionsUpdateDecoding = (Extract<Decoded<Partial<MapOptions>>, { ok: true }> & { warnings: string[] }) | Extract<Decoded<Partial<MapOptions>>, { ok: false }>;

const Latitude = t.refinement(t.number, (n) => Number.isFinite(n) && n >= -90 && n <= 90, 'latitude (-90..90)');
const Longitude = t.refinement(t.number, (n) => Number.isFinite(n) && n >= -180 && n <= 180, 'longitude (-180..180)');
const Zoom = t.refinement(t.number, (n) => Number.isFinite(n) && n >= 0 && n <= 22, 'zoom (0..22)');

const shown = (value: unknown) => JSON.stringify(value) ?? String(value);

/** [ENUM-024] [MAP-016] A style: a block model number 1..6, or a style's name. */
export function decodeMapStyle(value: unknown): Decoded<MapStyle> {
  if (typeof value === 'number' && Object.hasOwn(MAP_STYLE_BY_NUMBER, value)) return { ok: true, data: MAP_STYLE_BY_NUMBER[value as 1] };
  if (typeof value === 'string' && (MAP_STYLES as readonly string[]).includes(value)) return { ok: true, data: value as MapStyle };
  return { ok: false, details: [`style: ${shown(value)} is not a map style (1 original .. 6 minimal blue, or ${MAP_STYLES.join(', ')})`] };
}

/**
 * [MAP-002] .. [MAP-017] A map block's JSON (text or value, untrusted): the block model's fields
 * (location, controls, terrain, labels, style [MAP-017]) and the display options by name
 * [MAP-006]; every value of the wrong type or out of range falls back to its default with a
 * warning; JSON that cannot be read, or is not an object, is refused.
 */
export function decodeMapBlock(input: unknown): MapBlockDecoding {
  let value = input;
  if (typeof input === 'string') {
    const parsed = parseJson(input);
    if (!parsed.ok) return { ok: false, details: [`map block JSON: ${parsed.message}`] };
    value = parsed.value;
  }
  const fields = decodeWith(t.UnknownRecord, value);
  if (!fields.ok) return { ok: false, details: fields.details.map((detail) => `map block: ${detail}`) };
  const warnings: string[] = [];
  const pick = <T>(where: string, raw: unknown, codec: t.Type<T, unknown, unknown> | ((v: unknown) => Decoded<T>), fallback: T): T => {
    if (raw === undefined || raw === null) return fallback;
    const decoded = typeof codec === 'function' ? codec(raw) : decodeWith(codec, raw);
    if (decoded.ok) return decoded.data;
    warnings.push(`${where}: ${shown(raw)} is not valid; the default ${shown(fallback)} is used`);
    return fallback;
  };
  const block = fields.data;
  const rawLocation = block.location === undefined ? {} : block.location;
  const location = decodeWith(t.UnknownRecord, rawLocation);
  if (!location.ok) warnings.push(`location: ${shown(rawLocation)} is not an object; the default location is used`);
  const at = location.ok ? location.data : {};
  const mapLat = pick('location.mapLat', at.mapLat, Latitude, MAP_DEFAULT_LAT);
  const mapLng = pick('location.mapLng', at.mapLng, Longitude, MAP_DEFAULT_LNG);
  const text = (name: string) => pick(`location.${name}`, at[name], t.string, '');
  const decodedLocation: MapLocation = {
    mapLat,
    mapLng,
    // [MAP-005] The marker falls back to the map centre.
    markerLat: pick('location.markerLat', at.markerLat, Latitude, mapLat),
    markerLng: pick('location.markerLng', at.markerLng, Longitude, mapLng),
    mapZoom: pick('location.mapZoom', at.mapZoom, Zoom, MAP_DEFAULT_ZOOM),
    addressTitle: text('addressTitle'),
    addressLine1: text('addressLine1'),
    addressLine2: text('addressLine2'),
    addressCountry: text('addressCountry'),
  };
  const flag = (names: string[], fallback: boolean) => {
    const name = names.find((candidate) => block[candidate] !== undefined) ?? names[0]!;
    return pick(name, block[name], t.boolean, fallback);
  };
  const defaults = MAP_DEFAULT_OPTIONS;
  const options: MapOptions = {
    style: pick('style', block.style, decodeMapStyle, defaults.style),
    // [MAP-017] The block model's names (labels, terrain, controls), or the option's own.
    showLabels: flag(['labels', 'showLabels'], defaults.showLabels),
    showTerrain: flag(['terrain', 'showTerrain'], defaults.showTerrain),
    draggable: flag(['draggable'], defaults.draggable),
    scrollwheel: flag(['scrollwheel'], defaults.scrollwheel),
    showControls: flag(['controls', 'showControls'], defaults.showControls),
    disableDefaultUI: flag(['disableDefaultUI'], defaults.disableDefaultUI),
    markerDraggable: flag(['markerDraggable'], defaults.markerDraggable),
    linkOnClick: flag(['linkOnClick'], defaults.linkOnClick),
  };
  return { ok: true, data: { location: decodedLocation, options }, warnings };
}

/** Option updates from an editor or a page (untrusted): the valid ones kept, the rest dropped with a warning. */
export function decodeMapOptionsUpdate(value: unknown): MapOptionsUpdateDecoding {
  const fields = decodeWith(t.UnknownRecord, value);
  if (!fields.ok) return { ok: false, details: ['map options: not an object'] };
  const options: Partial<MapOptions> = {};
  const warnings: string[] = [];
  for (const [name, raw] of Object.entries(fields.data)) {
    if (name === 'style') {
      const style = decodeMapStyle(raw);
      if (style.ok) options.style = style.data;
      else warnings.push(...style.details);
    } else if (name in MAP_DEFAULT_OPTIONS) {
      if (typeof raw === 'boolean') (options as Record<string, boolean>)[name] = raw;
      else warnings.push(`${name}: ${shown(raw)} is not true or false`);
    } else warnings.push(`${name}: not a map option`);
  }
  return { ok: true, data: options, warnings };
}
