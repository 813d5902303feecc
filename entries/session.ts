/** `site-machines/session`: the owner redirect, Esc with no dialog open, and logout: machine, connect, codecs, hooks, component. */
export * from '../machines/session/index.ts';
export { bindSessionEffects, readSessionFacts, readSessionInput, requestLogout, PAGE_CONTEXT_ELEMENT_ID } from '../adapters/browser/session.ts';
export { useSession } from '../adapters/react/useSession.ts';
export type { SessionActor, UseSessionInput, UseSessionOptions } from '../adapters/react/useSession.ts';
export { SiteSessionContext, useSiteSession, useSiteSessionContext } from '../adapters/react/useSiteSession.ts';
export { SiteSession } from '../ui/SiteSession.tsx';
export type { SiteSessionProps } from '../ui/SiteSession.tsx';
