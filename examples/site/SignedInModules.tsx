import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { signedInModules, type SignedInModule } from '../../machines/permissions/logic.ts';
import type { PageContext } from '../../machines/session/logic.ts';

// Each module a signed-in person loads, fetched on demand: anonymous visitors never load them.
const importers: Record<SignedInModule, () => Promise<unknown>> = {
  announcementBar: () => import('../../ui/AnnouncementBar.tsx'),
  overlayManager: () => import('../../adapters/react/useDialogStack.ts'),
  popupOverlay: () => import('../../ui/PopupOverlay.tsx'),
};

/**
 * [PERM-005] A logged-in user or authenticated owner additionally loads the announcement bar,
 * overlay manager and popup overlay modules (after hydration, so the server's markup is the
 * same for everyone); the announcement bar then shows.
 */
export function SignedInModules({ pageContext }: { pageContext: PageContext }) {
  const [loaded, setLoaded] = useState<{ names: readonly SignedInModule[]; Bar: ComponentType<{ children: ReactNode }> } | null>(null);
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
  if (loaded === null) return null;
  const { Bar, names } = loaded;
  return (
    <div data-signed-in-modules={names.join(' ')}>
      <Bar>You are signed in: the announcement bar, overlay manager and popup modules are loaded for you, not for visitors.</Bar>
    </div>
  );
}
