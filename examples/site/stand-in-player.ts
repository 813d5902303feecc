/** The stand-in player for a service's embed address (no network here): `/media/player.html`. */
export function standInPlayer(src: string, reports: 'auto' | 'manual' = 'auto'): string {
  const provider = /youtube/.test(src) ? 'youtube' : /vimeo/.test(src) ? 'vimeo' : 'other';
  return `/media/player.html?provider=${provider}&src=${encodeURIComponent(src)}${reports === 'manual' ? '&reports=manual' : ''}`;
}
