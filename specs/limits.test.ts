import * as t from 'io-ts';
import { describe, expect, it, vi } from 'vitest';
import { sessionValue } from '../adapters/browser/session-value.ts';
import type { SafeStorage } from '../adapters/browser/storage.ts';
import {
  EDITOR_LIMITS,
  GRID_COLUMNS,
  MEGABYTE,
  POSITION_ANCHORS,
  SURVEY_COHORTS,
  TAG_MAX_LENGTH,
  THROTTLE_SAMPLES,
  UI_LIBRARY_BASE_PATH,
} from '../machines/limits/constants.ts';
import { canAddUnder } from '../machines/limits/editor-limits.ts';
import { formatFileSize, megabytes, uploadProblem } from '../machines/limits/file-size.ts';
import { orderLinkTitle } from '../machines/limits/order-link.ts';
import { anchorFractions, gridPlacement, placeAtAnchor } from '../machines/limits/placement.ts';
import { encodeSessionValue, readSessionValue } from '../machines/limits/session-value.ts';
import { isSurveyCohort, surveyCohort } from '../machines/limits/survey-cohort.ts';
import { tagProblem } from '../machines/limits/tags.ts';
import { adaptiveThrottle, recordRun, INITIAL_THROTTLE, throttleWait } from '../machines/limits/throttle.ts';

/** An in-memory stand-in for session storage, as `safeStorage` presents it. */
function memoryStorage(): SafeStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    get: (key) => items.get(key) ?? null,
    set: (key, value) => (items.set(key, value), true),
    remove: (key) => void items.delete(key),
  };
}

describe('utility constants (001 §9; 002 §2, §3)', () => {
  it('[CONST-010] the UI library base path is /universal/yui3/3.17.2/', () => {
    expect(UI_LIBRARY_BASE_PATH).toBe('/universal/yui3/3.17.2/');
  });

  it('[CONST-016] position anchors form a 3 by 3 grid from top-left to bottom-right', () => {
    expect(POSITION_ANCHORS).toEqual(['topLeft', 'topCenter', 'topRight', 'centerLeft', 'center', 'centerRight', 'bottomLeft', 'bottomCenter', 'bottomRight']);
    expect(POSITION_ANCHORS.map(anchorFractions).map(({ x, y }) => `${x},${y}`)).toEqual(['0,0', '0.5,0', '1,0', '0,0.5', '0.5,0.5', '1,0.5', '0,1', '0.5,1', '1,1']);
    expect(placeAtAnchor('bottomRight', { width: 400, height: 300 }, { width: 100, height: 50 })).toEqual({ left: 300, top: 250 });
    expect(placeAtAnchor('center', { width: 400, height: 300 }, { width: 100, height: 50 })).toEqual({ left: 150, top: 125 });
  });

  it('[CONST-017] the body-area grid has 12 columns; a block is kept inside them', () => {
    expect(GRID_COLUMNS).toBe(12);
    expect(gridPlacement(1, 12)).toEqual({ start: 1, span: 12 });
    expect(gridPlacement(10, 6)).toEqual({ start: 10, span: 3 });
    expect(gridPlacement(0, 0)).toEqual({ start: 1, span: 1 });
    expect(gridPlacement(15, 2)).toEqual({ start: 12, span: 1 });
    expect(gridPlacement(Number.NaN, Number.NaN)).toEqual({ start: 1, span: 12 });
  });

  it('[CONST-018] survey cohorts are A to E, drawn evenly from a random number', () => {
    expect(SURVEY_COHORTS).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect([0, 0.19, 0.2, 0.5, 0.79, 0.8, 0.999].map(surveyCohort)).toEqual(['A', 'A', 'B', 'C', 'D', 'E', 'E']);
    expect([1, -1, Number.NaN].map(surveyCohort)).toEqual(['E', 'A', 'A']);
    expect(isSurveyCohort('C')).toBe(true);
    expect(isSurveyCohort('F')).toBe(false);
  });

  it('[CONST-019] a food-ordering link without its own title is titled Order Now', () => {
    expect(orderLinkTitle(undefined)).toBe('Order Now');
    expect(orderLinkTitle('   ')).toBe('Order Now');
    expect(orderLinkTitle(7)).toBe('Order Now');
    expect(orderLinkTitle(' Book a table ')).toBe('Book a table');
  });
});

describe('session values with an optional expiry (002 §3)', () => {
  it('[CONST-020] a value is stored with its expiry and read back until then; expired and unreadable values are gone', () => {
    const storage = memoryStorage();
    let now = 1_000;
    const warn = vi.fn();
    const cart = sessionValue('cart-note', t.type({ note: t.string }), { storage, now: () => now, warn });
    expect(cart.get()).toBeNull();
    expect(cart.set({ note: 'gift wrap' }, 60_000)).toBe(true);
    expect(JSON.parse(storage.items.get('cart-note') ?? '')).toEqual({ value: { note: 'gift wrap' }, expiresAt: 61_000 });
    now = 60_999;
    expect(cart.get()).toEqual({ note: 'gift wrap' });
    now = 61_000;
    expect(cart.get()).toBeNull();
    expect(storage.items.has('cart-note')).toBe(false);

    storage.items.set('cart-note', '{"value": {"note": 3}}');
    expect(cart.get()).toBeNull();
    expect(warn).toHaveBeenCalledWith('Session value cart-note could not be read; it was removed:', ['note: expected string']);
    expect(storage.items.has('cart-note')).toBe(false);
  });

  it('[CONST-020] without an expiry a value lasts as long as the session storage', () => {
    expect(encodeSessionValue('x')).toBe('{"value":"x"}');
    expect(readSessionValue('{"value":"x"}', Number.MAX_SAFE_INTEGER, t.string)).toEqual({ status: 'present', value: 'x', expiresAt: null });
    expect(readSessionValue('not json', 0, t.string)).toMatchObject({ status: 'invalid' });
    expect(readSessionValue('{"expiresAt":5}', 0, t.string)).toMatchObject({ status: 'invalid' });
  });
});

describe('editor limits (002 §9)', () => {
  it('[CONST-021] a layout holds at most 60 blocks', () => {
    expect(EDITOR_LIMITS.blocksPerLayout).toBe(60);
    expect([canAddUnder('blocksPerLayout', 59), canAddUnder('blocksPerLayout', 60)]).toEqual([true, false]);
  });

  it('[CONST-022] an album holds at most 60 tracks', () => {
    expect(EDITOR_LIMITS.tracksPerAlbum).toBe(60);
    expect([canAddUnder('tracksPerAlbum', 59), canAddUnder('tracksPerAlbum', 60)]).toEqual([true, false]);
  });

  it('[CONST-023] a user-orderable collection holds at most 250 items', () => {
    expect(EDITOR_LIMITS.itemsInUserOrderableCollection).toBe(250);
    expect([canAddUnder('itemsInUserOrderableCollection', 249), canAddUnder('itemsInUserOrderableCollection', 250)]).toEqual([true, false]);
  });

  it('[CONST-024] the nested categories limit is 10000', () => {
    expect(EDITOR_LIMITS.nestedCategories).toBe(10000);
    expect(canAddUnder('nestedCategories', 10000)).toBe(false);
  });

  it('[CONST-025] photo-hosting galleries: at most 20, each of at most 50', () => {
    expect([EDITOR_LIMITS.photoHostingGalleries, EDITOR_LIMITS.photoHostingGallerySize]).toEqual([20, 50]);
    expect([canAddUnder('photoHostingGalleries', 19), canAddUnder('photoHostingGalleries', 20), canAddUnder('photoHostingGallerySize', 50)]).toEqual([true, false, false]);
    expect(Object.isFrozen(EDITOR_LIMITS)).toBe(true);
  });
});

describe('tags and categories (002 §5, §9)', () => {
  it('[CONST-027] a tag is at most 50 characters long', () => {
    expect(TAG_MAX_LENGTH.tag).toBe(50);
    expect(tagProblem('tag', 'a'.repeat(50))).toBeNull();
    expect(tagProblem('tag', 'a'.repeat(51))).toBe('A tag can be at most 50 characters long.');
    // Counted as a reader counts them: 50 emoji are 50 characters.
    expect(tagProblem('tag', '🌊'.repeat(50))).toBeNull();
  });

  it('[CONST-028] a category is at most 25 characters long', () => {
    expect(TAG_MAX_LENGTH.category).toBe(25);
    expect(tagProblem('category', 'b'.repeat(25))).toBeNull();
    expect(tagProblem('category', 'b'.repeat(26))).toBe('A category can be at most 25 characters long.');
  });

  it('[FORM-070] [FORM-071] a name in use, or two edited at once, get the catalogue messages', () => {
    expect(tagProblem('tag', ' Summer ', { existing: ['summer'] })).toBe('This tag already exists');
    expect(tagProblem('category', 'News', { editing: 2 })).toBe('You may only edit one category at a time');
    expect(tagProblem('tag', '   ')).toBe('A tag needs a name.');
  });
});

describe('file sizes and uploads (002 §5, §9)', () => {
  it('[CONST-029] a megabyte is 1,000,000 bytes', () => {
    expect(MEGABYTE).toBe(1_000_000);
    expect(megabytes(20)).toBe(20_000_000);
  });

  it('[CONST-030] file sizes are shown in 1024-based units', () => {
    expect([0, 1, 1023, 1024, 1536, 1024 * 1024, 5 * 1024 * 1024, 1024 ** 3 * 2.25, 1024 ** 5].map(formatFileSize)).toEqual([
      '0 B', '1 B', '1,023 B', '1 KB', '1.5 KB', '1 MB', '5 MB', '2.3 GB', '1,024 TB',
    ]);
    // Just under a unit rounds up into it, not to '1,024 KB'.
    expect(formatFileSize(1024 * 1024 - 1)).toBe('1 MB');
    expect([-5, Number.NaN, Number.POSITIVE_INFINITY].map(formatFileSize)).toEqual(['0 B', '0 B', '0 B']);
  });

  it('[ERR-026] [ERR-027] [CONST-029] an upload too large for its megabytes, or of another type, gets the spec\'s message', () => {
    const rule = { maxMegabytes: 20, types: ['image/*', '.pdf'], typeMessage: 'image or PDF ' };
    expect(uploadProblem({ name: 'photo.jpg', size: 20_000_000, type: 'image/jpeg' }, rule)).toBeNull();
    expect(uploadProblem({ name: 'menu.PDF', size: 1_000, type: '' }, rule)).toBeNull();
    expect(uploadProblem({ name: 'photo.jpg', size: 20_000_001, type: 'image/jpeg' }, rule)).toBe('The file photo.jpg is too large. The maximum allowed file size is 20 MB.');
    expect(uploadProblem({ name: 'song.mp3', size: 10, type: 'audio/mpeg' }, rule)).toBe('The file song.mp3 does not appear to be a supported image or PDF file.');
    expect(uploadProblem({ name: 'big.bin', size: 3_000_000, type: '' }, { maxMegabytes: 2.5 })).toBe('The file big.bin is too large. The maximum allowed file size is 2.5 MB.');
  });
});

describe('the adaptive throttle (002 §9)', () => {
  it('[CONST-031] keeps the last 22 run times', () => {
    let state = INITIAL_THROTTLE;
    for (let run = 1; run <= 30; run += 1) state = recordRun(state, run * 1000, run * 1000 + run);
    expect(THROTTLE_SAMPLES).toBe(22);
    expect(state.samples).toEqual(Array.from({ length: 22 }, (_, index) => index + 9));
  });

  it('[CONST-032] waits twice the average run time after a run before the next', () => {
    let now = 0;
    const clock = { now: () => now };
    // The task takes 10 ms, then 30 ms: the averages are 10 and 20.
    const durations = [10, 30];
    const throttle = adaptiveThrottle(() => {
      now += durations.shift() ?? 0;
    }, clock);
    expect(throttle.call()).toBe(true); // runs 0..10
    expect(throttle.wait()).toBe(20);
    now = 29;
    expect(throttle.call()).toBe(false);
    now = 30;
    expect(throttle.call()).toBe(true); // runs 30..60, average 20
    expect(throttleWait(throttle.state(), now)).toBe(40);
    now = 99;
    expect(throttle.call()).toBe(false);
    now = 100;
    expect(throttle.call()).toBe(true);
  });

  it('[CONST-032] a task that throws still counts as a run', () => {
    let now = 0;
    const throttle = adaptiveThrottle(() => {
      now += 5;
      throw new Error('layout failed');
    }, { now: () => now });
    expect(() => throttle.call()).toThrow('layout failed');
    expect(throttle.wait()).toBe(10);
  });
});
