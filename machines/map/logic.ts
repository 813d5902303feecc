import { scriptUrlWithParams } from '../script-loader/logic.ts';
import { MAP_LINK_URL, MAP_MARKER_HEIGHT, MAP_MARKER_IMAGE, MAP_MARKER_WIDTH, type MapStyle } from './constants.ts';
import type { MapLocation, MapOptions, MapsProvider } from './types.ts';

/** [MAP-019] The maps service's script address: the key, then language and region from the page context. */
export function mapsScriptUrl(provider: MapsProvider): string {
  return scriptUrlWithParams(provider.scriptUrl, { key: provider.key, language: provider.language, region: provider.region });
}

/** The link out to the maps service for the marker's position. */
export function mapLinkUrl(location: Pick<MapLocation, 'markerLat' | 'markerLng'>): string {
  return MAP_LINK_URL.replace('{lat}', String(location.markerLat)).replace('{lng}', String(location.markerLng));
}

/** The address lines the block shows under its title: those not empty. */
export function addressLines(location: MapLocation): string[] {
  return [location.addressLine1, location.addressLine2, location.addressCountry].map((line) => line.trim()).filter((line) => line !== '');
}

/** One rule of the maps service's documented style array (`MapTypeStyle`). */
export interface MapTypeStyle {
  featureType?: string;
  elementType?: string;
  stylers: Record<string, string | number>[];
}

/** The colours and saturation each style gives the map (the service's style rules). */
const STYLE_RULES: Record<MapStyle, MapTypeStyle[]> = {
  Original: [],
  Grayscale: [{ stylers: [{ saturation: -100 }] }],
  // Satellite is a map type, not a style: no rules.
  Satellite: [],
  MinimalDark: [
    { elementType: 'geometry', stylers: [{ color: '#212121' }] },
    { featureType: 'water', elementType: 'geometry', stylers: [{ color: '#000000' }] },
    { featureType: 'road', elementType: 'geometry', stylers: [{ color: '#2c2c2c' }] },
    { featureType: 'poi', stylers: [{ visibility: 'off' }] },
  ],
  MinimalLight: [
    { elementType: 'geometry', stylers: [{ color: '#f5f5f5' }] },
    { featureType: 'water', elementType: 'geometry', stylers: [{ color: '#c9c9c9' }] },
    { featureType: 'road', elementType: 'geometry', stylers: [{ color: '#ffffff' }] },
    { featureType: 'poi', stylers: [{ visibility: 'off' }] },
  ],
  MinimalBlue: [
    { elementType: 'geometry', stylers: [{ color: '#e9eef5' }] },
    { featureType: 'water', elementType: 'geometry', stylers: [{ color: '#7fa7d9' }] },
    { featureType: 'road', elementType: 'geometry', stylers: [{ color: '#ffffff' }] },
    { featureType: 'poi', stylers: [{ visibility: 'off' }] },
  ],
};

/**
 * The maps service's documented `MapOptions` for a block (the subset the block uses): centre,
 * zoom, map type (satellite, terrain or roadmap), style rules (labels hidden when off), and the
 * interaction switches.
 */
export function mapServiceOptions(location: MapLocation, options: MapOptions) {
  const styles = [...STYLE_RULES[options.style]];
  // [MAP-008] Labels off hides every label.
  if (!options.showLabels) styles.push({ elementType: 'labels', stylers: [{ visibility: 'off' }] });
  return {
    center: { lat: location.mapLat, lng: location.mapLng },
    zoom: location.mapZoom,
    mapTypeId: options.style === 'Satellite' ? 'satellite' : options.showTerrain ? 'terrain' : 'roadmap',
    styles,
    draggable: options.draggable,
    gestureHandling: options.draggable ? (options.scrollwheel ? 'greedy' : 'cooperative') : 'none',
    scrollwheel: options.scrollwheel,
    disableDefaultUI: options.disableDefaultUI,
    zoomControl: options.showControls,
    keyboardShortcuts: true,
  };
}

/** The maps service's documented `MarkerOptions` for a block: its position, 48x64 image [MAP-021], and dragging [MAP-014]. */
export function markerServiceOptions(location: MapLocation, options: MapOptions) {
  return {
    position: { lat: location.markerLat, lng: location.markerLng },
    title: location.addressTitle,
    draggable: options.markerDraggable,
    icon: { url: MAP_MARKER_IMAGE, width: MAP_MARKER_WIDTH, height: MAP_MARKER_HEIGHT },
  };
}

/** [MAP-019] The language and region the maps script is asked for, from the page context's locale ('en-US' → en, US). */
export function languageAndRegion(locale: string | null | undefined): { language: string | null; region: string | null } {
  const match = /^([a-zA-Z]{2,3})(?:[-_]([a-zA-Z]{2}|\d{3}))?/.exec(locale?.trim() ?? '');
  if (!match) return { language: null, region: null };
  return { language: match[1]!.toLowerCase(), region: match[2] ? match[2].toUpperCase() : null };
}
