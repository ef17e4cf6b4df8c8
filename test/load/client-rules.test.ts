// The simulated clients obey the client rules of part 7, seen from the server's side: a small node:http
// server records every request it receives and answers as each test scripts it.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { sleep as realSleep } from '../../src/http/sleep.ts';
import { resolveSimulation, type SimulateFlags } from '../../load/simulate/config.ts';
import { executeSimulation, type SimulateIo } from '../../commands/simulate/execute.ts';
import type { SimulationReport } from '../../load/simulate/result.ts';
import { errorAnswer, LIST_OK, recordingServer } from './scriptedServer.ts';

const error = errorAnswer;

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

async function simulate(url: string, flags: Partial<SimulateFlags>, http?: SimulateIo['http']): Promise<SimulationReport> {
  const dir = await mkdtemp(join(tmpdir(), 'conformance-sim-rules-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  const resolved = resolveSimulation({ target: url, interface: 'b', bearerToken: 'scripted-token-1234', reporter: ['json'], outputDir: dir, seed: 5, ...flags }, {});
  const sink = { write: () => true } as unknown as NodeJS.WritableStream;
  return executeSimulation(resolved, { stdout: sink, tty: false, interrupt: new AbortController().signal, http });
}

/**
 * The client's waits as they happen, in one log with the server's arrivals: each wait is logged when the
 * client asks for it (`wait <ms>`, its decision) and when it is over (`waited`), and is taken for real, so
 * that the log shows the order of events, and the times (on the clock the server and the simulation read)
 * how long each wait really kept the client back.
 */
function waitLog(log: string[]) {
  const waits: { ms: number; from: number; to: number }[] = [];
  const sleep = async (ms: number, signal?: AbortSignal): Promise<void> => {
    log.push(`wait ${ms}`);
    const from = performance.now();
    await realSleep(ms, signal);
    waits.push({ ms, from, to: performance.now() });
    log.push('waited');
  };
  return { waits, sleep };
}

/**
 * The log without the top-ups of the client's gate: once its own wait is over, the client waits out what is
 * left of the pause, if anything (a timer may end a hair before the clock says), logged as a further
 * `wait`/`waited` pair straight after `waited`. What remains are the client's decisions.
 */
const decisions = (log: string[]) => log.filter((e, i) => !(e.startsWith('wait ') && log[i - 1] === 'waited') && !(e === 'waited' && log[i - 2] === 'waited'));

describe('simulated clients follow the client rules of part 7', () => {
  it('rule 2: after a 429 the next request comes only once Retry-After has passed', async () => {
    const log: string[] = [];
    const { url, arrivals } = await recordingServer((n) => {
      log.push('arrival');
      return n === 0 ? error(429, { 'retry-after': '1' }) : LIST_OK;
    });
    const { waits, sleep } = waitLog(log);
    // The jitter fixed at its upper bound: the wait is the announced second plus min(1000, 100 + 20 % of it).
    const report = await simulate(url, { rate: 1, duration: 1, mix: 'list=1' }, { sleep, random: () => 1 });
    expect(arrivals).toHaveLength(2);
    expect(arrivals[1].url).toBe(arrivals[0].url);
    // The client decided to wait at least the Retry-After, and sent the retry only once that wait was over.
    expect(decisions(log)).toEqual(['arrival', 'wait 1300', 'waited', 'arrival']);
    expect(waits[0].ms).toBeGreaterThanOrEqual(1000);
    expect(report.total.retryAfterHonoured).toBe(1);
    expect(report.total.statuses).toEqual({ '200': 1, '429': 1 });
    expect(report.total.errors).toBe(0);
    // The wait counts in the latency: measured from when the iteration was due, on the clock the wait was
    // taken on, the latency holds all of it (and the two exchanges around it).
    expect(report.total.latency.max).toBeGreaterThanOrEqual(waits[0].to - waits[0].from);
    expect(report.total.latency.max).toBeGreaterThanOrEqual(arrivals[1].at - arrivals[0].at);
  });

  it('rule 2: a 429 whose Retry-After does not parse is not retried', async () => {
    const { url, arrivals } = await recordingServer(() => error(429, { 'retry-after': 'soon' }));
    const report = await simulate(url, { rate: 1, duration: 1, mix: 'list=1' });
    expect(arrivals).toHaveLength(1);
    expect(report.total.errors).toBe(1);
    expect(report.total.retryAfterHonoured).toBe(0);
  });

  it('rule 3: on 5xx the client backs off, each wait longer than the one before', async () => {
    const log: string[] = [];
    const { url, arrivals } = await recordingServer((n) => {
      log.push('arrival');
      return n < 3 ? error(500) : LIST_OK;
    });
    // The waits the client takes, as it asks for them (then taken for real): a gap seen at the server holds
    // the wait plus however slow the machine is, so the growth is judged on the waits themselves, and the
    // order of events shows that each wait was over before the next attempt was sent.
    const { sleep } = waitLog(log);
    // The jitter fixed at its upper bound, so that the bound itself is what the waits show: the simulator's
    // backoff base of 200 ms, doubling.
    const report = await simulate(url, { rate: 1, duration: 1, mix: 'list=1' }, { sleep, random: () => 1, maxRetries5xx: 3 });
    expect(arrivals).toHaveLength(4);
    expect(decisions(log)).toEqual(['arrival', 'wait 200', 'waited', 'arrival', 'wait 400', 'waited', 'arrival', 'wait 800', 'waited', 'arrival']);
    expect(report.total.backoffRetries).toBe(3);
    expect(report.total.statuses).toEqual({ '200': 1, '500': 3 });
  });

  it('rule 3: the backoff is bounded in count: a server that keeps failing gets a few attempts, then the error', async () => {
    const { url, arrivals } = await recordingServer(() => error(503));
    const report = await simulate(url, { rate: 1, duration: 1, mix: 'list=1' }, { backoffBaseMs: 10 });
    // One attempt and the default two retries.
    expect(arrivals).toHaveLength(3);
    expect(report.total.errors).toBe(1);
  });

  it('rule 1: after a 4xx the same request is never sent again unchanged', async () => {
    const { url, arrivals } = await recordingServer(() => error(400));
    // One request in flight at a time, so that every request is sent after the answer to the one before:
    // with more, a repeat may leave before its twin's 4xx is back, which the rule allows. A request cap
    // (not the clock) ends the run, so the same 100 seeded requests are made on a fast machine or a slow one.
    const report = await simulate(url, { rate: 100, duration: 600, maxRequests: 100, maxInFlight: 1, mix: 'list=1' });
    const seen = arrivals.map((a) => `${a.method} ${a.url}\n${a.body}`);
    expect(new Set(seen).size).toBe(seen.length);
    // The mix repeats some list queries: the repeats were held back, not sent.
    expect(report.total.suppressedResends).toBeGreaterThan(0);
    expect(arrivals.length + report.total.suppressedResends).toBe(report.total.count);
  });

  it('rule 1: a create answered 400 is not resent', async () => {
    const { url, arrivals } = await recordingServer(() => error(400));
    const report = await simulate(url, { rate: 20, duration: 1, mix: 'create=1' });
    expect(arrivals.length).toBe(report.total.count);
    expect(arrivals.every((a) => a.method === 'POST')).toBe(true);
    expect(new Set(arrivals.map((a) => a.body)).size).toBe(arrivals.length);
    expect(report.total.errors).toBe(report.total.count);
  });
});
