// Runs the client under judgement: its own process group, so that at the time bound the whole tree
// (a shell, npm, node…) is stopped, not just the process we started.
import { spawn } from 'node:child_process';
import { JUDGE_DEFAULTS } from '../defaults.ts';

export type ChildEnd =
  | { kind: 'exited'; code: number | null; signal: NodeJS.Signals | null }
  | { kind: 'timed-out' }
  | { kind: 'interrupted' }
  | { kind: 'not-found'; message: string };

export interface ChildOptions {
  command: string;
  args: string[];
  env: Record<string, string>;
  durationMs: number;
  /** Where the client's output goes (ours: stderr, so that stdout keeps the report). */
  output: NodeJS.WritableStream;
  signal?: AbortSignal;
}

function killGroup(pid: number, sig: NodeJS.Signals): void {
  try {
    process.kill(-pid, sig);
  } catch {
    // The group is gone already.
  }
}

export function runClient(options: ChildOptions): Promise<ChildEnd> {
  return new Promise((resolve) => {
    let child: ReturnType<typeof spawn>;
    try {
      child = spawn(options.command, options.args, {
        env: { ...process.env, ...options.env },
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: true,
      });
    } catch (err) {
      resolve({ kind: 'not-found', message: (err as Error).message });
      return;
    }
    let ended: ChildEnd | undefined;
    let killTimer: NodeJS.Timeout | undefined;
    const stop = (why: ChildEnd) => {
      if (ended) return;
      ended = why;
      if (child.pid !== undefined) {
        killGroup(child.pid, 'SIGTERM');
        killTimer = setTimeout(() => killGroup(child.pid!, 'SIGKILL'), JUDGE_DEFAULTS.killGraceMs);
      }
    };
    const bound = setTimeout(() => stop({ kind: 'timed-out' }), options.durationMs);
    const onAbort = () => stop({ kind: 'interrupted' });
    options.signal?.addEventListener('abort', onAbort, { once: true });
    child.stdout?.on('data', (c: Buffer) => options.output.write(c));
    child.stderr?.on('data', (c: Buffer) => options.output.write(c));
    child.once('error', (err: NodeJS.ErrnoException) => {
      clearTimeout(bound);
      options.signal?.removeEventListener('abort', onAbort);
      const message = err.code === 'ENOENT' ? `command not found: ${options.command}` : err.code === 'EACCES' ? `command not executable: ${options.command}` : err.message;
      resolve({ kind: 'not-found', message });
    });
    child.once('close', (code, sig) => {
      clearTimeout(bound);
      if (killTimer) clearTimeout(killTimer);
      options.signal?.removeEventListener('abort', onAbort);
      // What the client left running in its group goes with it.
      if (child.pid !== undefined) killGroup(child.pid, 'SIGKILL');
      resolve(ended ?? { kind: 'exited', code, signal: sig });
    });
  });
}
