// The Artillery export end to end: `conformance simulate --export artillery` writes the files, the real
// Artillery CLI (the pinned release, installed once into a cache) runs them against the reference platform
// on loopback, throttled so that 429s occur, behind the recording front of judge-client. What the platform
// received is then judged: every virtual user of the phase asked ran its operation there, the 429s were
// waited out, no unchanged resend, one token per worker, nothing left behind; and Artillery's own report
// carries the per-operation counters. Nothing is judged by how much got through in a time: a busy or a fast
// machine sends the same requests at other moments, and so meets another number of 429s.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, symlink, mkdir } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureArtillery } from '../../../scripts/artillery.mjs';
import { startPlatform, type StartedPlatform } from '../../../reference/interface-b/index.ts';
import { startFaultyFront, FaultPlan, type FaultyFront } from '../../../reference/faults/index.ts';
import { classifierB } from '../../../reference/faults/judged.ts';
import { DEFAULT_TOKEN_PATH, JUDGE_DEFAULTS } from '../../../src/defaults.ts';
import { judgeRetryAfter429 } from '../../../suites/client/retry-after-429.ts';
import { judgeNoResendAfter4xx } from '../../../suites/client/no-resend-after-4xx.ts';
import { judgeTokenReused } from '../../../suites/client/token-reused.ts';
import type { Traffic } from '../../../src/judge/types.ts';
import { ROOT, runCli } from '../../e2e/cli.ts';

const RATE = 20;
const DURATION = 3;
const OPERATIONS = ['list', 'create', 'read', 'patch', 'delete'];
/** The kind judge-client's classifier gives the requests of each operation. */
const KIND: Record<string, string> = { list: 'listActions', create: 'createAction', read: 'getAction', patch: 'updateAction', delete: 'deleteAction' };

let bin: string;
let dir: string;
let platform: StartedPlatform;
let front: FaultyFront;
const clientId = 'artillery-export';
const clientSecret = randomBytes(18).toString('base64url');

beforeAll(async () => {
  // Once per machine (about 600 MB, a minute or two); later runs find it in the cache.
  bin = ensureArtillery({ log: (s) => process.stderr.write(`${s}\n`) }).bin;
  dir = await mkdtemp(join(tmpdir(), 'conformance-artillery-'));
  // Below its arrival rate, so that the run meets 429s; a small burst so that it meets them early.
  platform = await startPlatform({ host: '127.0.0.1', clients: [{ clientId, clientSecret, userId: 1 }], rateLimit: { capacity: 12, refillPerSecond: 10 } });
  front = await startFaultyFront({
    upstream: platform.url,
    host: '127.0.0.1',
    // No fault of its own: every 429 is the platform's throttling.
    plan: new FaultPlan({ seed: 1, random: false, throttling: false, forced: [], tokenExpiry: [] }),
    secrets: [clientSecret],
    credentials: { scheme: 'bearer', tokenPath: DEFAULT_TOKEN_PATH },
    classify: classifierB(),
  });
}, 20 * 60_000);

afterAll(async () => {
  await front?.close();
  await platform?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

function runArtillery(args: string[], cwd: string, env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  // Only what it needs: no proxy variables (loopback only), no telemetry. With telemetry disabled Artillery
  // 2.0.21 still sends an anonymised event of the run to its analytics service unless WORKER_ID is set
  // (lib/cmds/run.js sendTelemetry): without it the test would leave loopback.
  const base: Record<string, string> = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? tmpdir(), ARTILLERY_DISABLE_TELEMETRY: 'true', WORKER_ID: 'local', NO_COLOR: '1' };
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, ...args], { cwd, env: { ...base, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), 90_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

describe('simulate --export artillery, run by Artillery', () => {
  it('runs every virtual user of the rate asked, waits out every 429, reuses its token and deletes what it created', async () => {
    const out = join(dir, 'out');
    const exported = await runCli(
      ['simulate', '--interface', 'b', '--rate', String(RATE), '--duration', String(DURATION), '--seed', '11', '--target', front.url, '--client-id', clientId, '--threshold', 'errors<5%', '--export', 'artillery', out],
      { env: { CONFORMANCE_CLIENT_SECRET: clientSecret } },
    );
    expect(exported.stderr).toBe('');
    expect(exported.code).toBe(0);
    // The secret is read from the environment when the test runs: no file holds it.
    for (const f of ['conformance-b.yml', 'conformance-processor.mjs', 'README.md']) expect(await readFile(join(out, f), 'utf8')).not.toContain(clientSecret);

    // As the README says for a folder outside the repository: the package installed beside the files.
    await mkdir(join(out, 'node_modules'), { recursive: true });
    await symlink(ROOT, join(out, 'node_modules', 'conformance'), 'dir');

    const run = await runArtillery(["run", "--output", "report.json", "conformance-b.yml"], out, { CONFORMANCE_CLIENT_SECRET: clientSecret });
    expect(run.stderr).not.toContain(clientSecret);
    expect(run.stdout).not.toContain(clientSecret);
    expect(run.code, run.stdout + run.stderr).toBe(0);

    const traffic: Traffic = {
      requests: front.traffic,
      t0: front.traffic[0]?.arrivedAt ?? 0,
      settings: { retryAfterToleranceMs: JUDGE_DEFAULTS.retryAfterToleranceMs, inFlightGraceMs: JUDGE_DEFAULTS.inFlightGraceMs, minBackoffMs: JUDGE_DEFAULTS.minBackoffMs, maxRetries5xx: JUDGE_DEFAULTS.maxRetries5xx },
    };
    const report = JSON.parse(await readFile(join(out, 'report.json'), 'utf8')) as { aggregate: { counters: Record<string, number> } };
    const counters = report.aggregate.counters;

    // The rate asked: the phase the export wrote (one machine) makes Artillery create RATE × DURATION virtual
    // users, a count its arrival process keeps however late its timer fires.
    const script = await readFile(join(out, 'conformance-b.yml'), 'utf8');
    expect(script).toMatch(new RegExp(`arrivalRate: ${RATE}\\b`));
    expect(script).toMatch(new RegExp(`duration: ${DURATION}\\b`));
    expect(counters['vusers.created']).toBe(RATE * DURATION);
    // Every one of them ended, and ran its one operation to an outcome the processor recorded.
    expect((counters['vusers.completed'] ?? 0) + (counters['vusers.failed'] ?? 0)).toBe(counters['vusers.created']);
    expect(counters['conformance.completed']).toBe(counters['vusers.created']);
    // And every attempt it recorded is one the platform received and answered so (cleanup's read-backs and
    // deletes aside, counted apart): nothing the processor counted went unsent, nothing was sent uncounted.
    const operations = traffic.requests.filter((r) => r.kind !== 'token');
    const received = (kind: string, status: string) => operations.filter((r) => r.kind === kind && String(r.status ?? 'transport') === status).length;
    const statuses = new Set(operations.map((r) => String(r.status ?? 'transport')));
    for (const op of OPERATIONS) {
      for (const status of statuses) {
        const counted = counters[`conformance.${op}.status.${status}`] ?? 0;
        if (op === 'delete' || op === 'read') expect(received(KIND[op], status), `${op} ${status}`).toBeGreaterThanOrEqual(counted);
        else expect(received(KIND[op], status), `${op} ${status}`).toBe(counted);
      }
    }
    const countedReads = Object.entries(counters).filter(([k]) => k.startsWith('conformance.read.status.')).reduce((sum, [, v]) => sum + v, 0);
    expect(operations.filter((r) => r.kind === KIND.read).length).toBe(countedReads + (counters['conformance.cleanup.read_backs'] ?? 0));
    expect(operations.every((r) => Object.values(KIND).includes(r.kind))).toBe(true);
    const throttled = operations.filter((r) => r.status === 429).length;

    // 429s occurred, and each was retried only once its Retry-After had passed.
    expect(throttled).toBeGreaterThan(0);
    const verdict = judgeRetryAfter429(traffic);
    expect(verdict, JSON.stringify(verdict).slice(0, 600)).toMatchObject({ status: "held" });
    expect(judgeNoResendAfter4xx(traffic).status).not.toBe('broken');
    // One token per worker thread (Artillery runs one per core but one), reused.
    const tokens = traffic.requests.filter((r) => r.kind === 'token').length;
    expect(tokens).toBeGreaterThanOrEqual(1);
    expect(tokens).toBeLessThanOrEqual(Math.max(1, cpus().length - 1));
    expect(judgeTokenReused(traffic).status).not.toBe('broken');

    // Nothing the run created is left on the platform.
    const created = traffic.requests.filter((r) => r.kind === 'createAction' && r.status === 201).length;
    expect(created).toBeGreaterThan(0);
    expect(platform.store.count()).toBe(0);
    expect(counters['conformance.cleanup.left_behind']).toBe(0);

    // One scenario per operation of the mix. Which operations ran besides lists depends on when answers
    // came, as in the simulator: a read, patch or delete that finds no action of the worker's own yet is a
    // create, a delete that finds none free a read. Every virtual user's operation is counted once.
    for (const op of OPERATIONS) expect(script).toContain(`- name: "${op}"`);
    expect(counters['conformance.list.completed']).toBe(counters['vusers.created_by_name.list']);
    const ran = OPERATIONS.filter((op) => counters[`conformance.${op}.completed`] !== undefined);
    expect(ran).toEqual(expect.arrayContaining(['list', 'create']));
    expect(counters['conformance.completed']).toBe(ran.reduce((n, op) => n + counters[`conformance.${op}.completed`], 0));
    // Artillery's summary and its report carry the per-operation counters.
    for (const op of ran) expect(run.stdout).toMatch(new RegExp(`conformance\\.${op}\\.completed: \\.+ ${counters[`conformance.${op}.completed`]}\\b`));
    expect(Object.keys(counters).filter((k) => /^conformance\.[a-z]+\.status\.429$/.test(k)).length).toBeGreaterThan(0);
    // The threshold mapped to ensure was judged.
    expect(run.stdout).toMatch(/ok: maxErrorRate < 5/);
  }, 180_000);
});
