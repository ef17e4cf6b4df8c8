// Artillery's highest sustained arrival rate for the exported interface-B scenario with only list requests
// (the simulator's bench request), against a running reference platform: the baseline of bench/simulate.ts's
// row `simulate.rate.artillery`. The export runs the simulator's own scenario code inside Artillery
// (`conformance/artillery`), so the ratio is what running it in Artillery's workers costs.
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ARTILLERY_VERSION, artilleryBin, artilleryCacheDir, ensureArtillery } from '../../scripts/artillery.mjs';
import { build, buildIsStale } from '../../scripts/build.mjs';
import { artilleryTrial, type ArtilleryTarget } from './artilleryTrial.ts';

export type { ArtilleryTarget } from './artilleryTrial.ts';

export type ArtilleryRate = { rate: number; p99: number } | { note: string };

/** Installed already? The bench never starts the install (about 600 MB) on its own. */
function cachedArtillery(): string | undefined {
  const dir = artilleryCacheDir();
  try {
    const version = (JSON.parse(readFileSync(join(dir, 'node_modules', 'artillery', 'package.json'), 'utf8')) as { version: string }).version;
    if (version !== ARTILLERY_VERSION || !existsSync(artilleryBin(dir))) return undefined;
  } catch {
    return undefined;
  }
  return ensureArtillery({ dir }).bin;
}

/**
 * Starts at 100/s and doubles while sustained, then bisects `bisections` times between the last rate
 * sustained and the first not (each trial `seconds` long; Artillery itself takes about 5 s more to start,
 * end and write its report). A trial that nearly kept pace is run once more before it counts, as the
 * simulator's search does with every failed trial: a pause of a shared machine stretches a run by a second
 * or so, and a rate far out of reach is not worth a second run in this budget. The search stops early,
 * with what it has, where the next trial could end after `budgetSeconds`.
 */
export async function artilleryRate(
  target: ArtilleryTarget,
  { seconds, bisections, budgetSeconds, log = console.log }: { seconds: number; bisections: number; budgetSeconds: number; log?: (line: string) => void },
): Promise<ArtilleryRate> {
  const bin = cachedArtillery();
  if (!bin) return { note: `not measured: Artillery ${ARTILLERY_VERSION} is not installed (run \`node scripts/artillery.mjs\` once)` };
  // The export's processor imports `conformance/artillery`, which is the built package (dist/).
  if (buildIsStale()) {
    log('Artillery: building dist/ first (the exported processor imports the built package)');
    if (build({ clean: false }) !== 0) return { note: 'not measured: the build of dist/ failed (the exported processor imports it)' };
  }
  const dir = await mkdtemp(join(tmpdir(), 'conformance-bench-artillery-'));
  const started = performance.now();
  // A trial at most as long as its phase stretched to the limit of sustained, and Artillery's own seconds.
  let stopped = false;
  const overBudget = () => (stopped ||= (performance.now() - started) / 1000 + seconds * 1.25 + 7 > budgetSeconds);
  let trials = 0;
  let first = '';
  let lo = 0;
  let loP99 = 0;
  let hi: number | undefined;
  const sustainedAt = async (rate: number): Promise<boolean> => {
    trials++;
    let t = await artilleryTrial(bin, dir, target, rate, seconds);
    log(`  Artillery trial ${rate}/s: ${t.sustained ? 'sustained' : 'not sustained'} (${t.detail})`);
    if (t.nearly) {
      trials++;
      t = await artilleryTrial(bin, dir, target, rate, seconds);
      log(`  Artillery trial ${rate}/s again: ${t.sustained ? 'sustained' : 'not sustained'} (${t.detail})`);
    }
    first ||= `${rate}/s: ${t.detail}`;
    if (t.sustained) [lo, loP99] = [rate, t.p99];
    else hi = rate;
    return t.sustained;
  };
  try {
    for (let rate = 100; !overBudget() && (await sustainedAt(rate)); rate *= 2);
    for (let i = 0; i < bisections && lo > 0 && hi !== undefined && hi - lo > Math.max(50, lo * 0.03) && !overBudget(); i++) await sustainedAt(Math.round((lo + hi) / 2));
    const took = `${trials} trial${trials === 1 ? '' : 's'} in ${Math.round((performance.now() - started) / 1000)} s`;
    log(stopped ? `  Artillery: search stopped short after ${took} (its budget: ${budgetSeconds} s)` : `  Artillery: ${took}`);
  } catch (err) {
    // A trial that could not run (the export refused, Artillery would not start): the row says why.
    return { note: `not measured: ${(err as Error).message}` };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  return lo ? { rate: lo, p99: loP99 } : { note: `not measured: Artillery sustained no rate tried (${first})` };
}
