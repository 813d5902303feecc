'use client';
import { popupStyleOf, type PopupStyle } from '../../machines/popup-overlay/codec.ts';
import { mobileInfoBarShown } from '../../machines/popup-overlay/logic.ts';
import { useMobile, useViewportWidth } from './environment.tsx';

/**
 * [BLK-062] [BLK-063] Whether the mobile information bar shows, for a raw style (code or name).
 * Until the window's width is known (on the server, during hydration) a mobile device counts as
 * narrow enough.
 */
export function useMobileInfoBar(rawStyle: unknown, mobile?: boolean): { shown: boolean; style: PopupStyle } {
  const width = useViewportWidth();
  const detected = useMobile();
  const device = mobile ?? detected;
  const style = popupStyleOf(rawStyle);
  return { shown: mobileInfoBarShown({ mobile: device, width: width ?? (device ? 0 : Number.POSITIVE_INFINITY), style }), style };
}
