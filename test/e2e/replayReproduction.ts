// Runs a failed check's reproduction as a vendor would paste it (`sh`, nothing of this process's
// environment but PATH and the credential variables given) and reads what each step of it got: the
// script prints every step as `=== <n>. <METHOD> <path> (the run got <status>)` followed by the answer.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface ReplayedStep {
  title: string;
  /** What the run got at this step (from the title), undefined for steps the script adds (cleanup). */
  ranGot?: number;
  /** What the replay got. */
  got?: number;
}

export interface Replay {
  code: number;
  stdout: string;
  stderr: string;
  steps: ReplayedStep[];
}

/** Runs `reproduce` (the report's text), or the script file the run wrote when given (with the files beside it). */
export async function replayReproduction(reproduce: string, env: Record<string, string>, written?: string): Promise<Replay> {
  const dir = await mkdtemp(join(tmpdir(), 'conformance-replay-'));
  try {
    const file = written ?? join(dir, 'reproduce.sh');
    if (!written) await writeFile(file, reproduce.startsWith('#!') ? reproduce : `${reproduce}\n`);
    let code = 0;
    let stdout = '';
    let stderr = '';
    try {
      ({ stdout, stderr } = await run('sh', [file], { cwd: dir, env: { PATH: process.env.PATH ?? '/usr/bin:/bin', ...env }, timeout: 150_000, maxBuffer: 64 * 1024 * 1024 }));
    } catch (err) {
      const e = err as { code?: number; stdout?: string; stderr?: string };
      code = typeof e.code === 'number' ? e.code : 1;
      stdout = e.stdout ?? '';
      stderr = e.stderr ?? String(err);
    }
    // A single curl line (-i) prints one answer and no title.
    const parts = reproduce.startsWith('#!') ? stdout.split(/^=== /m).slice(1) : [`(the request)\n${stdout}`];
    const steps = parts.map((part) => {
      const [title, ...rest] = part.split('\n');
      const ran = /\(the run got (\d{3})\)/.exec(title)?.[1];
      const got = /^HTTP\/[\d.]+ (\d{3})/m.exec(rest.join('\n'))?.[1];
      return { title, ...(ran ? { ranGot: Number(ran) } : {}), ...(got ? { got: Number(got) } : {}) };
    });
    return { code, stdout, stderr, steps };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * What keeps a replay from being the failure again: the script ended in error, or a step got another status
 * than the run got at it (a single curl line: another status than the failing answer). Empty: it reproduces.
 */
export function notReproduced(replay: Replay, failingStatus: number | undefined): string[] {
  const problems: string[] = [];
  if (replay.code !== 0) problems.push(`the script exited ${replay.code}: ${replay.stderr.trim().split('\n').slice(-2).join(' / ')} ${replay.stdout.trim().split('\n').slice(-2).join(' / ')}`);
  const steps = replay.steps.filter((s) => s.ranGot !== undefined || !replay.steps.some((x) => x.ranGot !== undefined));
  if (steps.length === 0) problems.push('the script showed no step');
  for (const s of steps) {
    const expected = s.ranGot ?? failingStatus;
    if (s.got !== expected) problems.push(`${s.title}: the replay got ${s.got ?? 'no answer'}`);
  }
  return problems;
}
