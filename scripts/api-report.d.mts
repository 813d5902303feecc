/** Where `npm run api` writes the report. */
export const REPORT_PATH: string;
/** The public surface report of every package entry, as `npm run api` writes it. */
export function apiReport(root?: string): string;
