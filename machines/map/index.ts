export { mapMachine } from './machine.ts';
export type { MapContext } from './machine.ts';
export { connect as connectMap, mapStatus } from './connect.ts';
export type { MapSnapshot } from './connect.ts';
export { decodeMapBlock, decodeMapOptionsUpdate, decodeMapStyle } from './codec.ts';
export type { MapBlockDecoding } from './codec.ts';
export { addressLines, languageAndRegion, mapLinkUrl, mapServiceOptions, mapsScriptUrl, markerServiceOptions } from './logic.ts';
export type { MapTypeStyle } from './logic.ts';
export { mapAnatomy } from './anatomy.ts';
export type { MapApi, MapBlock, MapEmitted, MapEvent, MapInput, MapLocation, MapOptions, MapsProvider, MapStatus } from './types.ts';
export {
  MAP_DEFAULT_LAT,
  MAP_DEFAULT_LNG,
  MAP_DEFAULT_OPTIONS,
  MAP_DEFAULT_ZOOM,
  MAP_LINK_TEXT,
  MAP_MARKER_HEIGHT,
  MAP_MARKER_WIDTH,
  MAP_OPTION_DEBOUNCE_MS,
  MAP_STYLE_BY_NUMBER,
  MAP_STYLE_NUMBER,
  MAP_STYLES,
  MAP_UNAVAILABLE_MESSAGE,
} from './constants.ts';
export type { MapStyle } from './constants.ts';
