// Where a bench server spends its CPU under load: starts one server of bench/simulate.ts
// (`reference-a`, `reference-b`, `bare-a`, `bare-b`) under `node --cpu-prof`, drives it with the autocannon
// CLI for a few seconds, stops it and prints the self time of the profile by function and by file.
//   node --import tsx bench/support/profile-server.ts reference-a [seconds] [top]
// The .cpuprofile stays in a temporary directory (its path is printed) for Chrome's DevTools.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SIMULATE = fileURLToPath(new URL('../simulate.ts', import.meta.url));
const AUTOCANNON = fileURLToPath(new URL('../../node_modules/autocannon/autocannon.js', import.meta.url));

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  hitCount?: number;
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/**
 * Self time in ms per key, from the samples and the time between them, over the last `lastMs` of the
 * profile only: the server stops as soon as the load ends, so that window is the load, not the start-up.
 */
export function selfTimes(profile: CpuProfile, key: (n: ProfileNode) => string, lastMs = Infinity): Map<string, number> {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const out = new Map<string, number>();
  const end = profile.timeDeltas.reduce((a, b) => a + b, 0);
  let at = 0;
  profile.samples.forEach((id, i) => {
    const delta = profile.timeDeltas[i] ?? 0;
    at += delta;
    const node = byId.get(id);
    if (!node || end - at > lastMs * 1000) return;
    const k = key(node);
    out.set(k, (out.get(k) ?? 0) + delta / 1000);
  });
  return out;
}

function place(url: string): string {
  if (url === '') return '';
  const path = url.startsWith('file://') ? fileURLToPath(url) : url;
  return path.startsWith(ROOT) ? relative(ROOT, path) : path;
}

/** Time the process waited for work: not part of the cost of an answer. */
const IDLE = '(idle)';

/** Rows of self time, with the microseconds each costs per answer (`answers` in the window). */
function table(title: string, times: Map<string, number>, top: number, answers: number): string {
  const busy = [...times.entries()].filter(([k]) => !k.startsWith(IDLE));
  const total = busy.reduce((a, [, ms]) => a + ms, 0);
  const rows = busy.sort((a, b) => b[1] - a[1]).slice(0, top);
  const per = (ms: number) => ((ms * 1000) / answers).toFixed(1).padStart(6);
  return [
    `${title}: ${total.toFixed(0)} ms busy, ${per(total).trim()} µs per answer`,
    ...rows.map(([k, ms]) => `${((ms / total) * 100).toFixed(1).padStart(5)}%  ${per(ms)} µs  ${k}`),
  ].join('\n');
}

async function main(): Promise<void> {
  const kind = process.argv[2] ?? 'reference-a';
  const seconds = Number(process.argv[3] ?? 5);
  const top = Number(process.argv[4] ?? 30);
  const dir = mkdtempSync(join(tmpdir(), 'server-profile-'));
  const child = spawn(process.execPath, ['--cpu-prof', `--cpu-prof-dir=${dir}`, '--import', 'tsx', SIMULATE, '--serve', kind], {
    cwd: ROOT,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const served = await new Promise<{ url: string; path: string; headers: Record<string, string> }>((resolve, reject) => {
    createInterface({ input: child.stdout! }).once('line', (line) => resolve(JSON.parse(line)));
    child.once('exit', (code) => reject(new Error(`server ${kind} ended (${code}) before it served`)));
  });
  const headers = Object.entries(served.headers).flatMap(([k, v]) => ['-H', `${k}=${v}`]);
  const cannon = spawn(process.execPath, [AUTOCANNON, '-c', '32', '-d', String(seconds + 1), '-j', ...headers, served.url + served.path], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  let out = '';
  cannon.stdout.setEncoding('utf8').on('data', (d: string) => (out += d));
  await new Promise((r) => cannon.once('exit', r));
  const rps = (JSON.parse(out) as { requests: { average: number } }).requests.average;
  await new Promise<void>((r) => {
    child.once('exit', () => r());
    child.stdin!.end();
  });
  // One profile per thread (tsx's loader runs in a worker): the main thread's is the one named .0.
  const file = readdirSync(dir).find((f) => /\.0\.\d+\.cpuprofile$/.test(f));
  if (!file) throw new Error(`no profile of the main thread written in ${dir}`);
  const profile = JSON.parse(readFileSync(join(dir, file), 'utf8')) as CpuProfile;
  console.log(`profile: ${join(dir, file)}`);
  const fn = (n: ProfileNode) => `${n.callFrame.functionName || '(anonymous)'}  ${place(n.callFrame.url)}:${n.callFrame.lineNumber + 1}:${n.callFrame.columnNumber + 1}`;
  const file_ = (n: ProfileNode) => (n.callFrame.url === '' ? n.callFrame.functionName || '(native)' : place(n.callFrame.url));
  // The load's last second and the stop are left out along with the start-up.
  const window = (seconds - 1) * 1000;
  const answers = (rps * window) / 1000;
  console.log(`${Math.round(rps)} answers/s`);
  console.log(table('self time by function', selfTimes(profile, fn, window), top, answers));
  console.log(table('\nself time by file', selfTimes(profile, file_, window), top, answers));
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
