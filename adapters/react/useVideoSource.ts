'use client';
import { createContext, useContext } from 'react';

/**
 * How the site turns an embed's player address into the one it loads (a local stand-in
 * player, a privacy-friendly host); the address itself by default.
 */
export const VideoSourceContext = createContext<((src: string) => string) | undefined>(undefined);

/** The site's player-address rule from the nearest `VideoSourceContext` (undefined: play the address as written). */
export function useResolveVideoSrc(): ((src: string) => string) | undefined {
  return useContext(VideoSourceContext);
}
