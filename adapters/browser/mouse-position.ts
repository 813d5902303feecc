import { tracksMousePosition, type AccountFacts } from '../../machines/permissions/logic.ts';

export interface MousePosition {
  /** CSS pixels from the viewport's left and top edges. */
  x: number;
  y: number;
}

type PointerWindow = Pick<Window, 'addEventListener' | 'removeEventListener' | 'requestAnimationFrame' | 'cancelAnimationFrame'>;

/**
 * [PERM-006] Mouse-position tracking, only for a signed-in account holder (`tracksMousePosition`):
 * for anyone else no listener is added at all. The pointer's position is reported at most once
 * per animation frame (the last one of the frame). Reading (README): the spec does not say what
 * is recorded or where it goes; it is kept on the page for the owner's tools and sent nowhere (a
 * signed-in account is exempt from tracking, TRK-005). Returns the cleanup, or null when off.
 */
export function trackMousePosition(account: Pick<AccountFacts, 'loggedIn'>, onPosition: (position: MousePosition) => void, win: PointerWindow = window): (() => void) | null {
  if (!tracksMousePosition(account)) return null;
  let frame: number | null = null;
  let last: MousePosition | null = null;
  const report = () => {
    frame = null;
    if (last) onPosition(last);
  };
  const onMove = (event: Event) => {
    const { clientX, clientY } = event as PointerEvent;
    last = { x: Math.round(clientX), y: Math.round(clientY) };
    frame ??= win.requestAnimationFrame(report);
  };
  win.addEventListener('pointermove', onMove, { passive: true });
  return () => {
    win.removeEventListener('pointermove', onMove);
    if (frame !== null) win.cancelAnimationFrame(frame);
  };
}
