export { validateChartData } from './logic.ts';
export type { ChartCell, ChartDataset, ChartLimits } from './logic.ts';
export { decodeChartData } from './codec.ts';
export {
  CHART_COLUMNS_TRUNCATED_NOTICE,
  CHART_MAX_COLUMNS,
  CHART_MAX_ROWS,
  CHART_MISSING_DATA_MESSAGE,
  CHART_NO_COLUMNS_MESSAGE,
  CHART_NO_ROWS_MESSAGE,
  CHART_ROWS_TRUNCATED_NOTICE,
} from './constants.ts';
