import { ENVIRONMENT_PATTERNS } from './constants.ts';

/** [CONST-033] Where a page runs, told by its host name. */
export type Environment =
  | { name: 'internal' }
  | { name: 'stage' }
  | { name: 'qa'; number: number }
  | { name: 'dev' }
  | { name: 'production' };

/** `host:port` → `host`; `[::1]:80` → `[::1]`; a bare IPv6 address is left whole. */
function withoutPort(host: string): string {
  if (host.startsWith('[')) return host.replace(/\]:\d+$/, ']');
  return host.split(':').length === 2 ? host.replace(/:\d*$/, '') : host;
}

/**
 * [CONST-033] The environment of a host name, by pattern (constants.ts): internal, stage, qa
 * with its number, dev; any other host is production. Checked in that order, so
 * `qa2.internal.example.com` is internal. A port or trailing dot does not matter.
 */
export function detectEnvironment(hostname: string): Environment {
  const host = withoutPort(String(hostname).trim().toLowerCase()).replace(/\.$/, '');
  if (ENVIRONMENT_PATTERNS.internal.test(host)) return { name: 'internal' };
  if (ENVIRONMENT_PATTERNS.stage.test(host)) return { name: 'stage' };
  const qa = ENVIRONMENT_PATTERNS.qa.exec(host);
  if (qa) return { name: 'qa', number: Number(qa[2]) };
  if (ENVIRONMENT_PATTERNS.dev.test(host)) return { name: 'dev' };
  return { name: 'production' };
}
