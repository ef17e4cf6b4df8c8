// Part 7 rule 2 kept by the client as a whole, not only by the request that got the 429: while a request
// waits out a Retry-After from an origin, no new request goes to that origin. The 429 said the client went
// too fast; and under a tight quota the retry must find the capacity its wait left, not lose it to requests
// started meanwhile, or it can be refused again and again until its retries run out (a check would then
// fail on a rule it never reached). Requests already under way, and retries, go on as they are.
import { untilAborted } from './sleep.ts';

export class RetryHold {
  /** Requests waiting out a Retry-After, by origin. */
  private readonly waiting = new Map<string, number>();
  /** New requests held back, by origin, released together when the last wait there ends. */
  private readonly held = new Map<string, Set<() => void>>();

  /** A request to `origin` begins to wait out a Retry-After. */
  begin(origin: string): void {
    this.waiting.set(origin, (this.waiting.get(origin) ?? 0) + 1);
  }

  /** Its wait ended (it goes out again, or the run stopped it). */
  end(origin: string): void {
    const n = (this.waiting.get(origin) ?? 0) - 1;
    if (n > 0) return void this.waiting.set(origin, n);
    this.waiting.delete(origin);
    const held = this.held.get(origin);
    this.held.delete(origin);
    for (const release of held ?? []) release();
  }

  /** New requests waiting now, every origin together. */
  get heldBack(): number {
    let n = 0;
    for (const set of this.held.values()) n += set.size;
    return n;
  }

  /** Whether new requests to `origin` are held back now. */
  holds(origin: string): boolean {
    return this.waiting.has(origin);
  }

  /** Resolves once no request to `origin` waits out a Retry-After; rejects with the signal's reason if it aborts first. */
  async pass(origin: string, signal?: AbortSignal): Promise<void> {
    while (this.holds(origin)) {
      await untilAborted((release) => {
        let set = this.held.get(origin);
        if (!set) this.held.set(origin, (set = new Set()));
        set.add(release);
        return () => set.delete(release);
      }, signal);
    }
  }
}
