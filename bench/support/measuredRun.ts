// A measured run of an interface from the built package, in a process of its own (./coldRun.mjs says why),
// with the plain undici loop that sends its requests again: what bench/latency.ts and bench/run.ts compare.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { build, buildIsStale } from '../../scripts/build.mjs';
import { BENCH_ENV } from './remoteTargets.ts';
import type { InterfaceId } from '../../src/engine/types.ts';

export interface MeasuredRun {
  runMs: number;
  /** The plain loop over the same requests, same concurrency. */
  loopMs: number;
  /** Requests of the loop that got no answer (a connection the server closed under them). */
  loopUnanswered: number;
  requests: number;
  concurrency: number;
  failed: number;
  checks: number;
  /** The five longest checks: id, duration, requests. */
  longest: string[];
}

const CHILD = fileURLToPath(new URL('./coldRun.mjs', import.meta.url));
let built = false;

/**
 * Builds dist/ first when a source is newer than it: the run measured, and the run that warms the servers
 * (warmServers, through the bin), are the code of the tree.
 */
export function ensureBuild(): void {
  if (built) return;
  if (buildIsStale() && build({ clean: false }) !== 0) throw new Error('the build failed');
  built = true;
}

/** One whole run of `iface` against `target` (a server that knows the bench's credentials) and its plain loop. */
export async function measuredRun(iface: InterfaceId, target: string, tokenUrl: string, seed = 1): Promise<MeasuredRun> {
  ensureBuild();
  const { stdout } = await promisify(execFile)(process.execPath, [CHILD, iface, target, tokenUrl, String(seed)], { env: { ...process.env, ...BENCH_ENV }, maxBuffer: 16 * 1024 * 1024 });
  return JSON.parse(stdout.trim().split('\n').pop()!) as MeasuredRun;
}
