import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { connectImageMachine, decodeImageInput, imageMachine, imageQueueMachine, type ImageInput } from '../machines/index.ts';
import type { ImageEmitted } from '../machines/image/machine.ts';
import { imageUrl } from '../machines/media/logic.ts';
import { imageStatus } from '../machines/media/machine.ts';
import { keepProps } from '../machines/shared/normalize.ts';
import { knownToQueue } from '../adapters/browser/image.ts';

const SRC = 'https://images.example/harbour.jpg';
const base: ImageInput = { id: 'a', src: SRC, dimensions: { width: 3000, height: 2000 }, alt: 'Harbour', load: true };

/** An image wired to a queue the way `bindImage` wires it, without a page. */
function wired(input: Partial<ImageInput> = {}) {
  const queue = createActor(imageQueueMachine, { input: {} }).start();
  const image = createActor(imageMachine, { input: { ...base, ...input } });
  const emitted: ImageEmitted[] = [];
  for (const type of ['request', 'adopt', 'loaded', 'failed'] as const) image.on(type, (event) => emitted.push(event));
  image.on('request', ({ type: _type, ...request }) => queue.send({ type: 'REQUEST', ...request }));
  image.on('adopt', ({ type: _type, ...request }) => queue.send({ type: 'ADOPT', ...request }));
  image.on('loaded', ({ id }) => queue.send({ type: 'LOADED', id }));
  image.on('failed', ({ id }) => queue.send({ type: 'FAILED', id }));
  queue.on('startLoad', (request) => request.id === image.getSnapshot().context.display.id && image.send({ type: 'START', url: request.url }));
  image.start();
  const api = () => connectImageMachine(image.getSnapshot(), image.send, keepProps);
  const resize = (width: number, pixelRatio = 1) => image.send({ type: 'RESIZE', width, pixelRatio });
  return { queue, image, emitted, api, resize, requests: () => emitted.filter((event) => event.type === 'request') };
}

describe('imageMachine: when an image asks for its picture', () => {
  it('[MEDIA-016] a viewport image waits far until it comes near, then asks once its box is measured', () => {
    const { api, image, resize, requests } = wired({ load: 'viewport' });
    resize(300);
    expect(api().state).toBe('far');
    expect(requests()).toEqual([]);
    image.send({ type: 'NEAR' });
    expect(api().state).toBe('loading');
    expect(requests()).toHaveLength(1);
  });

  it('[MEDIA-005] an image with load false stays far, measured or not, until the page says load', () => {
    const { api, image, resize, requests } = wired({ load: false });
    resize(300);
    expect(api().state).toBe('far');
    image.send({ type: 'SET_LOAD', load: 'viewport' });
    expect(api().state).toBe('far');
    image.send({ type: 'SET_LOAD', load: true });
    expect(api().status).toBe('loading');
    expect(requests()).toHaveLength(1);
  });

  it('[MEDIA-020] asks for the smallest width step at least the box width times the pixel ratio, at that step\'s address', () => {
    const { resize, requests, api } = wired();
    expect(api().state).toBe('near');
    resize(320, 2);
    expect(requests()).toEqual([{ type: 'request', id: 'a', url: imageUrl(SRC, 750), width: 750, force: false }]);
    expect(api().getImageProps()?.src).toBe(imageUrl(SRC, 750));
  });

  it('[MEDIA-013] [MEDIA-021] waits in the queue while every slot is taken, shows the loading class while it loads, and frees its slot when loaded', () => {
    const queue = createActor(imageQueueMachine, { input: { concurrency: 1 } }).start();
    queue.send({ type: 'REQUEST', id: 'other', url: '/other.jpg', width: 300 });
    const full = createActor(imageMachine, { input: { ...base, id: 'b' } });
    full.on('request', ({ type: _type, ...request }) => queue.send({ type: 'REQUEST', ...request }));
    full.on('loaded', ({ id }) => queue.send({ type: 'LOADED', id }));
    queue.on('startLoad', (request) => request.id === 'b' && full.send({ type: 'START', url: request.url }));
    full.start();
    full.send({ type: 'RESIZE', width: 300, pixelRatio: 1 });
    const view = () => connectImageMachine(full.getSnapshot(), full.send, keepProps);
    expect(view().status).toBe('queued');
    expect(view().getBoxProps().className).toBe('sm-image');
    queue.send({ type: 'LOADED', id: 'other' });
    expect(view().status).toBe('loading');
    expect(view().getBoxProps().className).toBe('sm-image loading');
    full.send({ type: 'IMAGE_LOADED', currentSrc: imageUrl(SRC, 300) });
    expect(view().getBoxProps().className).toBe('sm-image');
    expect(imageStatus(queue.getSnapshot().context, 'b').status).toBe('loaded');
  });

  it('[MEDIA-015] loaded, it asks again only for a larger step; a smaller box asks nothing', () => {
    const { image, resize, requests, api } = wired();
    resize(300);
    image.send({ type: 'IMAGE_LOADED', currentSrc: imageUrl(SRC, 300) });
    resize(200);
    resize(250);
    expect(requests().map((request) => request.width)).toEqual([300]);
    expect(api().state).toBe('loaded');
    resize(600);
    expect(requests().map((request) => request.width)).toEqual([300, 750]);
    // The picture loaded keeps showing until the larger one loads in its place.
    expect(api().status).toBe('loading');
  });

  it('[MEDIA-015] a forced update asks again on every new measurement, larger or not', () => {
    const { image, resize, requests } = wired({ forceUpdate: true });
    resize(600);
    image.send({ type: 'IMAGE_LOADED', currentSrc: '' });
    resize(600);
    resize(200);
    expect(requests().map((request) => [request.width, request.force])).toEqual([
      [750, true],
      [300, true],
    ]);
  });

  it('[MEDIA-015] a box that grew while its picture loaded asks for the larger step once the load ends', () => {
    const { image, resize, requests, api } = wired();
    resize(300);
    resize(900);
    expect(requests()).toHaveLength(1);
    image.send({ type: 'IMAGE_LOADED', currentSrc: '' });
    expect(requests().map((request) => request.width)).toEqual([300, 1000]);
    expect(api().status).toBe('loading');
  });

  it('[MEDIA-020] a first-screen picture is the browser\'s: the step it picked from the srcset counts as loaded, and only a larger one is asked', () => {
    const { image, resize, emitted, api, queue } = wired({ loading: 'eager', sizes: '50vw' });
    expect(api().state).toBe('adopting');
    expect(api().getImageProps()).toMatchObject({ loading: 'eager', sizes: '50vw' });
    resize(300);
    expect(emitted).toEqual([]);
    image.send({ type: 'IMAGE_LOADED', currentSrc: imageUrl(SRC, 500) });
    expect(emitted).toEqual([{ type: 'adopt', id: 'a', url: imageUrl(SRC, 500), width: 500 }]);
    expect(imageStatus(queue.getSnapshot().context, 'a')).toEqual({ status: 'loaded', url: imageUrl(SRC, 500) });
    // The `<img>` keeps its srcset: no second download of the same picture.
    expect(api().getImageProps()?.srcSet).toContain('500w');
    resize(400);
    expect(emitted).toHaveLength(1);
    resize(800);
    expect(emitted.at(-1)).toMatchObject({ type: 'request', width: 1000 });
  });

  it('a first-screen picture that failed (or whose pick is no step) loads through the queue like any other', () => {
    const failed = wired({ loading: 'eager' });
    failed.resize(300);
    failed.image.send({ type: 'IMAGE_FAILED' });
    expect(failed.api().status).toBe('loading');
    expect(failed.requests().map((request) => request.width)).toEqual([300]);
    const other = wired({ loading: 'eager' });
    other.resize(300);
    other.image.send({ type: 'IMAGE_LOADED', currentSrc: 'https://elsewhere.example/x.jpg' });
    expect(other.requests().map((request) => request.width)).toEqual([300]);
  });
});

describe('imageMachine: a picture that cannot load', () => {
  it('[ERR-025] says Unable to load. Try again. as an alert, hides the broken picture, and the button asks again for a fresh <img>', () => {
    const { image, resize, api, requests, queue } = wired();
    resize(300);
    image.send({ type: 'IMAGE_FAILED' });
    expect(api().status).toBe('failed');
    expect(imageStatus(queue.getSnapshot().context, 'a').status).toBe('failed');
    expect(api().getErrorProps()).toMatchObject({ role: 'alert', 'data-scope': 'image', 'data-part': 'error' });
    expect(api().getRetryTriggerProps()).toMatchObject({ type: 'button', children: 'Unable to load. Try again.' });
    expect(api().getImageProps()).toMatchObject({ src: imageUrl(SRC, 300), hidden: true });
    api().getRetryTriggerProps().onClick();
    expect(requests().at(-1)).toMatchObject({ url: imageUrl(SRC, 300), width: 300, force: true });
    expect(api().attempt).toBe(1);
    expect(api().status).toBe('loading');
    expect(api().getErrorProps()).toBeNull();
    image.send({ type: 'IMAGE_LOADED', currentSrc: '' });
    expect(api().status).toBe('loaded');
  });
});

describe('imageMachine: an image the queue knows already (drawn again, a lightbox opened again)', () => {
  it('shows where the queue has it at once, without asking again', () => {
    const queue = createActor(imageQueueMachine, { input: {} }).start();
    queue.send({ type: 'REQUEST', id: 'a', url: imageUrl(SRC, 750), width: 750 });
    queue.send({ type: 'LOADED', id: 'a' });
    const known = knownToQueue(queue.getSnapshot().context, 'a');
    expect(known).toEqual({ status: 'loaded', url: imageUrl(SRC, 750), width: 750 });
    expect(knownToQueue(queue.getSnapshot().context, 'b')).toBeNull();
    const image = createActor(imageMachine, { input: { ...base, load: 'viewport' } }).start();
    image.send({ type: 'RESTORE', ...known! });
    const api = connectImageMachine(image.getSnapshot(), image.send, keepProps);
    expect(api.status).toBe('loaded');
    expect(api.getImageProps()?.src).toBe(imageUrl(SRC, 750));
  });
});

describe('decodeImageInput', () => {
  it('[MEDIA-022] [MEDIA-005] an image element\'s data attributes become its input; a bad source is the catalogue\'s message', () => {
    const decoded = decodeImageInput({ 'data-src': SRC, 'data-image-dimensions': '1500x1000', 'data-load': 'viewport', 'data-mode': 'fit' }, 'p', 'Harbour');
    expect(decoded).toMatchObject({ ok: true, data: { id: 'p', src: SRC, dimensions: { width: 1500, height: 1000 }, load: 'viewport', mode: 'fit', alt: 'Harbour' } });
    expect(decodeImageInput({ 'data-src': SRC }, 'p')).toMatchObject({ ok: true, data: { load: true } });
    expect(decodeImageInput({ 'data-src': 'javascript:alert(1)' }, 'p')).toEqual({ ok: false, error: 'Invalid or missing image source', details: ['data-src: not an http(s) or page-relative address'] });
    expect(decodeImageInput(42, 'p')).toMatchObject({ ok: false, error: 'Invalid or missing image source' });
  });
});
