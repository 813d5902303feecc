import { pathPartText } from '../url/logic.ts';

/** Pure rules of gallery history [GAL-003..008]: the adapter reads and writes the address. */

export interface SlideKey {
  id: string;
  url?: string;
}

/** [GAL-003] [GAL-004] History tracking runs only when switched on and outside the editor. */
export function historyActive(historyHash: boolean, inBackendEditor: boolean): boolean {
  return historyHash && !inBackendEditor;
}

/**
 * [GAL-006] [GAL-007] The collection's full URL: the container attribute, else the page
 * context's; a trailing slash is added when it is longer than one character.
 */
export function collectionAddress(containerAttribute: string | null | undefined, pageContextUrl: string): string {
  const base = containerAttribute?.trim() || pageContextUrl;
  return base.length > 1 && !base.endsWith('/') ? `${base}/` : base;
}

/** [GAL-005] The address for a slide: the collection URL, then the slide's url or id. */
export function slideAddress(collection: string, slide: SlideKey): string {
  return `${collection}${encodeURIComponent(slide.url || slide.id)}`;
}

/** Where an itemId can be found: the history state, the hash (`#itemId=...`) or the path. */
export interface LocationLike {
  pathname: string;
  hash: string;
  state: unknown;
}

/** [GAL-004] The itemId the address carries: history state first, then the hash, then the path after the collection. */
export function itemIdFromLocation(location: LocationLike, collection: string): string | null {
  const state = location.state as { itemId?: unknown } | null;
  if (state && typeof state.itemId === 'string') return state.itemId;
  const hash = new URLSearchParams(location.hash.replace(/^#/, '')).get('itemId');
  if (hash) return hash;
  if (collection.length > 1 && location.pathname.startsWith(collection)) {
    const rest = pathPartText(location.pathname.slice(collection.length).replace(/\/+$/, ''));
    return rest === '' ? null : rest;
  }
  return null;
}

/** [GAL-008] The slide whose id or url matches itemId, or null. */
export function indexForItemId(slides: readonly SlideKey[], itemId: string | null): number | null {
  if (itemId === null) return null;
  const index = slides.findIndex((slide) => slide.id === itemId || (slide.url !== undefined && slide.url === itemId));
  return index < 0 ? null : index;
}

/** What the history rules need to find a gallery's slide in an address. */
export interface HistorySettings {
  slides: readonly SlideKey[];
  collection: string;
  historyHash: boolean;
  inBackendEditor?: boolean;
}

/** [GAL-008] The slide an address names, for a gallery with history on; null otherwise. */
export function historyIndex(settings: HistorySettings, location: LocationLike): number | null {
  if (!historyActive(settings.historyHash, settings.inBackendEditor ?? false)) return null;
  return indexForItemId(settings.slides, itemIdFromLocation(location, settings.collection));
}
