'use client';
import type { ReactNode } from 'react';
import { SiteSessionContext, useSiteSession, type SiteSessionOptions } from '../adapters/react/useSiteSession.ts';

export interface SiteSessionProps extends SiteSessionOptions {
  children?: ReactNode;
}

/**
 * The visitor's session with the site, inside `<DialogStack>`: the owner redirect on load,
 * Esc with no dialog open, logout and its notice. Components read it with
 * `useSiteSessionContext()`.
 */
export function SiteSession({ children, ...options }: SiteSessionProps) {
  return <SiteSessionContext.Provider value={useSiteSession(options)}>{children}</SiteSessionContext.Provider>;
}
