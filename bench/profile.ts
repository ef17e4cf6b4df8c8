// Where a run's own CPU goes: a default `conformance run` of each interface, started from the built bin as a
// user's is, under `node --cpu-prof`, against the reference servers of this process on loopback. Prints the
// self time by area of the tool (the HTTP client, generation, validation, evidence and redaction,
// reporting...), by file and by function, each also in microseconds per request sent. Start-up (module
// loading) is part of what a user pays and stays in. Runs only when asked: `npm run bench -- --profile`
// (BENCH_PROFILE=1); the .cpuprofile files stay in a temporary folder (printed) for Chrome's DevTools.
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { areaOf, place, selfTimes, table, type CpuProfile, type ProfileNode } from './support/cpuProfile.ts';
import { ensureBuild } from './support/measuredRun.ts';
import { BENCH_API_KEY, BENCH_ENV, BENCH_PLATFORM } from './support/remoteTargets.ts';
import type { InterfaceId } from '../src/engine/types.ts';

const BIN = fileURLToPath(new URL('../bin/conformance.js', import.meta.url));
const TOP = Number(process.env.BENCH_PROFILE_TOP ?? 15);

/** One default run of `iface` under the profiler; its profile and the requests the run reported. */
async function profiledRun(iface: InterfaceId, target: string, tokenUrl: string, dir: string): Promise<{ profile: CpuProfile; file: string; requests: number; checks: number }> {
  const profDir = join(dir, `profile-${iface}`);
  const outDir = join(dir, `report-${iface}`);
  const args = ['--cpu-prof', `--cpu-prof-dir=${profDir}`, BIN, 'run', '--interface', iface, '--target', target, ...(iface === 'b' ? ['--token-url', tokenUrl] : []), '--seed', '1', '--reporter', 'json', '--output-dir', outDir];
  // Exit 1 (a failed check) still profiles a whole run; any other status is a broken bench.
  await promisify(execFile)(process.execPath, args, { env: { ...process.env, ...BENCH_ENV }, maxBuffer: 16 * 1024 * 1024 }).catch((err: { code?: number }) => {
    if (err.code !== 1) throw err;
  });
  const file = readdirSync(profDir).find((f) => f.endsWith('.cpuprofile'));
  if (!file) throw new Error(`no profile written in ${profDir}`);
  const report = JSON.parse(readFileSync(join(outDir, 'conformance-report.json'), 'utf8')) as { summary: { requests: number }; checks: unknown[] };
  return { profile: JSON.parse(readFileSync(join(profDir, file), 'utf8')) as CpuProfile, file: join(profDir, file), requests: report.summary.requests, checks: report.checks.length };
}

/**
 * A function's name as printed. V8 names a regular expression's code by its pattern, and the redaction
 * patterns are built from the run's secrets (their encodings among them): never printed, only their size.
 */
function shownName(name: string): string {
  if (name.startsWith('RegExp: ')) return `RegExp (a pattern of ${name.length - 8} characters)`;
  return name || '(anonymous)';
}

async function main(): Promise<void> {
  if (process.env.BENCH_PROFILE !== '1') {
    console.log('profile: not asked for (npm run bench -- --profile)');
    return;
  }
  ensureBuild();
  const { startDocumentHolder } = await import('../reference/interface-a/index.ts');
  const { startPlatform } = await import('../reference/interface-b/index.ts');
  const holder = await startDocumentHolder({ port: 0, apiKey: BENCH_API_KEY });
  const platform = await startPlatform({ port: 0, ...BENCH_PLATFORM });
  const dir = mkdtempSync(join(tmpdir(), 'run-profile-'));
  try {
    for (const iface of ['a', 'b'] as InterfaceId[]) {
      const { profile, file, requests, checks } = await profiledRun(iface, iface === 'a' ? holder.url : platform.url, platform.tokenUrl, dir);
      const fn = (n: ProfileNode) => `${shownName(n.callFrame.functionName)}  ${place(n.callFrame.url)}:${n.callFrame.lineNumber + 1}`;
      const byFile = (n: ProfileNode) => (n.callFrame.url === '' ? n.callFrame.functionName || '(native)' : place(n.callFrame.url));
      console.log(`\ninterface ${iface.toUpperCase()}: a default run, ${checks} checks, ${requests} requests (profile: ${file})`);
      console.log(table('self time by area', selfTimes(profile, areaOf), TOP, requests, 'request'));
      console.log(table('\nself time by file', selfTimes(profile, byFile), TOP, requests, 'request'));
      console.log(table('\nself time by function', selfTimes(profile, fn), TOP, requests, 'request'));
    }
  } finally {
    await holder.close();
    await platform.close();
  }
}

await main();
