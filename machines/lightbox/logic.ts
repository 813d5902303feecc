import { pathPartText } from '../url/logic.ts';
import { ITEM_ID_PARAM, LIGHTBOX_DEFAULT_THEME, LIGHTBOX_EDGE_MARGIN } from './constants.ts';

/** One lightbox item as the machine knows it: what the address can name it by. */
export interface LightboxSlide {
  id: string;
  /** The slide's own URL (a path, or a path ending), when it has one. */
  url?: string;
  /** [LBX-005] Slides inside a layout block are never matched from the address. */
  inLayoutBlock?: boolean;
}

export type LightboxTheme = 'dark' | 'light';
export type ClickAction = 'close' | 'previous' | 'next';

/**
 * [LBX-014] [LBX-015] [LBX-016] What a click at `x` (0..1 across the lightbox width) does:
 * the outer 2% on either side closes, the left half goes back, the right half goes on.
 */
export function clickAction(x: number): ClickAction | null {
  if (!Number.isFinite(x)) return null;
  if (x < LIGHTBOX_EDGE_MARGIN || x > 1 - LIGHTBOX_EDGE_MARGIN) return 'close';
  return x < 0.5 ? 'previous' : 'next';
}

/** The index one step away; without loop it stays at the ends, with loop it wraps. */
export function stepIndex(index: number, count: number, step: 1 | -1, loop: boolean): number {
  if (count === 0) return index;
  const next = index + step;
  if (loop) return (next + count) % count;
  return Math.min(count - 1, Math.max(0, next));
}

/**
 * The slides a renderer keeps in the document: the current one and its neighbours (wrapping
 * with loop), in display order, so a 1,000-image gallery opens with at most three.
 */
export function renderedIndices(index: number, count: number, loop: boolean): number[] {
  const around = [index - 1, index, index + 1].map((at) => (loop ? (at + count) % count : at));
  return [...new Set(around)].filter((at) => at >= 0 && at < count);
}


const trimSlashes = (path: string) => path.replace(/^\/+|\/+$/g, '');

/** [GAL-004] [LBX-002] The item id named in a hash such as `#itemId=slide-3`, if any. */
export function itemIdFromHash(hash: string): string | null {
  const value = new URLSearchParams(hash.replace(/^#/, '')).get(ITEM_ID_PARAM);
  return value === null || value === '' ? null : value;
}

/** [GAL-004] The hash that names an item: `itemId=<id>`, escaped. */
export function hashForItem(itemId: string): string {
  return `${ITEM_ID_PARAM}=${encodeURIComponent(itemId)}`;
}

export interface LightboxAddress {
  pathname: string;
  hash: string;
  /** The collection's full URL (a path), when the page is a collection page. */
  collectionUrl?: string;
}

/**
 * [LBX-002] The keys an address can name a slide by, in order: the hash item id, the last
 * path segment, and the path after the collection's full URL.
 */
export function slideKeysFromAddress({ pathname, hash, collectionUrl }: LightboxAddress): string[] {
  const keys: string[] = [];
  const fromHash = itemIdFromHash(hash);
  if (fromHash !== null) keys.push(fromHash);
  const path = trimSlashes(pathPartText(pathname));
  const last = path.split('/').at(-1);
  if (last) keys.push(last);
  const base = collectionUrl === undefined ? '' : trimSlashes(pathPartText(collectionUrl));
  if (base && path.startsWith(`${base}/`)) keys.push(path.slice(base.length + 1));
  return [...new Set(keys)];
}

/**
 * [LBX-003] [LBX-004] [LBX-005] The index of the slide the keys name: an exact match of a
 * slide's id or URL first, for every key, then a looser match on a URL suffix; slides in a
 * layout block are skipped. `-1` when nothing matches.
 */
export function findSlideIndex(slides: readonly LightboxSlide[], keys: readonly string[]): number {
  const candidates = slides.map((slide, index) => ({ slide, index, url: trimSlashes(slide.url ?? '') })).filter(({ slide }) => !slide.inLayoutBlock);
  const wanted = keys.map(trimSlashes).filter((key) => key !== '');
  for (const key of wanted) {
    const exact = candidates.find(({ slide, url }) => slide.id === key || (url !== '' && url === key));
    if (exact) return exact.index;
  }
  for (const key of wanted) {
    const loose = candidates.find(({ url }) => url !== '' && (url.endsWith(`/${key}`) || key.endsWith(`/${url}`)));
    if (loose) return loose.index;
  }
  return -1;
}

/** [LBX-001] The slide an address names, or -1. */
export function slideIndexFromAddress(slides: readonly LightboxSlide[], address: LightboxAddress): number {
  return findSlideIndex(slides, slideKeysFromAddress(address));
}

/** [LBX-026] Dark unless the nearest ancestor that says says `light`. */
export function lightboxTheme(ancestorTheme: string | null | undefined): LightboxTheme {
  return ancestorTheme?.trim().toLowerCase() === 'light' ? 'light' : LIGHTBOX_DEFAULT_THEME;
}
