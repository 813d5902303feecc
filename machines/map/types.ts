import type { MapStyle } from './constants.ts';

/** [MAP-002] A map's location; the marker falls back to the centre [MAP-005]. */
export interface MapLocation {
  mapLat: number;
  mapLng: number;
  markerLat: number;
  markerLng: number;
  mapZoom: number;
  addressTitle: string;
  addressLine1: string;
  addressLine2: string;
  addressCountry: string;
}

/** [MAP-006] A map's display options. */
export interface MapOptions {
  style: MapStyle;
  showLabels: boolean;
  showTerrain: boolean;
  draggable: boolean;
  scrollwheel: boolean;
  showControls: boolean;
  disableDefaultUI: boolean;
  markerDraggable: boolean;
  linkOnClick: boolean;
}

/** A decoded map block: its location and options. */
export interface DecodedMapBlock {
  location: MapLocation;
  options: MapOptions;
}

/** Where the maps service's script comes from and with what [MAP-019]. */
export interface MapsProvider {
  /** The script's address without the query (the real service, or the example site's stand-in). */
  scriptUrl: string;
  key: string;
  language: string | null;
  region: string | null;
}

/** What the map block machine starts from: `createActor(mapMachine, { input })`. */
export interface MapInput {
  id: string;
  block: DecodedMapBlock;
  provider: MapsProvider;
}

export type MapStatus = 'dormant' | 'loading' | 'ready' | 'unavailable';

/** The events the map block machine accepts. */
export type MapEvent =
  | { type: 'NEAR' }
  | { type: 'SET_OPTIONS'; options: Partial<MapOptions> }
  | { type: 'MAP_CLICK' };

export type MapEmitted = { type: 'optionsApplied'; options: MapOptions } | { type: 'openLink'; url: string };

/** The map's view model, written out (see connect.ts). */
export interface MapApi {
  status: MapStatus;
  location: MapLocation;
  options: MapOptions;
  /** The marker's position [MAP-005]. */
  marker: { lat: number; lng: number };
  /** The link out to the maps service. */
  linkUrl: string;
  getRootProps(): { id: string; 'data-scope': 'map'; 'data-part': 'root'; 'data-state': MapStatus; 'data-style': MapStyle };
  /** Where the provider draws: a keyboard user reaches it (tab stop) and hears what it is. */
  getCanvasProps(): { id: string; role: 'region'; 'aria-label': string; tabIndex: 0; 'data-scope': 'map'; 'data-part': 'canvas'; 'data-state': MapStatus };
  /** The server-rendered placeholder shown until the provider draws, and if it never does. */
  getPlaceholderProps(): { 'data-scope': 'map'; 'data-part': 'placeholder'; hidden: boolean };
  getAddressProps(): { 'data-scope': 'map'; 'data-part': 'address' };
  getTitleProps(): { 'data-scope': 'map'; 'data-part': 'title' };
  /** The address lines that are not empty, in order. */
  addressLines: string[];
  getLinkProps(): { href: string; target: '_blank'; rel: string; 'data-scope': 'map'; 'data-part': 'link' };
  linkText: string;
  /** The polite message shown when the provider failed; hidden otherwise. */
  getMessageProps(): { role: 'status'; 'data-scope': 'map'; 'data-part': 'message'; hidden: boolean };
  message: string | null;
}
