import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decodeChartData } from '../machines/index.ts';
import { validateChartData } from '../machines/chart/logic.ts';

describe('chart data validation', () => {
  it('[BLK-080] a dataset without columns fails with the spec message', () => {
    expect(validateChartData({ columns: [], rows: [[1]] })).toMatchObject({ ok: false, details: ['Your dataset must have at least one column'] });
  });

  it('[BLK-081] a dataset without rows fails with the spec message', () => {
    expect(validateChartData({ columns: ['Month'], rows: [] })).toMatchObject({ ok: false, details: ['Your dataset must have at least one row'] });
  });

  it('[BLK-082] a row missing a value (short, null, blank) fails with the spec message', () => {
    for (const rows of [[['Jan']], [['Jan', null]], [['Jan', '  ']], [['Jan', 3], ['Feb']]])
      expect(validateChartData({ columns: ['Month', 'Visits'], rows }), JSON.stringify(rows)).toMatchObject({ ok: false, details: ['One or more rows was missing data'] });
  });

  it('[BLK-080] [BLK-081] [BLK-082] the checks go in order: columns first, then rows', () => {
    expect(validateChartData({ columns: [], rows: [] })).toMatchObject({ details: ['Your dataset must have at least one column'] });
  });

  it('[BLK-083] rows and columns beyond the maximum are cut, with a notice for each', () => {
    const columns = ['a', 'b', 'c'];
    const rows = Array.from({ length: 5 }, (_, i) => [i, i + 1, i + 2]);
    const result = validateChartData({ columns, rows }, { maxRows: 3, maxColumns: 2 });
    expect(result).toEqual({
      ok: true,
      data: {
        columns: ['a', 'b'],
        rows: [[0, 1], [1, 2], [2, 3]],
        notices: ['Only the first 2 columns of your dataset are shown.', 'Only the first 3 rows of your dataset are shown.'],
      },
    });
    expect(validateChartData({ columns: ['a'], rows: [[1]] })).toEqual({ ok: true, data: { columns: ['a'], rows: [[1]], notices: [] } });
  });

  it('[BLK-083] a valid dataset never keeps more than the maximum, and keeps all within it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 8 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 10 }), (width, height, maxColumns, maxRows) => {
        const result = validateChartData({ columns: Array.from({ length: width }, (_, i) => `c${i}`), rows: Array.from({ length: height }, () => Array.from({ length: width }, () => 1)) }, { maxRows, maxColumns });
        if (!result.ok) throw new Error('valid data refused');
        expect(result.data.columns).toHaveLength(Math.min(width, maxColumns));
        expect(result.data.rows).toHaveLength(Math.min(height, maxRows));
        expect(result.data.notices).toHaveLength(Number(width > maxColumns) + Number(height > maxRows));
      }),
    );
  });

  it('[BLK-080] untrusted chart JSON: unparsable or the wrong shape is refused with a reason, never a crash', () => {
    expect(decodeChartData('{not json').ok).toBe(false);
    expect(decodeChartData({ columns: 'a', rows: [] }).ok).toBe(false);
    expect(decodeChartData('{"columns":[],"rows":[]}')).toEqual({ ok: false, details: ['Your dataset must have at least one column'] });
    expect(decodeChartData('{"columns":["x"],"rows":[[2]]}')).toEqual({ ok: true, data: { columns: ['x'], rows: [[2]], notices: [] } });
  });
});
