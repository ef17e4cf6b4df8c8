// Why a run ends before its plan is done, and the one signal every running check gets. An interruption
// (Ctrl-C), the time bound (--max-time), a target that no longer answers and the failure bound
// (--max-failures) all stop the run the same way: no new check starts, running ones are stopped through
// their AbortSignal, cleanup still runs and the reports are written. Only the first reason counts.

export type StopKind = 'interrupted' | 'max-time' | 'unresponsive' | 'max-failures';

export class RunStopped extends Error {
  constructor(
    readonly kind: StopKind,
    message: string,
  ) {
    super(message);
    this.name = 'RunStopped';
  }
}

export class RunStop {
  private readonly controller = new AbortController();
  private readonly listeners: ((reason: RunStopped) => void)[] = [];
  private why?: RunStopped;

  constructor(interrupt?: AbortSignal) {
    if (!interrupt) return;
    const onInterrupt = () => this.stop('interrupted', errorText(interrupt.reason) ?? 'interrupted');
    if (interrupt.aborted) onInterrupt();
    else interrupt.addEventListener('abort', onInterrupt, { once: true });
  }

  /** Aborted when the run stops, whatever the reason; its reason is a RunStopped. */
  get signal(): AbortSignal {
    return this.controller.signal;
  }

  get reason(): RunStopped | undefined {
    return this.why;
  }

  stop(kind: StopKind, message: string): void {
    if (this.why) return;
    this.why = new RunStopped(kind, message);
    this.controller.abort(this.why);
    for (const listener of this.listeners) listener(this.why);
  }

  onStop(listener: (reason: RunStopped) => void): void {
    this.listeners.push(listener);
  }
}

function errorText(reason: unknown): string | undefined {
  return reason instanceof Error ? reason.message : reason === undefined ? undefined : String(reason);
}
