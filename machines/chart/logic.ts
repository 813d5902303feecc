import type { Decoded } from '../shared/decode.ts';
import {
  CHART_COLUMNS_TRUNCATED_NOTICE,
  CHART_MAX_COLUMNS,
  CHART_MAX_ROWS,
  CHART_MISSING_DATA_MESSAGE,
  CHART_NO_COLUMNS_MESSAGE,
  CHART_NO_ROWS_MESSAGE,
  CHART_ROWS_TRUNCATED_NOTICE,
} from './constants.ts';

export type ChartCell = string | number;

/** A chart's dataset once validated: column names, rows of cells, and the truncation notices. */
export interface ChartDataset {
  columns: string[];
  rows: ChartCell[][];
  notices: string[];
}

export interface ChartLimits {
  maxRows: number;
  maxColumns: number;
}

const missing = (cell: unknown) => cell === undefined || cell === null || (typeof cell === 'string' && cell.trim() === '') || (typeof cell === 'number' && !Number.isFinite(cell));

/**
 * [BLK-080] [BLK-081] [BLK-082] [BLK-083] Checks a chart's dataset in the spec's order: a column,
 * then a row, then no row missing a value; then keeps at most the maximum columns and rows, with
 * a notice for each cut.
 */
export function validateChartData(
  dataset: { columns: readonly string[]; rows: readonly (readonly (ChartCell | null | undefined)[])[] },
  { maxRows, maxColumns }: ChartLimits = { maxRows: CHART_MAX_ROWS, maxColumns: CHART_MAX_COLUMNS },
): Decoded<ChartDataset> & { message?: string } {
  if (dataset.columns.length === 0) return { ok: false, details: [CHART_NO_COLUMNS_MESSAGE], message: CHART_NO_COLUMNS_MESSAGE };
  if (dataset.rows.length === 0) return { ok: false, details: [CHART_NO_ROWS_MESSAGE], message: CHART_NO_ROWS_MESSAGE };
  const width = dataset.columns.length;
  if (dataset.rows.some((row) => row.length < width || row.slice(0, width).some(missing)))
    return { ok: false, details: [CHART_MISSING_DATA_MESSAGE], message: CHART_MISSING_DATA_MESSAGE };
  const notices: string[] = [];
  if (width > maxColumns) notices.push(CHART_COLUMNS_TRUNCATED_NOTICE.replace('{max}', String(maxColumns)));
  if (dataset.rows.length > maxRows) notices.push(CHART_ROWS_TRUNCATED_NOTICE.replace('{max}', String(maxRows)));
  const keep = Math.min(width, maxColumns);
  return {
    ok: true,
    data: {
      columns: dataset.columns.slice(0, keep),
      rows: dataset.rows.slice(0, maxRows).map((row) => row.slice(0, keep) as ChartCell[]),
      notices,
    },
  };
}
