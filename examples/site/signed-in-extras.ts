import { broadcastAdminEvent, joinAdminBroadcast } from '../../adapters/browser/admin-broadcast.ts';
import { trackMousePosition, type MousePosition } from '../../adapters/browser/mouse-position.ts';
import { readSiteContext } from '../../adapters/browser/site-context.ts';
import type { AdminEvent } from '../../machines/permissions/codec.ts';
import { accountFactsOf } from '../../machines/site-context/logic.ts';

type ChannelWindow = { BroadcastChannel?: typeof BroadcastChannel };

/**
 * What a signed-in person's page runs beside the signed-in modules (fetched with them, never for
 * an anonymous visitor), each behind its own rule of machines/permissions: [PERM-006]
 * mouse-position tracking for a signed-in account holder; [PERM-016] the admin-level event
 * broadcast for a user holding the admin permission (this page joins it and tells the user's
 * other tabs it opened). Returns the cleanup.
 */
export function startSignedInExtras(win: Window, on: { position(position: MousePosition): void; adminEvent(event: AdminEvent): void; adminJoined(): void }): () => void {
  const account = accountFactsOf(readSiteContext(win));
  const permissions = account.permissions ?? [];
  const stopTracking = trackMousePosition(account, on.position, win);
  const channels = win as unknown as ChannelWindow;
  const leave = joinAdminBroadcast(permissions, on.adminEvent, channels);
  if (leave) on.adminJoined();
  broadcastAdminEvent(permissions, { type: 'signedInPageOpened', path: win.location.pathname, at: Date.now() }, channels);
  return () => {
    stopTracking?.();
    leave?.();
  };
}
