import { useEffect, useState } from 'react';
import { decodeBadgeType, decodePopupStyle, type BadgeType, type PopupStyle } from '../../machines/popup-overlay/codec.ts';
import { badgeShown, mobileInfoBarShown } from '../../machines/popup-overlay/logic.ts';
import { isMobileDevice } from '../browser/device.ts';

/** The window's width, kept up to date. */
function useViewportWidth(): number {
  const [width, setWidth] = useState(() => window.innerWidth);
  useEffect(() => {
    const onResize = () => setWidth(window.innerWidth);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return width;
}

/** [BLK-062] [BLK-063] Whether the mobile information bar shows, for a raw style (code or name). */
export function useMobileInfoBar(rawStyle: unknown, mobile?: boolean): { shown: boolean; style: PopupStyle } {
  const width = useViewportWidth();
  const [device] = useState(() => mobile ?? isMobileDevice());
  const style = decodePopupStyle(rawStyle);
  return { shown: mobileInfoBarShown({ mobile: device, width, style }), style };
}

/** [BLK-064] [BLK-065] Whether the badge shows, for a template version and a raw badge type. */
export function useBadge(templateVersion: string, rawType: unknown): { shown: boolean; type: BadgeType } {
  const type = decodeBadgeType(rawType);
  return { shown: badgeShown({ templateVersion, badgeType: type }), type };
}
