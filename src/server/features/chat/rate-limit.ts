// Per-user message limit: at most `limit` messages in any `windowMs`, counted on the app's clock
// (so tests can move time). In memory: one process serves one database (PGlite) or each
// instance limits its own share (PostgreSQL).
import type { Clock } from '../../lib/clock';

export interface LimitDecision {
  allowed: boolean;
  /** Seconds until the oldest counted message leaves the window (0 when allowed). */
  retryAfterSeconds: number;
}

export class SlidingWindowLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly clock: Clock,
    /** Messages per window; 0 turns the limit off. */
    readonly limit: number,
    readonly windowMs = 60_000,
  ) {}

  take(key: string): LimitDecision {
    if (this.limit <= 0) return { allowed: true, retryAfterSeconds: 0 };
    const now = this.clock.now().getTime();
    const recent = (this.hits.get(key) ?? []).filter((at) => at > now - this.windowMs && at <= now);
    if (recent.length >= this.limit) {
      this.hits.set(key, recent);
      const oldest = recent[0] ?? now;
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + this.windowMs - now) / 1000)) };
    }
    recent.push(now);
    this.hits.set(key, recent);
    if (this.hits.size > 10_000) this.prune(now);
    return { allowed: true, retryAfterSeconds: 0 };
  }

  private prune(now: number) {
    for (const [key, times] of this.hits) {
      if (!times.some((at) => at > now - this.windowMs)) this.hits.delete(key);
    }
  }
}
