// Whether the target still answers at all: transport failures in a row (timeouts, resets, refusals) are
// counted across every request of the run, and any answer, whatever its status, resets the count. The
// HTTP layer only counts; what to do when the bound is reached is the caller's business.

export class TransportHealth {
  private consecutive = 0;
  private tripped = false;
  /** Called once when `limit` failures in a row are reached (again after `reset`). */
  onUnresponsive?: (failures: number, lastError: string) => void;

  constructor(readonly limit: number) {}

  /** A complete answer (any status). */
  success(): void {
    this.consecutive = 0;
  }

  /** An exchange that ended without an answer for a reason of the transport. */
  failure(error: string): void {
    this.consecutive++;
    if (this.tripped || this.consecutive < this.limit) return;
    this.tripped = true;
    this.onUnresponsive?.(this.consecutive, error);
  }

  /** Counts afresh, e.g. for cleanup after the run stopped: it gets its own allowance of failures. */
  reset(onUnresponsive?: (failures: number, lastError: string) => void): void {
    this.consecutive = 0;
    this.tripped = false;
    this.onUnresponsive = onUnresponsive;
  }
}
