'use client';
// The site chrome's hooks, each the public hook of its own module (useBadge.ts, useMobileInfoBar.ts,
// which ui/SiteChrome.tsx calls); named here too for the package entries that export them together.
export { useBadge } from './useBadge.ts';
export { useMobileInfoBar } from './useMobileInfoBar.ts';
