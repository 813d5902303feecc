import { createActor } from 'xstate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { decodeImageSettings, imageQueueMachine } from '../machines/index.ts';
import { IMAGE_ERRORS, LAZY_MARGIN_PX, NODE_WAIT } from '../machines/media/constants.ts';
import {
  chooseImageWidth,
  cropModeFor,
  imageUrl,
  indexesToPreload,
  isNearViewport,
  parseDimensions,
  parseFocalPoint,
  placeImage,
  resolveFitAlignment,
  shouldResource,
} from '../machines/media/logic.ts';
import { imageStatus, type ImageQueueEmitted } from '../machines/media/machine.ts';
import { waitForNode } from '../adapters/browser/media.ts';

describe('image width', () => {
  it('[MEDIA-020] the width is the smallest of 2500, 1500, 1000, 750, 500, 300, 100 at least rendered width times pixel ratio', () => {
    expect(chooseImageWidth(90, 1)).toBe(100);
    expect(chooseImageWidth(100, 1)).toBe(100);
    expect(chooseImageWidth(101, 1)).toBe(300);
    expect(chooseImageWidth(300, 2)).toBe(750);
    expect(chooseImageWidth(700, 2)).toBe(1500);
    expect(chooseImageWidth(3000, 1)).toBe(2500);
  });

  it('[MEDIA-002] [MEDIA-007] the pixel ratio is kept within min and max; the size adjustment (1 by default) scales the width', () => {
    expect(chooseImageWidth(400, 3, { maxDevicePixelRatio: 1.5 })).toBe(750);
    expect(chooseImageWidth(400, 1, { minDevicePixelRatio: 2 })).toBe(1000);
    expect(chooseImageWidth(400, 1, { sizeAdjustment: 0.5 })).toBe(300);
  });

  it('[MEDIA-008] the size is asked for by query string (default) or in the file name', () => {
    expect(imageUrl('/img/boat.jpg', 500)).toBe('/img/boat.jpg?format=500w');
    expect(imageUrl('/img/boat.jpg?v=2', 500)).toBe('/img/boat.jpg?v=2&format=500w');
    expect(imageUrl('/img/boat.jpg', 500, 'filename')).toBe('/img/boat-500w.jpg');
    expect(imageUrl('/img/boat', 300, 'filename')).toBe('/img/boat-300w');
  });

  it('[MEDIA-015] an image is re-sourced only for a larger width, or when forced', () => {
    expect(shouldResource(null, 300)).toBe(true);
    expect(shouldResource(500, 750)).toBe(true);
    expect(shouldResource(750, 500)).toBe(false);
    expect(shouldResource(500, 500)).toBe(false);
    expect(shouldResource(750, 500, true)).toBe(true);
  });
});

describe('image attributes', () => {
  it('[MEDIA-001] [MEDIA-003] [MEDIA-004] data-src, data-image-dimensions (WIDTHxHEIGHT) and data-image-focal-point (default 0.5,0.5)', () => {
    const decoded = decodeImageSettings({ 'data-src': '/a.jpg', 'data-image-dimensions': '1500x1000', 'data-image-focal-point': '0.25,0.75' });
    expect(decoded).toMatchObject({ ok: true, data: { source: '/a.jpg', dimensions: { width: 1500, height: 1000 }, focalPoint: { x: 0.25, y: 0.75 } } });
    expect(parseFocalPoint(undefined)).toEqual({ x: 0.5, y: 0.5 });
    expect(parseFocalPoint('2,0.5')).toEqual({ x: 0.5, y: 0.5 });
    expect(['1500x1000', ' 20 X 10 ', '1500', '0x10', '-1x2', 'axb', 12].map(parseDimensions)).toEqual([
      { width: 1500, height: 1000 },
      { width: 20, height: 10 },
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('[MEDIA-002] [MEDIA-005] [MEDIA-007] [MEDIA-008] [MEDIA-009] every setting has the spec default', () => {
    const decoded = decodeImageSettings({ 'data-src': '/a.jpg' });
    expect(decoded).toMatchObject({
      ok: true,
      warnings: [],
      data: {
        dimensions: null,
        fixedRatio: null,
        load: 'true',
        forceUpdate: false,
        crop: 'none',
        sizeAdjustment: 1,
        sizeFormat: 'queryString',
        stretch: true,
        useBackgroundImage: false,
        advancedPositioning: false,
        allowSaveData: false,
        fitAlignment: 'center',
      },
    });
    const set = decodeImageSettings({
      'data-src': '/a.jpg',
      'data-load': 'viewport',
      'data-force-update': 'true',
      'data-size-adjustment': '0.5',
      'data-size-format': 'filename',
      'data-stretch': 'false',
      'data-min-dpr': '1',
      'data-max-dpr': '2',
      'data-fixed-ratio': '0.75',
    });
    expect(set).toMatchObject({ ok: true, data: { load: 'viewport', forceUpdate: true, sizeAdjustment: 0.5, sizeFormat: 'filename', stretch: false, minDevicePixelRatio: 1, maxDevicePixelRatio: 2, fixedRatio: 0.75 } });
    expect(decodeImageSettings({ 'data-src': '/a.jpg', 'data-load': 'later' })).toMatchObject({ data: { load: 'true' } });
  });

  it('[MEDIA-006] [MEDIA-012] the crop comes from the mode: fill → cover, fit → contain, none or null → none', () => {
    expect(['fill', 'fit', 'none', null].map((mode) => cropModeFor(mode as 'fill' | null))).toEqual(['cover', 'contain', 'none', 'none']);
    expect(decodeImageSettings({ 'data-src': '/a', 'data-mode': 'stretch' })).toMatchObject({ data: { crop: 'none' } });
  });

  it('[MEDIA-010] [MEDIA-011] fit alignment is top, left, center, right or bottom; a fit image without one warns and is centred', () => {
    for (const alignment of ['top', 'left', 'center', 'right', 'bottom']) expect(resolveFitAlignment(alignment)).toEqual({ alignment, warn: false });
    expect(resolveFitAlignment(undefined)).toEqual({ alignment: 'center', warn: true });
    const decoded = decodeImageSettings({ 'data-src': '/a', 'data-mode': 'fit' });
    expect(decoded).toMatchObject({ ok: true, data: { crop: 'contain', fitAlignment: 'center' }, warnings: ['No fit alignment given for a fit-mode image; centring it.'] });
  });

  it('[MEDIA-022] an image without a source is the catalogue error; bad dimensions only warn', () => {
    expect(decodeImageSettings({ 'data-image-dimensions': '10x10' })).toEqual({ ok: false, error: 'Invalid or missing image source', details: ['data-src: missing'] });
    expect(decodeImageSettings({ 'data-src': 'javascript:alert(1)' })).toEqual({ ok: false, error: 'Invalid or missing image source', details: ['data-src: not an http(s) or page-relative address'] });
    expect(decodeImageSettings('not attributes')).toMatchObject({ ok: false, error: 'Invalid or missing image source', details: [expect.stringMatching(/^data attributes: /)] });
    expect(decodeImageSettings({ 'data-src': '/a', 'data-image-dimensions': '10 by 10' })).toMatchObject({ ok: true, data: { dimensions: null }, warnings: [expect.stringMatching(/WIDTHxHEIGHT/)] });
    expect(IMAGE_ERRORS).toEqual({
      noImage: 'No image',
      notANode: 'not a valid node',
      noImages: 'No images',
      noRoot: 'No root node',
      notAnImage: 'Element is not a valid image element',
      badSource: 'Invalid or missing image source',
    });
  });
});

describe('focal point cropping', () => {
  const container = { width: 400, height: 200 };
  const image = { width: 1000, height: 1000 };

  it('[MEDIA-004] [MEDIA-006] cover fills the box and keeps the focal point in view, centred where the edges allow', () => {
    expect(placeImage(container, image, 'cover')).toEqual({ width: 400, height: 400, left: 0, top: -100 });
    expect(placeImage(container, image, 'cover', { x: 0.5, y: 0 })).toMatchObject({ top: 0 });
    expect(placeImage(container, image, 'cover', { x: 0.5, y: 1 })).toMatchObject({ top: -200 });
    expect(placeImage(container, image, 'cover', { x: 0.5, y: 0.3 })).toMatchObject({ top: -20 });
  });

  it('[MEDIA-006] [MEDIA-010] contain shows the whole image, placed by the fit alignment', () => {
    expect(placeImage(container, image, 'contain')).toEqual({ width: 200, height: 200, left: 100, top: 0 });
    expect(placeImage(container, image, 'contain', undefined, 'left')).toMatchObject({ left: 0 });
    expect(placeImage(container, image, 'contain', undefined, 'right')).toMatchObject({ left: 200 });
  });

  it('[MEDIA-006] none keeps the natural size around the focal point', () => {
    expect(placeImage({ width: 400, height: 400 }, { width: 200, height: 100 }, 'none')).toEqual({ width: 200, height: 100, left: 100, top: 150 });
  });
});

describe('lazy loading', () => {
  it('[MEDIA-016] an image loads once it is within 200 px of the viewport', () => {
    const viewport = { width: 1000, height: 800 };
    expect(LAZY_MARGIN_PX).toBe(200);
    expect(isNearViewport({ top: 1000, bottom: 1300, left: 0, right: 100 }, viewport)).toBe(true);
    expect(isNearViewport({ top: 1001, bottom: 1300, left: 0, right: 100 }, viewport)).toBe(false);
    expect(isNearViewport({ top: -500, bottom: -200, left: 0, right: 100 }, viewport)).toBe(true);
    expect(isNearViewport({ top: -500, bottom: -201, left: 0, right: 100 }, viewport)).toBe(false);
  });

  it('[MEDIA-017] by index: preloadCount slides on each side of the current one, wrapping only with loop', () => {
    expect(indexesToPreload(0, 6, 1, false)).toEqual([0, 1]);
    expect(indexesToPreload(0, 6, 1, true)).toEqual([0, 1, 5]);
    expect(indexesToPreload(5, 6, 2, true)).toEqual([0, 1, 3, 4, 5]);
    expect(indexesToPreload(2, 3, 5, false)).toEqual([0, 1, 2]);
    expect(indexesToPreload(0, 0, 1, true)).toEqual([]);
  });

  describe('the node wait', () => {
    afterEach(() => vi.useRealTimers());

    it('[MEDIA-019] the loader waits for the node to be in the document, up to 100 tries at 10 ms', async () => {
      vi.useFakeTimers();
      const node = { isConnected: false } as unknown as Node;
      const arrived = waitForNode(node);
      await vi.advanceTimersByTimeAsync(500);
      (node as { isConnected: boolean }).isConnected = true;
      await vi.advanceTimersByTimeAsync(10);
      await expect(arrived).resolves.toBe(true);
      const never = waitForNode({ isConnected: false } as unknown as Node);
      await vi.advanceTimersByTimeAsync(NODE_WAIT.tries * NODE_WAIT.intervalMs - 20);
      let settled = false;
      void never.then(() => (settled = true));
      await vi.advanceTimersByTimeAsync(0);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(20);
      await expect(never).resolves.toBe(false);
      expect(NODE_WAIT).toEqual({ tries: 100, intervalMs: 10 });
    });
  });
});

describe('imageQueueMachine', () => {
  function queue(input = {}) {
    const actor = createActor(imageQueueMachine, { input });
    const emitted: ImageQueueEmitted[] = [];
    actor.on('*', (event) => emitted.push(event));
    actor.start();
    const request = (id: string, width = 500, force = false) => actor.send({ type: 'REQUEST', id, url: `/${id}.jpg?format=${width}w`, width, force });
    const status = (id: string) => imageStatus(actor.getSnapshot().context, id);
    return { actor, emitted, request, status, started: () => emitted.filter((event) => event.type === 'startLoad').map((event) => event.id) };
  }

  it('[MEDIA-021] at most 16 loads run at once; the rest wait their turn', () => {
    const q = queue();
    for (let i = 0; i < 20; i++) q.request(`i${i}`);
    expect(q.started()).toHaveLength(16);
    expect(q.status('i17').status).toBe('queued');
    q.actor.send({ type: 'LOADED', id: 'i0' });
    q.actor.send({ type: 'FAILED', id: 'i1' });
    expect(q.started()).toEqual([...Array.from({ length: 18 }, (_, i) => `i${i}`)]);
    expect(q.status('i1').status).toBe('failed');
  });

  it('[MEDIA-021] on mobile one load runs at a time', () => {
    const q = queue({ mobile: true });
    q.request('a');
    q.request('b');
    expect(q.started()).toEqual(['a']);
    q.actor.send({ type: 'LOADED', id: 'a' });
    expect(q.started()).toEqual(['a', 'b']);
  });

  // The loading class itself is the image machine's connect (specs/image-machine.test.ts).
  it('[MEDIA-013] the queue has an image loading from the start of its load until it loaded', () => {
    const q = queue();
    q.request('a');
    expect(q.status('a')).toEqual({ status: 'loading', url: '/a.jpg?format=500w' });
    q.actor.send({ type: 'LOADED', id: 'a' });
    expect(q.status('a').status).toBe('loaded');
    expect(q.emitted.at(-1)).toEqual({ type: 'loaded', id: 'a', url: '/a.jpg?format=500w' });
  });

  it('[MEDIA-014] an image already loading is skipped, unless concurrent loads are allowed', () => {
    const q = queue();
    q.request('a', 500);
    q.request('a', 750);
    expect(q.started()).toEqual(['a']);
    const concurrent = queue({ allowConcurrent: true });
    concurrent.request('a', 500);
    concurrent.request('a', 750);
    expect(concurrent.started()).toEqual(['a', 'a']);
  });

  it('[MEDIA-015] a loaded image is loaded again only at a larger width, or when forced', () => {
    const q = queue();
    q.request('a', 500);
    q.actor.send({ type: 'LOADED', id: 'a' });
    q.request('a', 300);
    q.request('a', 500);
    expect(q.started()).toEqual(['a']);
    q.request('a', 750);
    q.actor.send({ type: 'LOADED', id: 'a' });
    q.request('a', 300, true);
    expect(q.started()).toEqual(['a', 'a', 'a']);
  });

  it('a waiting request can be cancelled; reports about unknown images are ignored', () => {
    const q = queue({ concurrency: 1 });
    q.request('a');
    q.request('b');
    q.actor.send({ type: 'CANCEL', id: 'b' });
    q.actor.send({ type: 'LOADED', id: 'zzz' });
    q.actor.send({ type: 'LOADED', id: 'a' });
    expect(q.started()).toEqual(['a']);
  });
});

