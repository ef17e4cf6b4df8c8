// `--max-rate`: a token bucket in front of every request the client sends (retries included), so that a run
// against a shared system never exceeds the rate its owner allows. The bucket holds one token: requests are
// spaced by 1/rate at the most, never sent in a burst after a quiet spell.
export interface Clock {
  now(): number;
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

export class TokenBucket {
  /** When the next token is available (ms on the clock). */
  private nextAt = -Infinity;

  constructor(
    readonly perSecond: number,
    private readonly clock: Clock,
  ) {
    if (!(perSecond > 0) || !Number.isFinite(perSecond)) throw new RangeError(`a rate must be above 0, got ${perSecond}`);
  }

  /** Resolves when the caller may send; callers are served in the order they asked. */
  async take(signal?: AbortSignal): Promise<void> {
    const interval = 1000 / this.perSecond;
    const now = this.clock.now();
    // Reserved at once, in call order, so that concurrent callers queue instead of racing for the same slot.
    const at = Math.max(now, this.nextAt);
    this.nextAt = at + interval;
    if (at > now) await this.clock.sleep(at - now, signal);
  }
}
