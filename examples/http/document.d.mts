// Types of ./document.mjs for the TypeScript that reads the build's manifest (npm run size).
export interface PageAssets {
  /** The page's entry script. */
  entry: string;
  /** The scripts the entry imports statically, linked as module preloads. */
  modules: string[];
  /** The stylesheets the page links. */
  styles: string[];
}
export function pageEntryOf(pageModule: string): string;
export function pageAssets(manifest: Record<string, { file: string; imports?: string[]; css?: string[] }>, pageModule: string): PageAssets;
