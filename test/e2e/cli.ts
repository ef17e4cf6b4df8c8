// Runs the command line from tests: in-process through main() (fast, output captured into strings), or as
// a real child process through bin/conformance.js (what a user or a CI job runs).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { Writable } from 'node:stream';
import { main } from '../../commands/cli/main.ts';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const BIN = fileURLToPath(new URL('../../bin/conformance.js', import.meta.url));

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

export interface CliOptions {
  /** Environment variables set for the run (undefined unsets one). */
  env?: Record<string, string | undefined>;
}

function collector(): { stream: Writable; text: () => string } {
  const chunks: Buffer[] = [];
  const stream = new Writable({
    write(chunk: Buffer | string, _enc, done) {
      chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
      done();
    },
  });
  return { stream, text: () => Buffer.concat(chunks).toString('utf8') };
}

/**
 * `conformance <args>` in this process. `env` is applied to process.env for the duration of the call and
 * restored afterwards, so runs that pass `env` must not overlap each other.
 */
export async function runCli(args: string[], options: CliOptions = {}): Promise<CliResult> {
  const out = collector();
  const err = collector();
  const saved = new Map<string, string | undefined>();
  for (const [k, v] of Object.entries(options.env ?? {})) {
    saved.set(k, process.env[k]);
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  try {
    const code = await main(args, { stdout: out.stream, stderr: err.stream });
    return { code, stdout: out.text(), stderr: err.text() };
  } finally {
    for (const [k, v] of saved) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  }
}

export interface SpawnOptions extends CliOptions {
  cwd?: string;
  /** Killed (and the promise rejected) after this long; default 60 s. */
  timeoutMs?: number;
}

/** `node bin/conformance.js <args>` as a child process, as `npx conformance` runs it. */
export function spawnCli(args: string[], options: SpawnOptions = {}): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const env: NodeJS.ProcessEnv = { ...process.env };
    for (const [k, v] of Object.entries(options.env ?? {})) {
      if (v === undefined) delete env[k];
      else env[k] = v;
    }
    const child = spawn(process.execPath, [BIN, ...args], { cwd: options.cwd ?? ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`conformance ${args.join(' ')} did not end within ${options.timeoutMs ?? 60_000} ms\n${stdout}\n${stderr}`));
    }, options.timeoutMs ?? 60_000);
    child.on('error', (e) => {
      clearTimeout(timer);
      reject(e);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ code: code ?? (signal ? 128 : 1), stdout, stderr });
    });
  });
}

/**
 * A command line pasted into `sh` in the clone, as a user would paste a line the tool printed: nothing of
 * the CONFORMANCE_ variables in the environment, so that the line must carry what it needs. Killed after
 * `limitMs`; resolves with the exit code and stdout and stderr together.
 */
export function pasteInShell(line: string, limitMs = 120_000): Promise<{ code: number | null; out: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, FORCE_COLOR: '0' };
  for (const k of Object.keys(env)) if (k.startsWith('CONFORMANCE_')) delete env[k];
  return new Promise((resolve, reject) => {
    const child = spawn('sh', ['-c', line], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (out += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (out += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), limitMs);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, out });
    });
  });
}
