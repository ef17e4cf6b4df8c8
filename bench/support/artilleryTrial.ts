// One Artillery trial for bench/support/artilleryRate.ts: `conformance simulate --export artillery` at one
// rate (interface B, only list requests), then the pinned Artillery running it against the reference
// platform on loopback, as test/load/export/artillery.test.ts does, and its report read back.
import { spawn } from 'node:child_process';
import { mkdir, readFile, rm, symlink } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CLI = join(ROOT, 'bin', 'conformance.js');

export interface ArtilleryTarget {
  /** The reference platform's base URL; its token URL is the default `<url>/oauth/token`. */
  url: string;
  clientId: string;
  /** Handed to Artillery in its environment only, never printed. */
  clientSecret: string;
}

export interface TrialResult {
  rate: number;
  sustained: boolean;
  /** Not sustained for its pace alone, and by little (its span within 1.5 times the time allowed). */
  nearly: boolean;
  /** What the line printed for the trial says after the verdict. */
  detail: string;
  p99: number;
}

interface Report {
  aggregate: { counters: Record<string, number>; firstMetricAt: number; lastMetricAt: number; summaries: Record<string, { p99: number }> };
}

function run(args: string[], cwd: string, env: Record<string, string>, killAfterPhase?: number): Promise<{ code: number | null; out: string; killed: boolean }> {
  const child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let killed = false;
  const kill = (ms: number) =>
    setTimeout(() => {
      killed = true;
      child.kill('SIGKILL');
    }, ms);
  // A bound on the whole run (start-up included), and once the phase has started a tighter one (below).
  let timer = kill(120_000);
  const collect = (d: Buffer) => {
    out += d.toString('utf8');
    if (killAfterPhase !== undefined && out.includes('Phase started')) {
      clearTimeout(timer);
      timer = kill(killAfterPhase);
      killAfterPhase = undefined;
    }
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ code, out, killed });
    });
  });
}

/** The last line of a run's output, with the secret taken out (Artillery does not print it; a stack might). */
const lastLine = (out: string, secret: string) => (out.trim().split('\n').filter(Boolean).at(-1) ?? '').replaceAll(secret, '***').slice(0, 200);

/**
 * Virtual users Artillery's arrival process starts for `rate` over `seconds` (the `arrivals` package's
 * uniform process: a tick of floor(10^6 / rate) µs, floor(duration / tick) ticks): rate × seconds when the
 * tick is a whole number of µs, a few more at high rates (19230 instead of 19200 at 6400/s for 3 s).
 */
export const expectedArrivals = (rate: number, seconds: number): number => Math.floor((seconds * 1e6) / Math.floor(1e6 / rate));

export async function artilleryTrial(bin: string, dir: string, target: ArtilleryTarget, rate: number, seconds: number): Promise<TrialResult> {
  const out = join(dir, String(rate));
  try {
    return await trialIn(out, bin, target, rate, seconds);
  } finally {
    await rm(out, { recursive: true, force: true });
  }
}

async function trialIn(out: string, bin: string, target: ArtilleryTarget, rate: number, seconds: number): Promise<TrialResult> {
  // Only what each needs: no CONFORMANCE_* of the caller's shell reaches the export, no proxy variables
  // reach Artillery (loopback only).
  const base = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? out };
  const exported = await run(
    [CLI, 'simulate', '--interface', 'b', '--rate', String(rate), '--duration', String(seconds), '--mix', 'list=1', '--seed', '1', '--target', target.url, '--client-id', target.clientId, '--export', 'artillery', out],
    ROOT,
    base,
  );
  if (exported.code !== 0) throw new Error(`the export failed (${exported.code}): ${lastLine(exported.out, target.clientSecret)}`);
  // The export's README: outside the repository, the package installed beside the files (here, the checkout).
  await mkdir(join(out, 'node_modules'), { recursive: true });
  await symlink(ROOT, join(out, 'node_modules', 'conformance'), 'dir');
  // Sustained needs the run within seconds × 1.25 + 1 s of its first metric; a run still going well past
  // that (a few seconds after the phase for the workers to end and the report to be written) is not
  // sustained, and is stopped rather than left to finish a backlog of minutes.
  const allowed = seconds * 1.25 + 1;
  const ran = await run(
    [bin, 'run', '--output', 'report.json', 'conformance-b.yml'],
    out,
    {
      ...base,
      CONFORMANCE_CLIENT_SECRET: target.clientSecret,
      ARTILLERY_DISABLE_TELEMETRY: 'true',
      // Artillery 2.0.21 still sends an anonymised "test run" event to app.posthog.com with telemetry
      // disabled (lib/cmds/run.js sendTelemetry), unless it runs as a cloud worker (WORKER_ID set; its
      // cloud plugin also needs ARTILLERY_CLOUD_API_KEY, not given). Without it the bench would leave
      // loopback, and offline the event's retries add 12 s to every trial.
      WORKER_ID: 'conformance-bench',
      NO_COLOR: '1',
    },
    (allowed + 6) * 1000,
  );
  if (ran.killed) return { rate, sustained: false, nearly: false, p99: Number.NaN, detail: `still running ${Math.round(allowed + 6)} s after its phase started: stopped` };
  let report: Report;
  try {
    report = JSON.parse(await readFile(join(out, 'report.json'), 'utf8')) as Report;
  } catch {
    return { rate, sustained: false, nearly: false, p99: Number.NaN, detail: `exit ${ran.code} without a report: ${lastLine(ran.out, target.clientSecret)}` };
  }
  const a = report.aggregate;
  const c = a.counters;
  const created = c['vusers.created'] ?? 0;
  const completed = c['vusers.completed'] ?? 0;
  const failed = c['vusers.failed'] ?? 0;
  const span = (a.lastMetricAt - a.firstMetricAt) / 1000;
  const p99 = a.summaries['conformance.latency']?.p99 ?? Number.NaN;
  // Sustained, as the simulator's trial (bench/simulate.ts `sustained`): every arrival of the phase started
  // (Artillery keeps the count however late its timer fires, so a short count means it broke off), every
  // one ended well (a failed operation fails its virtual user), and the run kept pace: from the first
  // metric to the last at most the phase × 1.25 + 1 s. The extra second, which the simulator's rule has
  // not: the last metric is the keeper user's cleanup, 0.25 s after the phase at the earliest, and each
  // trial is a new Artillery whose first second runs cold (token, unoptimised code), where the simulator's
  // trials share one client warmed up beforehand. Pace, not the p99 of the latency: a worker's
  // first second (token, cold code) alone put its p99 at 50 to 230 ms at 100 to 1600/s, a rate it kept
  // easily (span 3.25 s for 3 s), while a rate it could not keep stretched the span to 8 s and more.
  const whole = ran.code === 0 && created === expectedArrivals(rate, seconds) && completed === created && failed === 0;
  const sustained = whole && span <= allowed;
  const detail = `${completed} of ${created} virtual users done (${expectedArrivals(rate, seconds)} due), ${failed} failed, in ${span.toFixed(2)} s, p99 ${p99} ms${ran.code === 0 ? '' : `, exit ${ran.code}`}`;
  return { rate, sustained, nearly: whole && !sustained && span <= allowed * 1.5, p99, detail };
}
