/** `site-machines/map`: the map block's machine, connect, codec, hook, component, and the stylesheet it needs. */
export * from '../machines/map/index.ts';
export { bindMap, browserMapMachine, createMapActor, loadMapsScript } from '../adapters/browser/map.ts';
export type { MapActor } from '../adapters/browser/map.ts';
export { useMap } from '../adapters/react/useMap.ts';
export type { UseMapInput } from '../adapters/react/useMap.ts';
export { MapBlock } from '../ui/MapBlock.tsx';
export type { MapBlockProps } from '../ui/MapBlock.tsx';
/** The stylesheets the component needs (import them in your app's CSS or bundle). */
export const stylesheets = ['site-machines/ui/map.css'] as const;
