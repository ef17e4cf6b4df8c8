// Start-up of the built package beside `node -e 0`, interleaved in the same run so that the machine's load
// weighs on both alike: `conformance --version` (spawn to exit), and the first request of an embedded run,
// through the bin (spawn to the run's start line, which the console prints right before the first check
// sends) and through the API (spawn to a reporter's onCheckStart in a program that imports 'conformance').
// Medians of BENCH_STARTUP_ROUNDS rounds (default 9, 5 with --quick). Aim: --version within 2.5x.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { build, buildIsStale } from '../scripts/build.mjs';
import { recordRow } from './support/results.ts';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const BIN = `${ROOT}bin/conformance.js`;
const ROUNDS = Number(process.env.BENCH_STARTUP_ROUNDS ?? (process.env.BENCH_QUICK ? 5 : 9));

/** ms from spawn to the first stdout chunk containing `marker` (or to exit when no marker is given). */
function timed(args: string[], marker?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let at: number | undefined;
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => {
      out += d;
      if (marker && at === undefined && out.includes(marker)) {
        at = performance.now() - started;
        child.kill('SIGKILL'); // the rest of the run is not start-up
      }
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (marker) at === undefined ? reject(new Error(`no "${marker}" in the output of ${args.join(' ')} (exit ${code})`)) : resolve(at);
      else code === 0 ? resolve(performance.now() - started) : reject(new Error(`${args.join(' ')} exited ${code}`));
    });
  });
}

const API_PROGRAM = `
const { run } = await import('conformance');
await run({ interfaces: ['a'], only: ['A3.returns-data-array'], runs: 1, reporters: [{ name: 'mark', onCheckStart() { process.stdout.write('first-request\\n'); } }] });
`;

const cases: [string, () => Promise<number>][] = [
  ['node -e 0', () => timed(['-e', '0'])],
  ['conformance --version', () => timed([BIN, '--version'])],
  ['embedded run, first request (bin)', () => timed([BIN, 'run', '--interface', 'a', '--only', 'A3.returns-data-array', '--runs', '1'], 'conformance')],
  ['embedded run, first request (API)', () => timed(['--input-type=module', '-e', API_PROGRAM], 'first-request')],
];

const base = (rows: { name: string; ms: number }[]) => rows.find((r) => r.name === 'node -e 0')!.ms;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export async function benchStartup(): Promise<{ name: string; ms: number; ratio: number }[]> {
  if (buildIsStale() && build({ clean: false }) !== 0) throw new Error('the build failed');
  const samples = new Map<string, number[]>(cases.map(([n]) => [n, []]));
  await timed(['-e', '0']); // warm the file cache once
  for (let r = 0; r < ROUNDS; r++) for (const [name, measure] of cases) samples.get(name)!.push(await measure());
  const base = median(samples.get('node -e 0')!);
  return cases.map(([name]) => ({ name, ms: median(samples.get(name)!), ratio: median(samples.get(name)!) / base }));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = await benchStartup();
  for (const { name, ms, ratio } of rows) {
    console.log(`${name.padEnd(36)} ${String(Math.round(ms)).padStart(6)} ms  ${ratio.toFixed(2)}x node -e 0`);
    if (name === 'node -e 0') continue;
    const key = `startup.${name.replace(/[^a-z]+/gi, '-').replace(/^-|-$/g, '').toLowerCase()}`;
    recordRow({ bench: 'startup', key, what: name, figure: `${Math.round(ms)} ms`, ratio, baseline: `node -e 0 ${Math.round(base(rows))} ms`, aim: name === 'conformance --version' ? 2.5 : undefined });
  }
  const version = rows.find((r) => r.name === 'conformance --version')!;
  console.log(`--version: ${version.ratio <= 2.5 ? 'within' : 'NOT within'} the aim of 2.5x node -e 0`);
}
