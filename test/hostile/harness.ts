// Runs the CLI for the hostile tests: in-process through main() with every byte it writes captured
// (its streams, console.* and process.stdout/stderr), or as a child process when signals and exit codes of
// the process itself matter. Both are bounded in time.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { main } from '../../commands/cli/main.ts';

export const ROOT = new URL('../../', import.meta.url).pathname;
export const BIN = join(ROOT, 'bin/conformance.js');

/** Environment variables of the tool: cleared around every in-process run so that the host cannot interfere. */
const TOOL_ENV = ['CONFORMANCE_API_KEY', 'CONFORMANCE_CLIENT_ID', 'CONFORMANCE_CLIENT_SECRET', 'CONFORMANCE_BEARER_TOKEN', 'NO_COLOR'];

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
  ms: number;
}

function sink(into: string[]): Writable {
  return new Writable({
    write(chunk: Buffer | string, _enc, cb) {
      into.push(typeof chunk === 'string' ? chunk : chunk.toString('utf8'));
      cb();
    },
  });
}

/** Runs `main(argv)` with captured output and the given tool environment; one run at a time per process. */
export async function runInProcess(argv: string[], env: Record<string, string> = {}): Promise<CliResult> {
  const out: string[] = [];
  const err: string[] = [];
  const saved = new Map<string, string | undefined>(TOOL_ENV.concat(Object.keys(env)).map((k) => [k, process.env[k]]));
  for (const k of TOOL_ENV) delete process.env[k];
  Object.assign(process.env, env);
  // yargs prints help and version through console.log; anything else written straight to the process
  // streams (e.g. a warning) is caught here too.
  const restore: (() => void)[] = [];
  const capture = (target: object, key: string, into: string[]) => {
    const original = (target as Record<string, unknown>)[key];
    (target as Record<string, unknown>)[key] = (...args: unknown[]) => {
      into.push(`${args.map((a) => (typeof a === 'string' ? a : a instanceof Uint8Array ? Buffer.from(a).toString('utf8') : String(a))).join(' ')}${key === 'write' ? '' : '\n'}`);
      const cb = args.find((a) => typeof a === 'function') as (() => void) | undefined;
      cb?.();
      return true;
    };
    restore.push(() => {
      (target as Record<string, unknown>)[key] = original;
    });
  };
  capture(console, 'log', out);
  capture(console, 'info', out);
  capture(console, 'error', err);
  capture(console, 'warn', err);
  capture(process.stdout, 'write', out);
  capture(process.stderr, 'write', err);
  const started = performance.now();
  let code: number;
  try {
    code = await main(argv, { stdout: sink(out), stderr: sink(err) });
  } finally {
    for (const r of restore.reverse()) r();
    for (const [k, v] of saved) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  }
  return { code, stdout: out.join(''), stderr: err.join(''), ms: performance.now() - started };
}

export interface Spawned {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  /** Resolves with the exit code (or 128 + signal number) and the time from spawn. */
  exited: Promise<{ code: number; ms: number }>;
}

const SIGNALS: Record<string, number> = { SIGINT: 2, SIGKILL: 9, SIGTERM: 15 };

/** Spawns `node bin/conformance.js ...args`; killed with SIGKILL after `limitMs` whatever happens. */
export function spawnCli(args: string[], options: { env?: Record<string, string>; limitMs?: number } = {}): Spawned {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const k of TOOL_ENV) delete env[k];
  Object.assign(env, options.env ?? {});
  const started = performance.now();
  const child = spawn(process.execPath, [BIN, ...args], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString('utf8')));
  child.stderr!.on('data', (d: Buffer) => (err += d.toString('utf8')));
  const limit = setTimeout(() => child.kill('SIGKILL'), options.limitMs ?? 30_000);
  const exited = new Promise<{ code: number; ms: number }>((resolve) => {
    child.on('close', (code, signal) => {
      clearTimeout(limit);
      resolve({ code: code ?? 128 + (SIGNALS[signal ?? ''] ?? 0), ms: performance.now() - started });
    });
  });
  return { child, stdout: () => out, stderr: () => err, exited };
}

/** Waits until `predicate` holds, polling every `everyMs`; throws after `limitMs`. */
export async function waitFor(predicate: () => boolean, limitMs: number, what: string, everyMs = 10): Promise<void> {
  const end = Date.now() + limitMs;
  while (!predicate()) {
    if (Date.now() > end) throw new Error(`timed out after ${limitMs} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

/** A fresh temporary directory and its removal. */
export function tempDir(prefix = 'conformance-hostile-'): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Every file under `dir` (recursively) with its contents. */
export function filesUnder(dir: string): { path: string; text: string }[] {
  const out: { path: string; text: string }[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...filesUnder(path));
    else out.push({ path, text: readFileSync(path, 'latin1') });
  }
  return out;
}

/** A stack trace line (`    at fn (file.ts:1:2)`), which the tool must never print. */
export const STACK_TRACE = /^\s*at (?:.+ \()?(?:file:|node:|\/|[A-Za-z]:\\).+:\d+:\d+\)?$/m;

/** Loads the command modules once, so that the first timed run of a file does not pay for it. */
export async function warmUp(): Promise<void> {
  await import('../../commands/cli/run.ts');
  await import('../../commands/cli/checks.ts');
}
