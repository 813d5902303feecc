
export type { ChartDataset } from './logic.ts';
export { decodeChartData } from './codec.ts';
