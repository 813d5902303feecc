import { enumeration } from '../enums/enumeration.ts';

/** [MAP-003] The default map centre. */
export const MAP_DEFAULT_LAT = 40.720882;
export const MAP_DEFAULT_LNG = -74.000988;
/** [MAP-004] The default zoom. */
export const MAP_DEFAULT_ZOOM = 12;

/** [MAP-016] The map styles, by name. */
export const MAP_STYLES = /* @__PURE__ */ Object.freeze(['Original', 'Grayscale', 'Satellite', 'MinimalDark', 'MinimalLight', 'MinimalBlue'] as const);
export type MapStyle = (typeof MAP_STYLES)[number];

/** [ENUM-024] The block model's style numbers: 1 original, 2 grayscale, 3 satellite, 4 minimal light, 5 minimal dark, 6 minimal blue. */
export const MAP_STYLE_NUMBER = /* @__PURE__ */ enumeration('map style number', {
  original: 1,
  grayscale: 2,
  satellite: 3,
  minimalLight: 4,
  minimalDark: 5,
  minimalBlue: 6,
});

/** [ENUM-024] [MAP-016] A block model style number's style name. */
export const MAP_STYLE_BY_NUMBER: Readonly<Record<1 | 2 | 3 | 4 | 5 | 6, MapStyle>> = /* @__PURE__ */ Object.freeze({
  1: 'Original',
  2: 'Grayscale',
  3: 'Satellite',
  4: 'MinimalLight',
  5: 'MinimalDark',
  6: 'MinimalBlue',
});

/** [MAP-006] [MAP-007] .. [MAP-015] The display options' defaults. */
export const MAP_DEFAULT_OPTIONS = /* @__PURE__ */ Object.freeze({
  style: 'Grayscale' as MapStyle, // [MAP-007]
  showLabels: true, // [MAP-008]
  showTerrain: false, // [MAP-009]
  draggable: true, // [MAP-010]
  scrollwheel: true, // [MAP-011]
  showControls: true, // [MAP-012]
  disableDefaultUI: true, // [MAP-013]
  markerDraggable: false, // [MAP-014]
  linkOnClick: true, // [MAP-015]
});

/** [MAP-021] The marker image's size. */
export const MAP_MARKER_WIDTH = 48;
export const MAP_MARKER_HEIGHT = 64;

/** [MAP-022] Option updates are applied 60 ms after the last one. */
export const MAP_OPTION_DEBOUNCE_MS = 60;

/** Ours: a block whose maps service could not be loaded says so in the map's place, politely. */
export const MAP_UNAVAILABLE_MESSAGE = 'The map could not be loaded. The address is shown below.';
/** Ours: the link out to the maps service, for every visitor (keyboard too). */
export const MAP_LINK_TEXT = 'Open this location in a maps service';
/** Ours: the maps service's address for a position (the real service's search by coordinates). */
export const MAP_LINK_URL = 'https://www.google.com/maps/search/?api=1&query={lat},{lng}';
/** Ours: where the marker image is served. */
export const MAP_MARKER_IMAGE = '/images/map-marker.svg';
