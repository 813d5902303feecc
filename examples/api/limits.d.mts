export interface ExpiringTokens {
  add(token: string): number;
  spend(token: unknown): boolean;
  readonly size: number;
}
export function createExpiringTokens(options: { lifetimeMs: number; max?: number; now?: () => number }): ExpiringTokens;

export interface RateLimiter {
  over(key: string): boolean;
  full(key: string): boolean;
  readonly size: number;
}
export function createRateLimiter(options: { limit: number; windowMs: number; maxKeys?: number; now?: () => number }): RateLimiter;
