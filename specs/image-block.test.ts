import fc from 'fast-check';
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { connectImageBlock, decodeImageBlock, imageBlockMachine, type ImageBlockInput } from '../machines/index.ts';
import {
  DEFAULT_VIDEO_PLACEHOLDER_PERCENT,
  IMAGE_BLOCK_INTERSECTION_RATIO,
  IMAGE_BLOCK_MIN_FONT_CLASS,
  IMAGE_BLOCK_MIN_FONT_SIZE,
  IMAGE_BLOCK_NARROW_BELOW,
  IMAGE_BLOCK_VARIANTS,
} from '../machines/image-block/constants.ts';
import { isNarrow, needsMinFontClass, parseVideoRatio, variantOf, videoPlaceholderPercent } from '../machines/image-block/logic.ts';
import { keepProps } from '../machines/shared/normalize.ts';
import { normalizeProps } from '../adapters/browser/dom-props.ts';
import { bindImageBlock } from '../adapters/browser/image-block.ts';

function block(input: ImageBlockInput = {}) {
  const actor = createActor(imageBlockMachine, { input }).start();
  const api = (variant: keyof typeof IMAGE_BLOCK_VARIANTS = 'card', videoRatio: number | null = null) =>
    connectImageBlock(actor.getSnapshot(), actor.send, keepProps, { id: 'b', variant, videoRatio });
  return { actor, api };
}

describe('the image block (002 §2)', () => {
  it('[BLK-066] the narrow layout applies under 415 px wide, not at 415; an unmeasured block is not narrow', () => {
    expect(IMAGE_BLOCK_NARROW_BELOW).toBe(415);
    expect([isNarrow(414.9), isNarrow(415), isNarrow(null), isNarrow(0)]).toEqual([true, false, false, true]);
    const { actor, api } = block();
    expect(api().getRootProps()['data-narrow']).toBeUndefined();
    actor.send({ type: 'RESIZE', width: 414 });
    expect(api().narrow).toBe(true);
    expect(api().getRootProps()['data-narrow']).toBe('');
    actor.send({ type: 'RESIZE', width: 415 });
    expect(api().narrow).toBe(false);
    // A nonsense width is ignored.
    actor.send({ type: 'RESIZE', width: Number.NaN });
    expect(actor.getSnapshot().context.width).toBe(415);
  });

  it('[BLK-067] the min-font class applies at a minimum font size of 13 px or less', () => {
    expect(IMAGE_BLOCK_MIN_FONT_SIZE).toBe(13);
    expect([needsMinFontClass(13), needsMinFontClass(13.01), needsMinFontClass(9), needsMinFontClass(null)]).toEqual([true, false, true, false]);
    const { actor, api } = block();
    expect(api().getRootProps().className).toBe('sm-image-block');
    actor.send({ type: 'FONT', minFontSize: 13 });
    expect(api().getRootProps().className).toBe(`sm-image-block ${IMAGE_BLOCK_MIN_FONT_CLASS}`);
    actor.send({ type: 'FONT', minFontSize: 16 });
    expect(api().minFont).toBe(false);
  });

  it('[BLK-068] the video placeholder is 65 percent, or 100 divided by the given ratio', () => {
    expect(DEFAULT_VIDEO_PLACEHOLDER_PERCENT).toBe(65);
    expect(videoPlaceholderPercent()).toBe(65);
    expect(videoPlaceholderPercent(16 / 9)).toBeCloseTo(56.25, 9);
    expect(videoPlaceholderPercent(2)).toBe(50);
    for (const bad of [0, -1, Number.NaN, Number.POSITIVE_INFINITY, null]) expect(videoPlaceholderPercent(bad)).toBe(65);
    expect([parseVideoRatio('16:9'), parseVideoRatio('4x3'), parseVideoRatio(2.35), parseVideoRatio('wide'), parseVideoRatio('0:9'), parseVideoRatio(undefined)]).toEqual([16 / 9, 4 / 3, 2.35, null, null, null]);
    const { api } = block();
    expect(api('card').getVideoProps().style).toEqual({ paddingBottom: '65%' });
    expect(api('card', 16 / 9).getVideoProps().style).toEqual({ paddingBottom: '56.25%' });
    fc.assert(fc.property(fc.double({ min: 0.1, max: 10, noNaN: true }), (ratio) => {
      expect(videoPlaceholderPercent(ratio) * ratio).toBeCloseTo(100, 6);
    }));
  });

  it('[BLK-069] the block is seen once half of it is in the viewport; its video\'s address only then; seen stays seen', () => {
    expect(IMAGE_BLOCK_INTERSECTION_RATIO).toBe(0.5);
    const { actor, api } = block();
    actor.send({ type: 'INTERSECT', ratio: 0.49 });
    expect(actor.getSnapshot().value).toBe('waiting');
    expect(api().getFrameProps('/media/player.html', 'Film').src).toBeUndefined();
    actor.send({ type: 'INTERSECT', ratio: 0.5 });
    expect(actor.getSnapshot().value).toBe('seen');
    expect(api().getRootProps()['data-seen']).toBe('');
    expect(api().getFrameProps('/media/player.html', 'Film')).toMatchObject({ src: '/media/player.html', title: 'Film', loading: 'lazy' });
    actor.send({ type: 'INTERSECT', ratio: 0 });
    expect(api().seen).toBe(true);
    // Another threshold can be given; one outside 0..1 keeps 0.5.
    const strict = block({ intersectionRatio: 0.9 });
    strict.actor.send({ type: 'INTERSECT', ratio: 0.6 });
    expect(strict.actor.getSnapshot().value).toBe('waiting');
    expect(block({ intersectionRatio: 3 }).actor.getSnapshot().context.threshold).toBe(0.5);
  });

  it('[BLK-066] [BLK-069] the browser binding: the width from the element and its observer, half in view from the observer at 0.5', () => {
    const observed: { threshold?: number | number[] }[] = [];
    let resize: ((entries: { contentRect: { width: number } }[]) => void) | undefined;
    let intersect: ((entries: { intersectionRatio: number }[]) => void) | undefined;
    const env = {
      ResizeObserver: class {
        constructor(callback: typeof resize) {
          resize = callback;
        }
        observe() {}
        disconnect() {}
      } as unknown as typeof ResizeObserver,
      IntersectionObserver: class {
        constructor(callback: typeof intersect, options: { threshold?: number | number[] }) {
          intersect = callback;
          observed.push(options);
        }
        observe() {}
        disconnect() {}
      } as unknown as typeof IntersectionObserver,
      getComputedStyle: (element: Element) => ({ fontSize: (element as unknown as { size: string }).size }),
    };
    const text = [{ size: '18px' }, { size: '12px' }];
    const root = { getBoundingClientRect: () => ({ width: 600 }), querySelectorAll: (selector: string) => (selector.includes('"title"') ? [text[0]] : selector.includes('"body"') ? [text[1]] : []) } as unknown as HTMLElement;
    const { actor } = block();
    const unbind = bindImageBlock(actor, root, env);
    expect(actor.getSnapshot().context).toMatchObject({ width: 600, minFontSize: 12 });
    expect(observed).toEqual([{ threshold: [0, 0.5] }]);
    resize?.([{ contentRect: { width: 380 } }]);
    expect(actor.getSnapshot().context.width).toBe(380);
    intersect?.([{ intersectionRatio: 0.75 }]);
    expect(actor.getSnapshot().value).toBe('seen');
    unbind();
  });

  it('the block variants: image inline 1012, poster 1013, card 1014, overlap 1015, collage 1016, stack 1017, by name or number', () => {
    expect(IMAGE_BLOCK_VARIANTS).toEqual({ inline: 1012, poster: 1013, card: 1014, overlap: 1015, collage: 1016, stack: 1017 });
    expect([variantOf('poster'), variantOf(1015), variantOf('1017'), variantOf(1018), variantOf('toString'), variantOf(null)]).toEqual(['poster', 'overlap', 'stack', null, null, null]);
    const { api } = block();
    for (const [variant, code] of Object.entries(IMAGE_BLOCK_VARIANTS)) {
      expect(api(variant as keyof typeof IMAGE_BLOCK_VARIANTS).getRootProps()).toMatchObject({ 'data-variant': variant, 'data-variant-id': code, 'data-scope': 'image-block', 'data-part': 'root' });
    }
    // The plain DOM's props from the same connect.
    const { actor } = block();
    const dom = connectImageBlock(actor.getSnapshot(), actor.send, normalizeProps, { id: 'b', variant: 'card' });
    expect(dom.getRootProps()).toMatchObject({ class: 'sm-image-block', id: 'b' });
  });

  it('bad image block data: unknown variants are laid out inline with a warning; script addresses and wrong shapes are refused', () => {
    const picture = { src: '/a.svg', dimensions: '10x0' };
    const unknown = decodeImageBlock(JSON.stringify({ variant: 'mosaic', image: picture }));
    expect(unknown).toMatchObject({ ok: true, data: { variant: 'inline', image: { dimensions: null } }, warnings: ['Unknown image block variant "mosaic"; laying it out inline.'] });
    expect(decodeImageBlock(JSON.stringify({ image: picture }))).toMatchObject({ ok: true, data: { variant: 'inline' }, warnings: [] });
    for (const bad of [{ image: { src: 'javascript:alert(1)' } }, { image: picture, button: { label: 'Go', href: ' java\tscript:x' } }, { image: picture, video: { src: 'data:text/html,x', title: 'x' } }, { variant: 1014 }, { image: picture, title: 7 }]) {
      expect(decodeImageBlock(JSON.stringify(bad))).toMatchObject({ ok: false, error: 'Error decoding image block data.' });
    }
    expect(decodeImageBlock('{"image":')).toMatchObject({ ok: false, error: 'Error decoding image block data.' });
    expect(decodeImageBlock(JSON.stringify({ variant: 1016, image: picture, video: { src: '/v', title: 'V', ratio: '21:9' } }))).toMatchObject({ ok: true, data: { variant: 'collage', video: { ratio: 21 / 9 } } });
  });
});
