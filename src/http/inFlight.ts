// `--concurrency`: requests in flight at once, across every check and every property run. A slot is held for
// one attempt only (never while a retry waits), so holders never wait on each other and cannot deadlock.
// Waiting requests queue per sender (a check). A freed slot goes to the waiting sender that holds the fewest
// slots, the one that has waited longest among equals: a check whose requests form a chain (create, then
// read back) holds none while it waits, so its next request goes out at the next free slot instead of
// behind the requests that checks with many independent ones have queued, and those fill what is left.
// The run's longest chains decide its length on a distant target; this keeps them moving at the pace of the
// wire while the rest of the run fills the other slots.
export class InFlightLimit {
  private active = 0;
  /** Waiting requests, one queue per sender, in the order the senders first waited (a queue leaves once empty). */
  private readonly waiting = new Map<string | undefined, (() => void)[]>();
  /** Slots each sender holds now (a sender holding none is not listed). */
  private readonly held = new Map<string | undefined, number>();

  constructor(readonly max: number) {
    if (!Number.isInteger(max) || max < 1) throw new RangeError(`a limit must be a whole number of at least 1, got ${max}`);
  }

  /** Resolves when the caller holds a slot; `sender` names whose turn it is (requests of one sender keep their order). */
  async acquire(sender?: string): Promise<void> {
    if (this.active < this.max) {
      this.active++;
      this.hold(sender, 1);
      return;
    }
    // The slot is handed over by release(): `active` stays as it is.
    await new Promise<void>((resolve) => {
      const queue = this.waiting.get(sender);
      if (queue) queue.push(resolve);
      else this.waiting.set(sender, [resolve]);
    });
  }

  /** Gives back a slot `sender` held (the name it acquired it with). */
  release(sender?: string): void {
    this.hold(sender, -1);
    let chosen: string | undefined;
    let fewest = Infinity;
    // Map order is waiting order: the first with the fewest slots held is the one that has waited longest.
    for (const s of this.waiting.keys()) {
      const n = this.held.get(s) ?? 0;
      if (n < fewest) [chosen, fewest] = [s, n];
      if (n === 0) break;
    }
    if (fewest === Infinity) {
      this.active--;
      return;
    }
    const queue = this.waiting.get(chosen)!;
    const next = queue.shift()!;
    // After its turn a sender goes to the back of those that wait.
    this.waiting.delete(chosen);
    if (queue.length > 0) this.waiting.set(chosen, queue);
    this.hold(chosen, 1);
    next();
  }

  private hold(sender: string | undefined, by: 1 | -1): void {
    const n = (this.held.get(sender) ?? 0) + by;
    if (n > 0) this.held.set(sender, n);
    else this.held.delete(sender);
  }

  get inFlight(): number {
    return this.active;
  }
}
