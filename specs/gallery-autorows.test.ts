import { keepProps } from '../machines/shared/normalize.ts';
import fc from 'fast-check';
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { connectGallery, decodeGalleryBlock, galleryMachine } from '../machines/index.ts';
import { autorowsAspect, autorowsCell, autorowsLayout } from '../machines/gallery/autorows.ts';
import { AUTOROWS, AUTOROWS_MAX_ROW_HEIGHT_FACTOR, AUTOROWS_NO_DIMENSIONS_WARNING } from '../machines/gallery/constants.ts';
import { resolveDesign } from '../machines/gallery/layouts.ts';
import { BAD_DIMENSIONS_WARNING } from '../machines/media/constants.ts';

const aspects = fc.array(fc.double({ min: 0.1, max: 8, noNaN: true }), { minLength: 0, maxLength: 40 });
const widths = fc.double({ min: 200, max: 2400, noNaN: true });
const heights = fc.integer({ min: 80, max: 400 });
const gutters = fc.integer({ min: 0, max: 40 });

describe('autorows: justified rows (GAL-091)', () => {
  it('[GAL-091] autorows defaults are rowHeight 250 and gutter 20', () => {
    expect(AUTOROWS).toEqual({ rowHeight: 250, gutter: 20 });
    const { rows, boxes } = autorowsLayout([1.5, 1.5, 1.5, 1.5, 1], 1000);
    // 375 + 20 + 375 + 20 = 790 fits; a third 375 would not: two to a row, stretched to 1000.
    expect(rows[0]).toMatchObject({ from: 0, to: 2, justified: true, top: 0 });
    expect(rows[0]?.height).toBeCloseTo((1000 - 20) / 3, 9);
    expect(boxes[1]?.left).toBeCloseTo((1000 - 20) / 2 + 20, 9);
    // The second row starts a gutter below the first.
    expect(rows[1]?.top).toBeCloseTo(rows[0]!.height + 20, 9);
  });

  it('[GAL-091] the last row keeps the target height and is not stretched', () => {
    const { rows, boxes } = autorowsLayout([1.5, 1.5, 1.5, 1], 1000);
    const last = rows.at(-1)!;
    expect(last).toMatchObject({ from: 2, to: 4, justified: false, height: 250 });
    expect(boxes.slice(2).map((box) => box.width)).toEqual([375, 250]);
  });

  it('[GAL-091] every row but the last is as wide as the container within 1 px; the last never wider', () => {
    fc.assert(
      fc.property(aspects, widths, heights, gutters, (ratios, width, rowHeight, gutter) => {
        const layout = autorowsLayout(ratios, width, { rowHeight, gutter });
        for (const row of layout.rows) {
          const boxes = layout.boxes.slice(row.from, row.to);
          const used = boxes.reduce((sum, box) => sum + box.width, 0) + gutter * (boxes.length - 1);
          if (row.justified) expect(Math.abs(used - width)).toBeLessThanOrEqual(1);
          else expect(used).toBeLessThanOrEqual(width + 1);
          // One height across the row, every picture in it.
          for (const box of boxes) expect(box.height).toBe(row.height);
        }
      }),
    );
  });

  it('[GAL-091] no picture is cropped unless its row is held at 2.5 target heights, and then only as far as that cap needs', () => {
    fc.assert(
      fc.property(aspects, widths, heights, gutters, (ratios, width, rowHeight, gutter) => {
        const layout = autorowsLayout(ratios, width, { rowHeight, gutter });
        const cap = rowHeight * AUTOROWS_MAX_ROW_HEIGHT_FACTOR;
        for (const box of layout.boxes) {
          const row = layout.rows[box.row]!;
          expect(row.height).toBeLessThanOrEqual(cap + 1e-9);
          if (box.crop > 1e-9) {
            expect(row.height).toBeCloseTo(cap, 6);
            // The box is as wide as the uncapped row would make it: the crop is the cap's share.
            const uncapped = (width - gutter * (row.to - row.from - 1)) / ratios.slice(row.from, row.to).reduce((a, b) => a + b, 0);
            expect(box.crop).toBeCloseTo(1 - cap / uncapped, 6);
          } else {
            // Uncropped: the box has the picture's own ratio.
            expect(box.width / box.height).toBeCloseTo(ratios[box.index]!, 6);
          }
        }
      }),
    );
  });

  it('[GAL-091] a narrow picture that nothing can join is held at 2.5 target heights, filling the width, cropped', () => {
    const { rows, boxes } = autorowsLayout([0.1, 5], 1000);
    expect(rows[0]).toMatchObject({ from: 0, to: 1, height: 625, justified: true });
    expect(boxes[0]).toMatchObject({ width: 1000, height: 625 });
    expect(boxes[0]?.crop).toBeCloseTo(1 - 625 / 10000, 9);
    expect(boxes[1]).toMatchObject({ row: 1, width: 1000, height: 200, crop: 0 });
  });

  it('[GAL-091] rows keep the pictures in order, each once, one gutter apart; rows one gutter apart', () => {
    fc.assert(
      fc.property(aspects, widths, gutters, (ratios, width, gutter) => {
        const layout = autorowsLayout(ratios, width, { gutter });
        expect(layout.boxes.map((box) => box.index)).toEqual(ratios.map((_, index) => index));
        layout.rows.forEach((row, at) => {
          expect(row.from).toBe(at === 0 ? 0 : layout.rows[at - 1]!.to);
          expect(row.to).toBeGreaterThan(row.from);
          if (at > 0) expect(row.top).toBeCloseTo(layout.rows[at - 1]!.top + layout.rows[at - 1]!.height + gutter, 6);
          const boxes = layout.boxes.slice(row.from, row.to);
          boxes.forEach((box, k) => {
            if (k > 0) expect(box.left).toBeCloseTo(boxes[k - 1]!.left + boxes[k - 1]!.width + gutter, 6);
          });
        });
        expect(layout.rows.at(-1)?.to ?? 0).toBe(ratios.length);
      }),
    );
  });

  it('[GAL-091] a row takes every picture that fits at the target height: the next one would not have', () => {
    fc.assert(
      fc.property(aspects, widths, heights, gutters, (ratios, width, rowHeight, gutter) => {
        const layout = autorowsLayout(ratios, width, { rowHeight, gutter });
        for (const row of layout.rows) {
          const basis = (from: number, to: number) => ratios.slice(from, to).reduce((sum, ratio) => sum + ratio * rowHeight, 0) + gutter * (to - from - 1);
          if (row.to - row.from > 1) expect(basis(row.from, row.to)).toBeLessThanOrEqual(width + 1e-9);
          if (row.to < ratios.length) expect(basis(row.from, row.to + 1)).toBeGreaterThan(width);
        }
      }),
    );
  });

  it('[GAL-091] a lone picture wider than the container is shrunk to its width, uncropped, even last', () => {
    const { rows, boxes } = autorowsLayout([6], 1000);
    expect(rows[0]).toMatchObject({ justified: true });
    expect(boxes[0]?.width).toBeCloseTo(1000, 9);
    expect(boxes[0]?.height).toBeCloseTo(1000 / 6, 9);
    expect(boxes[0]?.crop).toBe(0);
  });

  it('[GAL-091] the cell a renderer gives CSS: its width at the target height as the basis, growing in proportion to its ratio (never by factors under 1)', () => {
    expect(autorowsCell(1.5)).toEqual({ basis: 375, grow: 375 });
    expect(autorowsCell(0.75, 200)).toEqual({ basis: 150, grow: 150 });
  });
});

describe('autorows block data (GAL-091), bad input', () => {
  const gallery = (slides: unknown[], extra: object = {}) => decodeGalleryBlock(JSON.stringify({ design: 'autorows', slides, ...extra }));

  it('[GAL-091] block data turns autorows on by its design name; the defaults hold without rowHeight or gutter', () => {
    expect(resolveDesign('autorows')).toEqual({ ok: true, design: 'autorows' });
    const decoded = gallery([{ id: 'a', image: { src: '/a.jpg', dimensions: '1500x1000' } }]);
    expect(decoded.ok && decoded.data.layout).toBe('autorows');
    expect(decoded.ok && [decoded.data.rowHeight, decoded.data.gutter]).toEqual([undefined, undefined]);
    const actor = createActor(galleryMachine, { input: { numberOfSlides: 1, layout: 'autorows' } }).start();
    const api = connectGallery(actor.getSnapshot(), actor.send, { id: 'j', label: 'Journal' }, keepProps);
    expect(api.getItemsProps().style).toMatchObject({ gap: '20px', '--sm-row-height': '250px', '--sm-max-row-height': '625px' });
    expect(api.getSlideProps(0, { dimensions: { width: 1500, height: 1000 } }).style).toMatchObject({ flex: '375 1 375px' });
    const custom = connectGallery(actor.getSnapshot(), actor.send, { id: 'j', label: 'Journal', rowHeight: 180, gutter: 8 }, keepProps);
    expect(custom.getSlideProps(0, { dimensions: { width: 1000, height: 1000 } }).style).toMatchObject({ flex: '180 1 180px' });
    expect(custom.getItemsProps().style).toMatchObject({ gap: '8px' });
    actor.stop();
  });

  it('[GAL-091] pictures without dimensions, or with a zero height, are laid out square and the block says so; nothing is NaN', () => {
    const decoded = gallery([
      { id: 'none', image: { src: '/a.jpg' } },
      { id: 'flat', image: { src: '/b.jpg', dimensions: '1500x0' } },
      { id: 'fine', image: { src: '/c.jpg', dimensions: '1600x900' } },
    ]);
    if (!decoded.ok) throw new Error(decoded.error);
    expect(decoded.warnings).toEqual([`flat: ${BAD_DIMENSIONS_WARNING}`, `none: ${AUTOROWS_NO_DIMENSIONS_WARNING}`]);
    const ratios = decoded.data.slides.map((slide) => autorowsAspect(slide.dimensions));
    expect(ratios).toEqual([1, 1, 1600 / 900]);
    expect(autorowsAspect({ width: 1500, height: 0 })).toBe(1);
    expect(autorowsAspect({ width: Number.NaN, height: 10 })).toBe(1);
    const layout = autorowsLayout([Number.NaN, 0, -2, Number.POSITIVE_INFINITY, 1.5], 600);
    for (const box of layout.boxes) for (const value of [box.left, box.top, box.width, box.height, box.crop]) expect(Number.isFinite(value)).toBe(true);
    const actor = createActor(galleryMachine, { input: { numberOfSlides: 3, layout: 'autorows' } }).start();
    const api = connectGallery(actor.getSnapshot(), actor.send, { id: 'j', label: 'Journal' }, keepProps);
    expect(api.getSlideRatio({ dimensions: null })).toBe(1);
    expect(api.getSlideProps(0, { dimensions: null }).style).toMatchObject({ flex: '250 1 250px' });
    actor.stop();
  });

  it('[GAL-091] a row height that is not a number above 0 fails with the decoding error; an empty gallery lays out nothing', () => {
    expect(gallery([], { rowHeight: 0 })).toMatchObject({ ok: false, error: 'Error decoding gallery block data.' });
    expect(gallery([], { rowHeight: 'tall' })).toMatchObject({ ok: false, error: 'Error decoding gallery block data.' });
    expect(gallery([], { rowHeight: '180' })).toMatchObject({ ok: true, data: { rowHeight: 180 } });
    expect(autorowsLayout([], 800)).toEqual({ boxes: [], rows: [], height: 0 });
    expect(autorowsLayout([1, 1], 0).boxes.every((box) => box.width === 0)).toBe(true);
  });
});
