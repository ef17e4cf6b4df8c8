// Throttling of part 8: one token bucket per client. A request takes one token; an empty bucket means
// 429, and the time until the next token is the Retry-After.

export interface RateLimit {
  capacity: number;
  refillPerSecond: number;
}

/**
 * A whole default run sends a few hundred requests a second at most, well inside this; the throttling
 * phase's burst goes past it within its default bounds even on a busy 2-core machine (it needs more
 * than refill + capacity / seconds, about 600 requests a second).
 */
export const DEFAULT_RATE_LIMIT: RateLimit = { capacity: 1000, refillPerSecond: 500 };

/** The longest wait announced when a bucket never refills. */
const NEVER_SECONDS = 3600;

export type Take = { ok: true } | { ok: false; waitSeconds: number };

export class Throttle {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly limit: RateLimit | false,
    private readonly now: () => number,
  ) {}

  take(clientId: string): Take {
    if (this.limit === false) return { ok: true };
    const { capacity, refillPerSecond } = this.limit;
    const now = this.now();
    const bucket = this.buckets.get(clientId) ?? { tokens: capacity, at: now };
    bucket.tokens = Math.min(capacity, bucket.tokens + (Math.max(0, now - bucket.at) / 1000) * refillPerSecond);
    bucket.at = now;
    this.buckets.set(clientId, bucket);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return { ok: true };
    }
    const waitSeconds = refillPerSecond > 0 ? (1 - bucket.tokens) / refillPerSecond : NEVER_SECONDS;
    return { ok: false, waitSeconds };
  }
}
