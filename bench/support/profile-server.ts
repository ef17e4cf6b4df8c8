// Where a bench server spends its CPU under load: starts one server of bench/simulate.ts
// (`reference-a`, `reference-b`, `bare-a`, `bare-b`) under `node --cpu-prof`, drives it with the autocannon
// CLI for a few seconds, stops it and prints the self time of the profile by function and by file.
//   node --import tsx bench/support/profile-server.ts reference-a [seconds] [top]
// The .cpuprofile stays in a temporary directory (its path is printed) for Chrome's DevTools.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { place, selfTimes, table, type CpuProfile, type ProfileNode } from './cpuProfile.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SIMULATE = fileURLToPath(new URL('../simulate.ts', import.meta.url));
const AUTOCANNON = fileURLToPath(new URL('../../node_modules/autocannon/autocannon.js', import.meta.url));

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
