/** Where `npm run api` writes the report. */
export const REPORT_PATH: string;
/** The package entry whose size issue 21 budgets. */
export const MACHINES_ENTRY: string;
/** At most this many names in the machines entry (issue 21). */
export const MACHINES_ENTRY_MAX_NAMES: number;
/** One exported name of an entry: its kind and the first sentence of its doc comment ('' when none). */
export interface ApiRow {
  name: string;
  kind: 'function' | 'class' | 'enum' | 'constant' | 'value' | 'interface' | 'type' | 'other';
  summary: string;
}
/** One package entry with types: its name, the source it is built from, and its exported names. */
export interface ApiEntry {
  name: string;
  source: string;
  rows: ApiRow[];
  /** Names the entry exports by name that one of its `export *` modules exports too (hidden by them). */
  hidden: string[];
}
/** Every package entry with types, read with the TypeScript compiler. */
export function apiSurface(root?: string): ApiEntry[];
/** The report's text for a surface. */
export function formatReport(surface: ApiEntry[]): string;
/** The public surface report of every package entry, as `npm run api` writes it. */
export function apiReport(root?: string): string;
