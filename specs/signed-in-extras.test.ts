import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN_BROADCAST_CHANNEL, broadcastAdminEvent, joinAdminBroadcast } from '../adapters/browser/admin-broadcast.ts';
import { trackMousePosition } from '../adapters/browser/mouse-position.ts';
import { TOP_LEVEL_PERMISSION } from '../machines/permissions/constants.ts';

// The product's use of PERM-006 and PERM-016 (adapters/browser/mouse-position.ts and
// admin-broadcast.ts, started by the example site's SignedInModules): the rules decide whether a
// listener or a channel exists at all.

function fakePointerWindow() {
  const listeners = new Map<string, (event: Event) => void>();
  const frames: (() => void)[] = [];
  return {
    listeners,
    frames,
    win: {
      addEventListener: vi.fn((type: string, listener: (event: Event) => void) => void listeners.set(type, listener)),
      removeEventListener: vi.fn((type: string) => void listeners.delete(type)),
      requestAnimationFrame: vi.fn((run: () => void) => frames.push(run)),
      cancelAnimationFrame: vi.fn(),
    } as unknown as Window,
  };
}

const move = (x: number, y: number) => ({ clientX: x, clientY: y }) as unknown as Event;

describe('mouse-position tracking', () => {
  it('[PERM-006] an anonymous visitor gets no mouse-position tracking: no listener at all', () => {
    const { win, listeners } = fakePointerWindow();
    const onPosition = vi.fn();
    expect(trackMousePosition({ loggedIn: false }, onPosition, win)).toBeNull();
    expect(win.addEventListener).not.toHaveBeenCalled();
    expect(listeners.size).toBe(0);
  });

  it('[PERM-006] a signed-in account holder: the pointer position, at most once per frame (the last of the frame); stopped by the cleanup', () => {
    const { win, listeners, frames } = fakePointerWindow();
    const onPosition = vi.fn();
    const stop = trackMousePosition({ loggedIn: true }, onPosition, win);
    expect(stop).not.toBeNull();
    listeners.get('pointermove')?.(move(10.4, 20.6));
    listeners.get('pointermove')?.(move(30, 40));
    expect(frames).toHaveLength(1);
    frames.shift()?.();
    expect(onPosition).toHaveBeenCalledTimes(1);
    expect(onPosition).toHaveBeenCalledWith({ x: 30, y: 40 });
    stop?.();
    expect(listeners.has('pointermove')).toBe(false);
  });

  it('[PERM-006] property: a listener exists exactly when the person is signed in', () => {
    fc.assert(
      fc.property(fc.boolean(), (loggedIn) => {
        const { win } = fakePointerWindow();
        trackMousePosition({ loggedIn }, () => {}, win);
        expect((win.addEventListener as ReturnType<typeof vi.fn>).mock.calls.length).toBe(loggedIn ? 1 : 0);
      }),
    );
  });
});

/** A BroadcastChannel stand-in that records what was opened and posted, and can deliver a message. */
function fakeChannels() {
  const opened: FakeChannel[] = [];
  class FakeChannel {
    onmessage: ((message: MessageEvent) => void) | null = null;
    posted: unknown[] = [];
    closed = false;
    constructor(readonly name: string) {
      opened.push(this);
    }
    postMessage(data: unknown) {
      this.posted.push(data);
    }
    close() {
      this.closed = true;
    }
  }
  return { opened, win: { BroadcastChannel: FakeChannel as unknown as typeof BroadcastChannel } };
}

const ADMIN = TOP_LEVEL_PERMISSION.byName.admin;
const event = { type: 'signedInPageOpened' as const, path: '/demo/map', at: 1 };

describe('admin-level event broadcast', () => {
  it('[PERM-016] a user holding the admin permission joins the broadcast: decoded events arrive, malformed ones are ignored', () => {
    const { opened, win } = fakeChannels();
    const received = vi.fn();
    const leave = joinAdminBroadcast([1, ADMIN], received, win);
    expect(opened.map((channel) => channel.name)).toEqual([ADMIN_BROADCAST_CHANNEL]);
    opened[0]?.onmessage?.({ data: event } as MessageEvent);
    opened[0]?.onmessage?.({ data: { type: 'rm -rf', path: 3 } } as MessageEvent);
    expect(received.mock.calls).toEqual([[event]]);
    leave?.();
    expect(opened[0]?.closed).toBe(true);
    expect(broadcastAdminEvent([ADMIN], event, win)).toBe(true);
    expect(opened[1]?.posted).toEqual([event]);
  });

  it('[PERM-016] [PERM-014] property: without the admin permission no channel is opened and nothing is sent, whatever else is held', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 20 }).filter((code) => code !== ADMIN)), (permissions) => {
        const { opened, win } = fakeChannels();
        expect(joinAdminBroadcast(permissions, () => {}, win)).toBeNull();
        expect(broadcastAdminEvent(permissions, event, win)).toBe(false);
        expect(opened).toEqual([]);
      }),
    );
  });
});
