'use client';
import { createContext, useContext } from 'react';
import { preloadModule } from 'react-dom';

/**
 * The addresses of a module's built chunks (the chunk and what it imports), as a server that
 * knows its bundler's manifest can tell: `'ui/gallery/Slideshow.tsx'` → `['/assets/Slideshow-…js']`.
 * Absent (the default), nothing is preloaded: the bundler's own `import()` fetches the code.
 */
export type ModuleLinks = (module: string) => readonly string[];

export const ModuleLinksContext = createContext<ModuleLinks | null>(null);

/**
 * False inside a block that wakes later (an island that is not eager): its code, and what it
 * will fetch, are not named in the HTML, so a page never downloads a block nobody came near.
 */
export const HydratesAtLoadContext = createContext(true);

/**
 * Code a component will fetch with `import()` (a gallery's layout) is named in the HTML while the
 * server renders it (React writes `<link rel="modulepreload">` into the stream), so the browser
 * fetches it with the page instead of discovering it once hydration asks for it (issue 20).
 */
export function useModulePreload(module: string, wanted = true): void {
  const links = useContext(ModuleLinksContext);
  const atLoad = useContext(HydratesAtLoadContext);
  if (!links || !wanted || !atLoad) return;
  for (const href of links(module)) preloadModule(href, { as: 'script' });
}
