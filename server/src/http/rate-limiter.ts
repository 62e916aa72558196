import type { Clock, RateLimitSettings } from './app-deps.ts';

export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Fixed-window counter per key, in process memory. Good enough for one node; the counters are
 * dropped when their window ends so memory stays bounded by the number of active clients.
 */
export class FixedWindowRateLimiter {
  private readonly windows = new Map<string, { startedAt: number; count: number }>();
  private lastSweep = 0;

  constructor(
    private readonly settings: RateLimitSettings,
    private readonly clock: Clock,
  ) {}

  consume(key: string): RateLimitDecision {
    const now = this.clock().getTime();
    this.sweep(now);
    const current = this.windows.get(key);
    if (!current || now - current.startedAt >= this.settings.windowMs) {
      this.windows.set(key, { startedAt: now, count: 1 });
      return { allowed: true };
    }
    if (current.count < this.settings.limit) {
      current.count += 1;
      return { allowed: true };
    }
    const remainingMs = current.startedAt + this.settings.windowMs - now;
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(remainingMs / 1000)) };
  }

  private sweep(now: number): void {
    if (now - this.lastSweep < this.settings.windowMs) return;
    this.lastSweep = now;
    for (const [key, window] of this.windows) {
      if (now - window.startedAt >= this.settings.windowMs) this.windows.delete(key);
    }
  }
}
