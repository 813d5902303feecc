import { decodeAdminEvent, type AdminEvent } from '../../machines/permissions/codec.ts';
import { mayReceiveAdminBroadcast } from '../../machines/permissions/logic.ts';

/** The broadcast channel admin-level events travel on, between the tabs of one browser. */
export const ADMIN_BROADCAST_CHANNEL = 'site-machines:admin-events';

type ChannelWindow = { BroadcastChannel?: typeof BroadcastChannel };

/**
 * [PERM-016] Joins the admin-level event broadcast, only for a user holding the admin permission
 * (`mayReceiveAdminBroadcast`): anyone else opens no channel and receives nothing. Messages are
 * decoded (another tab's data); a message that does not decode is ignored. Returns the cleanup,
 * or null when this user does not receive the broadcast.
 */
export function joinAdminBroadcast(permissions: readonly number[], onEvent: (event: AdminEvent) => void, win: ChannelWindow = globalThis): (() => void) | null {
  if (!mayReceiveAdminBroadcast(permissions) || !win.BroadcastChannel) return null;
  const channel = new win.BroadcastChannel(ADMIN_BROADCAST_CHANNEL);
  channel.onmessage = (message: MessageEvent) => {
    const decoded = decodeAdminEvent(message.data);
    if (decoded.ok) onEvent(decoded.data);
  };
  return () => channel.close();
}

/**
 * [PERM-016] Sends an admin-level event to the user's other tabs, only for a user holding the
 * admin permission (the broadcast is theirs alone). Returns whether it was sent.
 */
export function broadcastAdminEvent(permissions: readonly number[], event: AdminEvent, win: ChannelWindow = globalThis): boolean {
  if (!mayReceiveAdminBroadcast(permissions) || !win.BroadcastChannel) return false;
  const channel = new win.BroadcastChannel(ADMIN_BROADCAST_CHANNEL);
  channel.postMessage(event);
  channel.close();
  return true;
}
