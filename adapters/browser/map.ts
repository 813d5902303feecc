import { createActor, fromPromise, type Actor, type InspectionEvent } from 'xstate';
import { mapAnatomy } from '../../machines/map/anatomy.ts';
import { mapStatus } from '../../machines/map/connect.ts';
import { mapServiceOptions, markerServiceOptions } from '../../machines/map/logic.ts';
import { mapMachine } from '../../machines/map/machine.ts';
import type { MapInput } from '../../machines/map/types.ts';
import { MAP_SCRIPT_TIMEOUT_MS } from '../../machines/script-loader/constants.ts';
import { mapsNamespace, type MapsListener, type MapsMap, type MapsMarker, type MapsNamespace } from './maps-api.ts';
import { observeNearViewport } from './media.ts';
import { loadScript } from './script-loader.ts';

export type MapActor = Actor<typeof mapMachine>;

/**
 * [MAP-018] [MAP-020] The maps service's script through the page's script loader (one load
 * for every map, rejected after 30 s); a script that runs without defining the API fails too.
 */
export const loadMapsScript = fromPromise<void, { url: string }>(async ({ input }) => {
  await loadScript(input.url, { timeoutMs: MAP_SCRIPT_TIMEOUT_MS });
  if (!mapsNamespace(window)) throw new Error(`The script at ${input.url} did not define the maps API`);
});

/** The map machine with the browser's script loading provided. */
export const browserMapMachine = mapMachine.provide({ actors: { loadMapsScript } });

export function createMapActor(input: MapInput, options: { inspect?: (event: InspectionEvent) => void } = {}): MapActor {
  return createActor(browserMapMachine, { input, inspect: options.inspect });
}

/** The documented `MarkerOptions` with the 48x64 image as the service wants it (`scaledSize`). */
function markerOptions(maps: MapsNamespace, actor: MapActor) {
  const { location, options } = actor.getSnapshot().context.block;
  const { icon, ...rest } = markerServiceOptions(location, options);
  return { ...rest, icon: { url: icon.url, scaledSize: new maps.Size(icon.width, icon.height) } };
}

/**
 * The one place a map block meets the page: wakes the machine when the block comes within
 * 200 px of the viewport (only then is the provider's script fetched), draws the map and its
 * marker with the maps service once it is ready, applies debounced option changes [MAP-022],
 * turns clicks (and Enter on the focused map) into `MAP_CLICK`, and opens the link it asks for.
 * Returns the cleanup.
 */
export function bindMap(actor: MapActor, root: HTMLElement, win: Window = window): () => void {
  const rootId = actor.getSnapshot().context.id;
  let map: MapsMap | null = null;
  let marker: MapsMarker | null = null;
  const listeners: MapsListener[] = [];
  const canvas = () => root.querySelector<HTMLElement>(mapAnatomy.selector('canvas', rootId)) ?? root.querySelector<HTMLElement>(mapAnatomy.selector('canvas'));
  const draw = () => {
    const maps = mapsNamespace(win);
    const element = canvas();
    if (map || !maps || !element) return;
    const { location, options } = actor.getSnapshot().context.block;
    map = new maps.Map(element, mapServiceOptions(location, options));
    marker = new maps.Marker({ ...markerOptions(maps, actor), map });
    const click = () => actor.send({ type: 'MAP_CLICK' });
    listeners.push(map.addListener('click', click), marker.addListener('click', click));
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && event.target === canvas()) actor.send({ type: 'MAP_CLICK' });
  };
  root.addEventListener('keydown', onKey);
  const stopNear = observeNearViewport(root, () => actor.send({ type: 'NEAR' }));
  const status = actor.subscribe((snapshot) => {
    if (mapStatus(snapshot) === 'ready') draw();
  });
  if (mapStatus(actor.getSnapshot()) === 'ready') draw();
  const applied = actor.on('optionsApplied', () => {
    const maps = mapsNamespace(win);
    if (!map || !marker || !maps) return;
    const { location, options } = actor.getSnapshot().context.block;
    map.setOptions(mapServiceOptions(location, options));
    marker.setOptions(markerOptions(maps, actor));
  });
  const open = actor.on('openLink', ({ url }) => void win.open(url, '_blank', 'noopener'));
  return () => {
    stopNear();
    status.unsubscribe();
    applied.unsubscribe();
    open.unsubscribe();
    root.removeEventListener('keydown', onKey);
    listeners.forEach((listener) => listener.remove());
    marker?.setMap(null);
  };
}
