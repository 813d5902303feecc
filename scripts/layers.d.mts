/** Checks the layering rules under `root`; one message per violation, `file:line: reason`. */
export function checkLayers(root: string): string[];
/** Slices being converted to the one shape on other branches, with the paths that are theirs. */
export const PENDING_SHAPE: Readonly<Record<string, readonly string[]>>;
