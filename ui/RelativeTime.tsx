import { useRelativeTime } from '../adapters/react/useRelativeTime.ts';

/** [WID-012] [WID-013] 'just now', 'about 12 seconds ago'..., refreshed every 5 s. */
export function RelativeTime({ time }: { time: number }) {
  const api = useRelativeTime(time);
  return <time {...api.getTimeProps()}>{api.text}</time>;
}
