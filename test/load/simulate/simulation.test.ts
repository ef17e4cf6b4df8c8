// What a simulation shows while it runs under throttling: the live line counts 429 answers as they come
// (not only those of operations that have ended), and hundreds of iterations waiting out a Retry-After at
// once make Node print no warning. A scripted server answers 429 first; the waits are held by the test.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { resolveSimulation } from '../../../load/simulate/config.ts';
import { executeSimulation, type SimulateIo } from '../../../commands/simulate/execute.ts';
import { errorAnswer, LIST_OK, recordingServer } from '../scriptedServer.ts';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

/** Answers the first `throttled` requests 429 with Retry-After: 1, every later one 200 with an empty list. */
async function throttlingServer(throttled: number): Promise<{ url: string; answered429: () => number }> {
  const { url, arrivals } = await recordingServer((n) => (n < throttled ? errorAnswer(429, { 'retry-after': '1' }) : LIST_OK));
  return { url, answered429: () => Math.min(arrivals.length, throttled) };
}

async function simulation(url: string, rate: number, io: { stdout: NodeJS.WritableStream; tty: boolean; http?: SimulateIo['http'] }) {
  const dir = await mkdtemp(join(tmpdir(), 'conformance-sim-live-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  const resolved = resolveSimulation(
    { target: url, interface: 'b', bearerToken: 'scripted-token-1234', reporter: ['console', 'json'], outputDir: dir, seed: 9, rate, duration: 1, mix: 'list=1' },
    {},
  );
  return executeSimulation(resolved, { ...io, interrupt: new AbortController().signal });
}

function sink(): { stream: NodeJS.WritableStream; text: () => string } {
  let text = '';
  return { stream: { write: (s: string) => ((text += s), true) } as unknown as NodeJS.WritableStream, text: () => text };
}

describe('a simulation under throttling', () => {
  it('counts 429 answers on the live line as they come, while every operation is still waiting out its Retry-After', async () => {
    const server = await throttlingServer(1_000);
    // Every wait the client decides is held here until the test lets it go: no operation can end meanwhile.
    const held: (() => void)[] = [];
    let holding = true;
    const sleep = (_ms: number) => (holding ? new Promise<void>((resolve) => held.push(resolve)) : Promise.resolve());
    const out = sink();
    const running = simulation(server.url, 5, { stdout: out.stream, tty: true, http: { sleep } });
    // Bounded: the line is rewritten every second; a few lines are enough to see it once the 429s came.
    const lines = () => out.text().split('\r\x1b[2K').filter((l) => /429s \d+/.test(l));
    for (let i = 0; i < 200 && !(held.length > 0 && lines().some((l) => !/429s 0 /.test(l))); i++) await new Promise((r) => setTimeout(r, 50));
    const live = lines().find((l) => !/429s 0 /.test(l));
    holding = false;
    for (const release of held.splice(0)) release();
    await running;
    expect(live, `a live line counting 429s in:\n${out.text()}`).toBeDefined();
    // Shown while nothing had ended: before, the line counted only the 429s of operations that had ended.
    expect(live).toMatch(/ done 0$/);
    expect(Number(/429s (\d+)/.exec(live!)![1])).toBeLessThanOrEqual(server.answered429());
  }, 30_000);

  it('prints no Node warning while many iterations wait out a Retry-After at once', async () => {
    const warnings: string[] = [];
    const onWarning = (w: Error) => warnings.push(`${w.name}: ${w.message}`);
    process.on('warning', onWarning);
    cleanups.push(async () => void process.off('warning', onWarning));
    // 40 iterations in a second, every first attempt answered 429 with Retry-After: 1, so that more than ten
    // (Node's default limit of listeners) wait at once on the simulation's signal.
    const server = await throttlingServer(40);
    const report = await simulation(server.url, 40, { stdout: sink().stream, tty: false });
    expect(report.total.throttled).toBeGreaterThan(10);
    expect(report.total.retryAfterHonoured).toBeGreaterThan(10);
    // process.emitWarning is emitted on the next tick.
    await new Promise((r) => setImmediate(r));
    expect(warnings).toEqual([]);
  }, 30_000);
});

describe('a simulation whose arrivals outrun its connections', () => {
  it('judges every answer: each broken one is found, whether its iteration ran at once or waited its turn', async () => {
    // One connection and 600 arrivals in a second: most iterations wait for a running one to finish (at
    // most 16 run at once), some perhaps not, as the machine goes. Every answer is checked against its
    // schema (--schema-sample 1) and one list answer in seven is broken: the report must count exactly the
    // broken answers the server sent, and check every answer it sent.
    let lists = 0;
    let broken = 0;
    const BROKEN = { status: 200, body: { data: null, meta: { paging: { totalCount: 0, currentPage: 1 } } } };
    const { url } = await recordingServer((_n, req) => {
      if (!req.url.startsWith('/v2/development-actions')) return LIST_OK;
      if (lists++ % 7 === 3) {
        broken++;
        return BROKEN;
      }
      return LIST_OK;
    });
    const dir = await mkdtemp(join(tmpdir(), 'conformance-sim-judged-'));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    const resolved = resolveSimulation(
      { target: url, interface: 'b', bearerToken: 'scripted-token-1234', reporter: ['json'], outputDir: dir, seed: 9, rate: 600, duration: 1, mix: 'list=1', connections: 1, schemaSample: 1 },
      {},
    );
    const report = await executeSimulation(resolved, { stdout: sink().stream, tty: false, interrupt: new AbortController().signal });
    expect(report.summary.dropped).toBe(0);
    expect(report.total.count).toBe(report.summary.due);
    expect(lists).toBe(report.summary.due);
    expect(broken).toBe(Math.floor((lists + 3) / 7));
    expect(report.total.schema).toMatchObject({ checked: lists, broken });
    expect(report.total.schema.examples[0]).toMatch(/list: 200 interface-b\/actionList: /);
  }, 30_000);
});
