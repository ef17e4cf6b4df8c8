// `--concurrency`: requests in flight at once, across every check and every property run. A slot is held for
// one attempt only (never while a retry waits), so holders never wait on each other and cannot deadlock.
// Waiting requests queue per sender (a check), and a freed slot goes to the senders in turn: a check whose
// requests form a chain (create, then read back) gets its next request out after about one round trip,
// instead of behind every request that checks with many independent ones have queued.
export class InFlightLimit {
  private active = 0;
  /** Waiting requests, one queue per sender, in the order the senders first waited (a queue leaves once empty). */
  private readonly waiting = new Map<string | undefined, (() => void)[]>();

  constructor(readonly max: number) {
    if (!Number.isInteger(max) || max < 1) throw new RangeError(`a limit must be a whole number of at least 1, got ${max}`);
  }

  /** Resolves when the caller holds a slot; `sender` names whose turn it is (requests of one sender keep their order). */
  async acquire(sender?: string): Promise<void> {
    if (this.active < this.max) {
      this.active++;
      return;
    }
    // The slot is handed over by release(): `active` stays as it is.
    await new Promise<void>((resolve) => {
      const queue = this.waiting.get(sender);
      if (queue) queue.push(resolve);
      else this.waiting.set(sender, [resolve]);
    });
  }

  release(): void {
    // The sender that has waited longest for its turn: first in the map; it goes to the back after its turn.
    const first = this.waiting.entries().next();
    if (first.done) {
      this.active--;
      return;
    }
    const [sender, queue] = first.value;
    const next = queue.shift()!;
    this.waiting.delete(sender);
    if (queue.length > 0) this.waiting.set(sender, queue);
    next();
  }

  get inFlight(): number {
    return this.active;
  }
}
