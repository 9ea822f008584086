// Per-key request limits ("20 messages a minute per user") behind a small interface, so a
// shared store (the database or Redis) can replace the memory one when several instances
// serve one database. The memory store counts on the app's clock, so tests can move time.
import type { Clock } from './clock';

export interface RateLimitRule {
  /** Hits allowed per window; 0 turns the limit off. */
  limit: number;
  windowMs: number;
}

export interface LimitDecision {
  allowed: boolean;
  /** Seconds until the oldest counted hit leaves the window (0 when allowed). */
  retryAfterSeconds: number;
}

export interface RateLimits {
  /** Counts one hit for `key` if the rule allows it; a refused hit is not counted. */
  take(key: string, rule: RateLimitRule): Promise<LimitDecision>;
}

const MAX_KEYS = 10_000;

/** A sliding window per key, in this process's memory. */
export function createMemoryRateLimits(clock: Clock): RateLimits {
  const hits = new Map<string, number[]>();
  const prune = (now: number, windowMs: number) => {
    for (const [key, times] of hits) {
      if (!times.some((at) => at > now - windowMs)) hits.delete(key);
    }
  };
  return {
    async take(key, { limit, windowMs }) {
      if (limit <= 0) return { allowed: true, retryAfterSeconds: 0 };
      const now = clock.now().getTime();
      const recent = (hits.get(key) ?? []).filter((at) => at > now - windowMs && at <= now);
      if (recent.length >= limit) {
        hits.set(key, recent);
        const oldest = recent[0] ?? now;
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - now) / 1000)) };
      }
      recent.push(now);
      hits.set(key, recent);
      if (hits.size > MAX_KEYS) prune(now, windowMs);
      return { allowed: true, retryAfterSeconds: 0 };
    },
  };
}
