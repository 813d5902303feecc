/** Checks the layering rules under `root`; one message per violation, `file:line: reason`. */
export function checkLayers(root: string): string[];
