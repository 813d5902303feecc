// The example API's short-lived state in memory: single-use tokens that expire (submission keys,
// demo captcha tokens) and sliding-window rate limits. Both prune what has expired as they go
// and hold at most `max` entries, so no stream of requests can grow memory without bound.
// Why this state lives in memory, and what a deployment adds, is in the README.

/**
 * Single-use tokens that expire after `lifetimeMs`. At most `max` unspent tokens are held: past
 * that the oldest is dropped (a visitor who kept a form open that long asks for a new key).
 */
export function createExpiringTokens({ lifetimeMs, max = 10_000, now = () => Date.now() }) {
  /** token -> expiry time, oldest first (a Map keeps insertion order). */
  const tokens = new Map();
  const prune = () => {
    const time = now();
    for (const [token, expires] of tokens) {
      // Every token lives as long, so the first one still valid ends the sweep.
      if (expires > time) break;
      tokens.delete(token);
    }
    while (tokens.size > max) tokens.delete(tokens.keys().next().value);
  };
  return {
    /** Holds a new token; returns its expiry time. */
    add(token) {
      const expires = now() + lifetimeMs;
      tokens.set(token, expires);
      prune();
      return expires;
    },
    /** Spends a token: true once for a token held and not expired. */
    spend(token) {
      if (typeof token !== 'string') return false;
      const expires = tokens.get(token);
      tokens.delete(token);
      prune();
      return expires !== undefined && expires > now();
    },
    get size() {
      prune();
      return tokens.size;
    },
  };
}

/**
 * A sliding window: at most `limit` hits per key in `windowMs`. Keys whose hits have all left
 * the window are dropped on the next sweep (at most once a window), and at most `maxKeys` keys
 * are followed (the oldest go first), so memory stays bounded whatever the keys.
 */
export function createRateLimiter({ limit, windowMs, maxKeys = 50_000, now = () => Date.now() }) {
  /** key -> times of its recent hits, oldest first. */
  const hits = new Map();
  let lastSweep = now();
  const sweep = (time) => {
    if (time - lastSweep >= windowMs) {
      lastSweep = time;
      for (const [key, times] of hits) if ((times.at(-1) ?? 0) <= time - windowMs) hits.delete(key);
    }
    while (hits.size > maxKeys) hits.delete(hits.keys().next().value);
  };
  return {
    /** Counts a hit for `key`; true when `key` already had `limit` hits in the window (refused, not counted). */
    over(key) {
      const time = now();
      const recent = (hits.get(key) ?? []).filter((at) => at > time - windowMs);
      const refused = recent.length >= limit;
      if (!refused) recent.push(time);
      // Re-inserted, so the keys stay in the order of their last hit.
      hits.delete(key);
      hits.set(key, recent);
      sweep(time);
      return refused;
    },
    /** Whether `key` has `limit` hits in the window now, without counting one. */
    full(key) {
      const time = now();
      return (hits.get(key) ?? []).filter((at) => at > time - windowMs).length >= limit;
    },
    get size() {
      return hits.size;
    },
  };
}
