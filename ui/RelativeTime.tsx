'use client';
import { useRelativeTime } from '../adapters/react/useRelativeTime.ts';

/** [WID-012] [WID-013] 'just now', 'about 12 seconds ago', '3 minutes ago'..., refreshed every 5 s. */
export function RelativeTime({ time, locale }: { time: number; locale?: string }) {
  const { api } = useRelativeTime({ time, locale });
  return <time {...api.getTimeProps()}>{api.text}</time>;
}
