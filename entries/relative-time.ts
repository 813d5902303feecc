/** `site-machines/relative-time`: 'just now', 'about 12 seconds ago': machine, connect, hook and component. */
export * from '../machines/relative-time/index.ts';
export { useRelativeTime } from '../adapters/react/useRelativeTime.ts';
export type { RelativeTimeActor } from '../adapters/react/useRelativeTime.ts';
export { RelativeTime } from '../ui/RelativeTime.tsx';
