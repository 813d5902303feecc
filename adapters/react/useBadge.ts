'use client';
import { badgeTypeOf, type BadgeType } from '../../machines/popup-overlay/codec.ts';
import { badgeShown } from '../../machines/popup-overlay/logic.ts';

/** [BLK-064] [BLK-065] Whether the badge shows, for a template version and a raw badge type. */
export function useBadge(templateVersion: string, rawType: unknown): { shown: boolean; type: BadgeType } {
  const type = badgeTypeOf(rawType);
  return { shown: badgeShown({ templateVersion, badgeType: type }), type };
}
