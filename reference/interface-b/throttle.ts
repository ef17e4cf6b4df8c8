// Throttling of part 8: one token bucket per client. A request takes one token; an empty bucket means
// 429, and the time until the next token is the Retry-After.

export interface RateLimit {
  capacity: number;
  refillPerSecond: number;
}

/**
 * The bucket alone holds a whole default run of interface B (about 2800 requests; test/e2e/cost.test.ts
 * lets it send 2842 at most), however fast the machine sends them: at 1000 requests, a run on loopback that
 * sent 800 a second was answered 429 after three seconds, and every request of the run then waited out a
 * Retry-After of a second (rounded up from milliseconds). The throttling phase's burst still goes past it
 * within its default bounds (20000 requests, 10 s): it needs more than refill + capacity / seconds, 900
 * requests a second from a full bucket, fewer after the run has taken its share; an embedded run's burst on
 * the 2-core machine sent about 1650.
 */
export const DEFAULT_RATE_LIMIT: RateLimit = { capacity: 4000, refillPerSecond: 500 };

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
