import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import type { AdminEvent } from '../../machines/permissions/codec.ts';
import { signedInModules, type SignedInModule } from '../../machines/permissions/logic.ts';
import type { PageContext } from '../../machines/session/logic.ts';

// Each module a signed-in person loads, fetched on demand: anonymous visitors never load them.
const importers: Record<SignedInModule, () => Promise<unknown>> = {
  announcementBar: () => import('../../ui/AnnouncementBar.tsx'),
  overlayManager: () => import('../../adapters/react/useDialogStack.ts'),
  popupOverlay: () => import('../../ui/PopupOverlay.tsx'),
};

/** The attribute of the page's root element that holds the tracked pointer position ('x,y'). */
export const POINTER_ATTRIBUTE = 'data-sm-pointer';

/**
 * [PERM-005] A logged-in user or authenticated owner additionally loads the announcement bar,
 * overlay manager and popup overlay modules (after hydration, so the server's markup is the
 * same for everyone); the announcement bar then shows. [PERM-006] Mouse-position tracking runs
 * only for a signed-in account holder; [PERM-016] the admin-level event broadcast only for a
 * user holding the admin permission: such a page tells the user's other tabs it opened, and
 * shows what they tell it in the announcement bar.
 */
export function SignedInModules({ pageContext }: { pageContext: PageContext }) {
  const [loaded, setLoaded] = useState<{ names: readonly SignedInModule[]; Bar: ComponentType<{ children: ReactNode }> } | null>(null);
  const [admin, setAdmin] = useState<{ joined: boolean; last: AdminEvent | null }>({ joined: false, last: null });
  const loggedIn = pageContext.loggedIn;
  useEffect(() => {
    const modules = signedInModules({ loggedIn });
    if (modules.length === 0) return undefined;
    let cancelled = false;
    Promise.all(modules.map((name) => importers[name]())).then(
      () =>
        import('../../ui/AnnouncementBar.tsx').then(({ AnnouncementBar }) => {
          if (!cancelled) setLoaded({ names: modules, Bar: AnnouncementBar });
        }),
      () => {},
    );
    return () => {
      cancelled = true;
    };
  }, [loggedIn]);
  useEffect(() => {
    // Fetched with the signed-in modules, for signed-in people only; inside, each rule decides.
    if (signedInModules({ loggedIn }).length === 0) return undefined;
    const root = document.documentElement;
    let stop: (() => void) | null = null;
    let cancelled = false;
    import('./signed-in-extras.ts').then(
      ({ startSignedInExtras }) => {
        if (cancelled) return;
        stop = startSignedInExtras(window, {
          position: ({ x, y }) => root.setAttribute(POINTER_ATTRIBUTE, `${x},${y}`),
          adminEvent: (last) => setAdmin({ joined: true, last }),
          adminJoined: () => setAdmin((current) => ({ ...current, joined: true })),
        });
      },
      () => {},
    );
    return () => {
      cancelled = true;
      stop?.();
      root.removeAttribute(POINTER_ATTRIBUTE);
    };
  }, [loggedIn]);
  if (loaded === null) return null;
  const { Bar, names } = loaded;
  return (
    <div data-signed-in-modules={names.join(' ')} data-admin-broadcast={admin.joined ? 'joined' : 'off'}>
      <Bar>
        You are signed in: the announcement bar, overlay manager and popup modules are loaded for you, not for visitors.
        {admin.last ? ` Admin: a signed-in page opened at ${admin.last.path} in another tab.` : null}
      </Bar>
    </div>
  );
}
