// `--concurrency`: requests in flight at once, across every check and every property run. A slot is held for
// one attempt only (never while a retry waits), so holders never wait on each other and cannot deadlock.
export class InFlightLimit {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(readonly max: number) {
    if (!Number.isInteger(max) || max < 1) throw new RangeError(`a limit must be a whole number of at least 1, got ${max}`);
  }

  async acquire(): Promise<void> {
    if (this.active < this.max) {
      this.active++;
      return;
    }
    // The slot is handed over by release(): `active` stays as it is.
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.active--;
  }

  get inFlight(): number {
    return this.active;
  }
}
