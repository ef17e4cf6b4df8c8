// This tree beside another build of the project (a commit, a tag, a branch): a default run of each interface
// from each build, in turns, each in a fresh process (support/timedCli.mjs), against the same reference
// servers of this process on loopback, seed 1. Prints the requests each build sent and the medians of their
// CPU and wall time, as ratios of this tree to the other build: how a change moved the run's cost, measured
// the way a user pays it (start-up included). Runs only when asked: `npm run bench -- --against <git ref>`
// (BENCH_AGAINST); BENCH_PAIRS turns per interface (default 5, 3 with --quick).
// The other build is the ref's files (git archive) with this checkout's node_modules, built once and kept
// in the temporary folder under its commit id; a ref whose dependencies differ is measured with these.
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { ensureBuild } from './support/measuredRun.ts';
import { BENCH_API_KEY, BENCH_ENV, BENCH_PLATFORM } from './support/remoteTargets.ts';
import { recordRow } from './support/results.ts';
import type { InterfaceId } from '../src/engine/types.ts';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const TIMED = fileURLToPath(new URL('./support/timedCli.mjs', import.meta.url));
const PAIRS = Number(process.env.BENCH_PAIRS ?? (process.env.BENCH_QUICK === '1' ? 3 : 5));

interface Measure {
  requests: number;
  cpuMs: number;
  wallMs: number;
}

/** The other build: the ref's files with this checkout's dependencies, built once per commit. */
function otherBuild(ref: string): { root: string; commit: string } {
  const commit = execFileSync('git', ['rev-parse', '--verify', `${ref}^{commit}`], { cwd: ROOT, encoding: 'utf8' }).trim();
  const root = join(tmpdir(), `conformance-bench-build-${commit}`);
  if (existsSync(join(root, 'dist/commands/cli/main.js'))) return { root, commit };
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  execFileSync('sh', ['-c', `git archive ${commit} | tar -x -C "${root}"`], { cwd: ROOT, stdio: 'inherit' });
  symlinkSync(join(ROOT, 'node_modules'), join(root, 'node_modules'), 'dir');
  console.log(`building ${ref} (${commit.slice(0, 10)}) in ${root}`);
  execFileSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  return { root, commit };
}

/** One default run of `iface` from the build at `root`. */
async function timedRun(root: string, iface: InterfaceId, target: string, tokenUrl: string, out: string): Promise<Measure> {
  const args = [TIMED, root, 'run', '--interface', iface, '--target', target, ...(iface === 'b' ? ['--token-url', tokenUrl] : []), '--seed', '1', '--reporter', 'json', '--output-dir', out];
  const { stdout } = await promisify(execFile)(process.execPath, args, { env: { ...process.env, ...BENCH_ENV }, maxBuffer: 16 * 1024 * 1024 });
  const timed = JSON.parse(stdout.trim().split('\n').pop()!) as { code: number; cpuMs: number; wallMs: number };
  // Exit 1 (a failed check) is still a whole run; anything else is a broken bench.
  if (timed.code !== 0 && timed.code !== 1) throw new Error(`the run of ${iface} from ${root} ended with exit status ${timed.code}`);
  const report = JSON.parse(readFileSync(join(out, 'conformance-report.json'), 'utf8')) as { summary: { requests: number } };
  return { requests: report.summary.requests, cpuMs: timed.cpuMs, wallMs: timed.wallMs };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

async function main(): Promise<void> {
  const ref = process.env.BENCH_AGAINST;
  if (!ref) {
    console.log('builds: not asked for (npm run bench -- --against <git ref>)');
    return;
  }
  ensureBuild();
  const other = otherBuild(ref);
  const { startDocumentHolder } = await import('../reference/interface-a/index.ts');
  const { startPlatform } = await import('../reference/interface-b/index.ts');
  const holder = await startDocumentHolder({ port: 0, apiKey: BENCH_API_KEY });
  const platform = await startPlatform({ port: 0, ...BENCH_PLATFORM });
  const dir = mkdtempSync(join(tmpdir(), 'bench-builds-'));
  const short = other.commit.slice(0, 10);
  try {
    for (const iface of ['a', 'b'] as InterfaceId[]) {
      const target = iface === 'a' ? holder.url : platform.url;
      const runs: Record<'tree' | 'other', Measure[]> = { tree: [], other: [] };
      for (let i = 0; i < PAIRS; i++) {
        // In turns, each first every other time: a machine that warms up or gets busier favours neither.
        const order: ('tree' | 'other')[] = i % 2 ? ['other', 'tree'] : ['tree', 'other'];
        for (const which of order) {
          const m = await timedRun(which === 'tree' ? ROOT : other.root, iface, target, platform.tokenUrl, join(dir, `${iface}-${which}-${i}`));
          runs[which].push(m);
        }
      }
      const fig = (which: 'tree' | 'other', k: keyof Measure) => median(runs[which].map((m) => m[k]));
      const I = iface.toUpperCase();
      console.log(`\ninterface ${I}, ${PAIRS} runs of each build in turns (medians), this tree beside ${ref} (${short}):`);
      for (const [k, what] of [['requests', 'requests'], ['cpuMs', 'CPU ms'], ['wallMs', 'wall ms']] as const) {
        const ratio = fig('tree', k) / fig('other', k);
        console.log(`  ${what}: ${Math.round(fig('tree', k))} against ${Math.round(fig('other', k))}: ${ratio.toFixed(2)}x  (each: ${runs.tree.map((m) => Math.round(m[k])).join(', ')} / ${runs.other.map((m) => Math.round(m[k])).join(', ')})`);
        recordRow({ bench: 'builds', key: `builds.${iface}.${k}`, what: `default run of ${I}, ${what}, this tree / ${ref}`, figure: `${Math.round(fig('tree', k))} against ${Math.round(fig('other', k))}`, ratio, baseline: `the build of ${ref} (${short}), same servers, in turns` });
      }
    }
  } finally {
    await holder.close();
    await platform.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
