/**
 * The subset of the maps service's documented JavaScript API (`google.maps`) the map block uses:
 * `Map` (constructor with `MapOptions`, `setOptions`, `addListener('click')`), `Marker`
 * (constructor with `MarkerOptions`, `setOptions`, `addListener('click')`) and `Size`. The real
 * service's script defines it; so does the example site's stand-in (`/providers/maps.js`).
 */
export interface MapsListener {
  remove(): void;
}

export interface MapsMap {
  setOptions(options: object): void;
  addListener(event: 'click', handler: () => void): MapsListener;
}

export interface MapsMarker {
  setOptions(options: object): void;
  setMap(map: MapsMap | null): void;
  addListener(event: 'click', handler: () => void): MapsListener;
}

export interface MapsNamespace {
  Map: new (element: HTMLElement, options: object) => MapsMap;
  Marker: new (options: object) => MapsMarker;
  Size: new (width: number, height: number) => object;
}

/** The maps service's namespace once its script has run, or null. */
export function mapsNamespace(win: Window): MapsNamespace | null {
  const maps = (win as Window & { google?: { maps?: Partial<MapsNamespace> } }).google?.maps;
  return maps && typeof maps.Map === 'function' && typeof maps.Marker === 'function' && typeof maps.Size === 'function' ? (maps as MapsNamespace) : null;
}
