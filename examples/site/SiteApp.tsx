import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import { PageEnvironmentProvider } from '../../adapters/react/environment.tsx';
import { useDialogStack } from '../../adapters/react/useDialogStack.ts';
import type { PageEnvironment } from '../../machines/shared/environment.ts';
import { LOGOUT_PARAM, LOGOUT_PARAM_VALUE } from '../../machines/session/constants.ts';
import type { PageContext } from '../../machines/session/logic.ts';
import { DialogStack } from '../../ui/DialogStack.tsx';
import type { EscapeWithoutDialog } from './SiteSessionRunner.tsx';

export interface SiteAppProps {
  Page: ComponentType<{ data: never }>;
  data: unknown;
  environment: PageEnvironment;
  /** Who the visitor is: the page context the server decoded (issue 20: decoded once, on the server). */
  pageContext: PageContext;
}

/** The session's code (owner redirect, Esc, logout and its notice): fetched only where it can act. */
const SiteSessionRunner = lazy(() => import('./SiteSessionRunner.tsx').then((module) => ({ default: module.SiteSessionRunner })));

/** The signed-in modules (announcement bar, overlay manager, popup): fetched for a signed-in person only. */
const SignedInModules = lazy(() => import('./SignedInModules.tsx').then((module) => ({ default: module.SignedInModules })));

/**
 * [NAV-002..006] [NAV-011] [NAV-019] Whether the session can do anything on this page: the owner
 * redirect and Esc for a signed-in account (or an anonymous one the site lets log in with Esc),
 * the editor's keys, the notice of a logout landing. For an anonymous visitor of the published
 * site none of these apply, and the session machine would only sit idle: its code is not fetched.
 */
export function sessionActsOn(page: PageContext, search: string): boolean {
  return page.loggedIn || page.editor || page.useEscapeKeyToLogin || new URLSearchParams(search).get(LOGOUT_PARAM) === LOGOUT_PARAM_VALUE;
}

/**
 * The session where it acts, woken after hydration: until its code has arrived, Esc presses the
 * dialog stack passes on (no dialog open) are kept and handed to it, so none is lost.
 */
function SiteSessionGate({ pageContext }: { pageContext: PageContext }) {
  const dialogs = useDialogStack();
  const [acts, setActs] = useState(false);
  const pending = useRef<EscapeWithoutDialog[] | null>([]);
  useEffect(() => {
    if (!sessionActsOn(pageContext, window.location.search)) return undefined;
    setActs(true);
    const subscription = dialogs.stack.on('escapeWithoutDialog', ({ shiftKey, editable }) => pending.current?.push({ shiftKey, editable }));
    return () => subscription.unsubscribe();
  }, [pageContext, dialogs.stack]);
  if (!acts) return null;
  const takePending = () => {
    const presses = pending.current ?? [];
    pending.current = null;
    return presses;
  };
  return (
    <Suspense fallback={null}>
      <SiteSessionRunner pageContext={pageContext} takePending={takePending} />
    </Suspense>
  );
}

/** Renders its lazy child only after hydration (the server's markup has nothing of it). */
function AfterHydration({ when, children }: { when: boolean; children: React.ReactNode }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated && when ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/**
 * A page of the published site: its page component (it draws its own header, main and footer)
 * in the site's overlay layer (one dialog stack). The session and the signed-in modules are
 * fetched only where they act (a signed-in person, the editor, a logout landing), after
 * hydration, so an anonymous visitor's page ships neither.
 */
export function SiteApp({ Page, data, environment, pageContext }: SiteAppProps) {
  const PageWithData = Page as ComponentType<{ data: unknown }>;
  return (
    <PageEnvironmentProvider value={environment}>
      <DialogStack>
        <SiteSessionGate pageContext={pageContext} />
        <AfterHydration when={pageContext.loggedIn}>
          <SignedInModules pageContext={pageContext} />
        </AfterHydration>
        <PageWithData data={data} />
      </DialogStack>
    </PageEnvironmentProvider>
  );
}
