// The client rules of the Artillery processor, on its own functions against a scripted loopback server,
// with a fake clock: a 429 is retried only after its Retry-After (seconds or HTTP-date) and holds back the
// worker's other new requests; a 5xx is retried after a growing backoff for idempotent requests only, a
// bounded number of times; a 4xx is never sent again unchanged; one token serves the worker; what the
// worker created is deleted by cleanup. No test waits: the waits are recorded, not slept.
// The virtual users of one worker sending identical requests around a 429 are played in an order the test
// chooses (when each is sent, when the server takes it, answers it, when the clock moves), one order after
// another: no identical request may reach the server after the 429 and before its Retry-After has passed.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { generateKeyPairSync } from 'node:crypto';
import fc from 'fast-check';
import { GatedHttpClient, artilleryProcessor, workerClient, type ExportedScenario } from '../../../load/simulate/export/artillery/runtime.ts';
import { Secrets } from '../../../src/http/secrets.ts';
import { seededRandom } from '../../../load/simulate/mix.ts';
import { DEFAULTS, JUDGE_DEFAULTS } from '../../../src/defaults.ts';
import { judgeRetryAfter429 } from '../../../suites/client/retry-after-429.ts';
import type { ReceivedRequest } from '../../../src/judge/traffic.ts';
import type { Verdict } from '../../../src/judge/types.ts';

interface Seen {
  method: string;
  url: string;
  body: string;
  at: number;
}

type Answer = { status: number; headers?: Record<string, string>; body?: unknown; hold?: Promise<void> };

let server: Server | undefined;
afterEach(async () => {
  await new Promise<void>((r) => (server ? server.close(() => r()) : r()));
  server?.closeAllConnections();
  server = undefined;
});

/** A loopback server answering from `answer`; records what it received, on the fake clock. */
async function scripted(answer: (req: Seen, n: number) => Answer, clock: { now: () => number }) {
  const seen: Seen[] = [];
  server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const s = { method: req.method!, url: req.url!, body: Buffer.concat(chunks).toString(), at: clock.now() };
    seen.push(s);
    const a = answer(s, seen.length);
    await a.hold;
    res.writeHead(a.status, { 'content-type': 'application/json', ...a.headers });
    res.end(a.body === undefined ? '' : JSON.stringify(a.body));
  });
  await new Promise<void>((r) => server!.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server!.address() as AddressInfo).port}`, seen };
}

/** A clock that moves only when the client sleeps: every wait is recorded and takes no time. */
function fakeClock() {
  let t = 1_000;
  const sleeps: number[] = [];
  return {
    sleeps,
    now: () => t,
    sleep: async (ms: number) => {
      sleeps.push(ms);
      t += ms;
    },
  };
}

function client(clock: ReturnType<typeof fakeClock>) {
  return workerClient({ secrets: new Secrets(), random: seededRandom(7) }, clock);
}

const errorBody = { code: 429, message: 'slow down' };

describe('the processor client: part 7 rules', () => {
  it('waits out a delta-seconds Retry-After before the retry', async () => {
    const clock = fakeClock();
    const { url, seen } = await scripted((r, n) => (n === 1 ? { status: 429, headers: { 'retry-after': '2' }, body: errorBody } : { status: 200, body: [] }), clock);
    const http = client(clock);
    const first = await http.send({ method: 'GET', url: `${url}/v2/development-actions?limit=5`, headers: {} });
    expect(first.status).toBe(200);
    expect(seen.map((s) => s.url)).toEqual(['/v2/development-actions?limit=5', '/v2/development-actions?limit=5']);
    // The retry came no earlier than the 2 s announced (jitter only adds).
    expect(clock.sleeps[0]).toBeGreaterThanOrEqual(2_000);
    expect(seen[1].at - seen[0].at).toBeGreaterThanOrEqual(2_000);
    await http.destroy();
  });

  it('holds another request sent during the wait until the Retry-After has passed', async () => {
    // A clock the test moves: the retry's wait stays pending while another request is sent.
    let t = 0;
    const pending: { ms: number; resolve: () => void }[] = [];
    const clock = { now: () => t, sleep: (ms: number) => new Promise<void>((resolve) => pending.push({ ms, resolve })) };
    const { url, seen } = await scripted((r, n) => (n === 1 ? { status: 429, headers: { 'retry-after': '3' }, body: errorBody } : { status: 200, body: [] }), clock);
    const http = new GatedHttpClient({ secrets: new Secrets(), evidence: false, random: () => 0 }, clock);
    const a = http.send({ method: 'GET', url: `${url}/a`, headers: {} });
    await expect.poll(() => pending.length).toBe(1);
    expect(pending[0].ms).toBe(3_000);
    const b = http.send({ method: 'GET', url: `${url}/b`, headers: {} });
    await expect.poll(() => pending.length).toBe(2);
    // /b waits for the same moment, and is not sent meanwhile.
    expect(pending[1].ms).toBe(3_000);
    expect(seen.map((s) => s.url)).toEqual(['/a']);
    t = 3_000;
    pending[0].resolve();
    pending[1].resolve();
    expect((await a).status).toBe(200);
    expect((await b).status).toBe(200);
    // Both go once the Retry-After has passed, in either order.
    expect(seen.map((s) => `${s.url} ${s.at}`).sort()).toEqual(['/a 0', '/a 3000', '/b 3000']);
    await http.destroy();
  });

  it('holds a retry until the latest Retry-After of the worker has passed, not only its own', async () => {
    let t = 0;
    const pending: { ms: number; resolve: () => void }[] = [];
    const clock = { now: () => t, sleep: (ms: number) => new Promise<void>((resolve) => pending.push({ ms, resolve })) };
    const { url, seen } = await scripted((r) => (r.at === 0 ? { status: 429, headers: { 'retry-after': r.url === '/a' ? '1' : '3' }, body: errorBody } : { status: 200, body: [] }), clock);
    const http = new GatedHttpClient({ secrets: new Secrets(), evidence: false, random: () => 0 }, clock);
    const a = http.send({ method: 'GET', url: `${url}/a`, headers: {} });
    const b = http.send({ method: 'GET', url: `${url}/b`, headers: {} });
    await expect.poll(() => pending.length).toBe(2);
    expect(pending.map((p) => p.ms).sort()).toEqual([1_000, 3_000]);
    // /a's own second is over; it waits on for /b's Retry-After.
    t = 1_000;
    pending.find((p) => p.ms === 1_000)!.resolve();
    await expect.poll(() => pending.length).toBe(3);
    expect(pending[2].ms).toBe(2_000);
    expect(seen.map((s) => s.url).sort()).toEqual(['/a', '/b']);
    t = 3_000;
    for (const p of pending) p.resolve();
    expect((await a).status).toBe(200);
    expect((await b).status).toBe(200);
    expect(seen.map((s) => `${s.url} ${s.at}`).sort()).toEqual(['/a 0', '/a 3000', '/b 0', '/b 3000']);
    await http.destroy();
  });

  it('waits out an HTTP-date Retry-After', async () => {
    const clock = fakeClock();
    const date = new Date(Date.now() + 4_000).toUTCString();
    const { url, seen } = await scripted((r, n) => (n === 1 ? { status: 429, headers: { 'retry-after': date }, body: errorBody } : { status: 200, body: [] }), clock);
    const http = client(clock);
    expect((await http.send({ method: 'GET', url: `${url}/x`, headers: {} })).status).toBe(200);
    expect(seen).toHaveLength(2);
    // Whole seconds: the date is at least 3 s away once rounded down.
    expect(clock.sleeps[0]).toBeGreaterThanOrEqual(3_000);
    await http.destroy();
  });

  it('backs off with growing, bounded waits on a 5xx to an idempotent request, and gives up after the bound', async () => {
    const clock = fakeClock();
    const { url, seen } = await scripted(() => ({ status: 503, body: { code: 503, message: 'down' } }), clock);
    const http = client(clock);
    const r = await http.send({ method: 'GET', url: `${url}/x`, headers: {} });
    expect(r.status).toBe(503);
    expect(seen).toHaveLength(1 + DEFAULTS.maxRetries5xx);
    expect(clock.sleeps).toHaveLength(DEFAULTS.maxRetries5xx);
    // Equal jitter under a cap that doubles from 200 ms: each wait between half its cap and its cap, so at
    // least 100 ms (what judge-client takes for a backoff), and growing.
    clock.sleeps.forEach((ms, i) => {
      const cap = Math.min(DEFAULTS.backoffMaxMs, 200 * 2 ** i);
      expect(ms).toBeGreaterThanOrEqual(cap / 2);
      expect(ms).toBeLessThanOrEqual(cap);
    });
    await http.destroy();
  });

  it('does not retry a 5xx to a create (not idempotent)', async () => {
    const clock = fakeClock();
    const { url, seen } = await scripted(() => ({ status: 500, body: { code: 500, message: 'oops' } }), clock);
    const http = client(clock);
    expect((await http.send({ method: 'POST', url: `${url}/v2/development-actions`, headers: {}, body: '{"title":"t"}' })).status).toBe(500);
    expect(seen).toHaveLength(1);
    expect(clock.sleeps).toEqual([]);
    await http.destroy();
  });

  it('never sends a request again unchanged after a 4xx', async () => {
    const clock = fakeClock();
    const { url, seen } = await scripted(() => ({ status: 400, body: { code: 400, message: 'bad' } }), clock);
    const http = client(clock);
    const req = { method: 'POST', url: `${url}/v2/development-actions`, headers: {}, body: '{"title":"same"}' };
    expect((await http.send(req)).status).toBe(400);
    const again = await http.send(req);
    expect(again.fromMemo).toBe(true);
    expect(seen).toHaveLength(1);
    // A changed request is sent.
    await http.send({ ...req, body: '{"title":"changed"}' });
    expect(seen).toHaveLength(2);
    await http.destroy();
  });

  it('sends identical requests one at a time from the first, different ones at once', async () => {
    const run = await play({
      connections: 4,
      replies: {},
      vus: [{ path: '/same' }, { path: '/same' }, { path: '/same' }, { path: '/other' }, { path: '/another' }],
      steps: [
        'start',
        'start',
        'start',
        'start',
        'start',
        // The first of the identical ones and both different ones are at the server at once; the rest wait.
        (s) => expect(s.waiting.sort()).toEqual(['/another', '/other', '/same']),
      ],
    });
    expect(run.results).toEqual([200, 200, 200, 200, 200]);
    const same = run.requests.filter((r) => r.url === '/same');
    expect(same).toHaveLength(3);
    // Each identical one reached the server only once the one before had been answered.
    for (let i = 1; i < same.length; i++) expect(same[i].arrivedAt).toBeGreaterThan(same[i - 1].answeredAt!);
  });
});

describe('the processor client: identical requests of virtual users around a 429', () => {
  const k429 = (retryAfter = '1'): Record<string, Reply[]> => ({ '/k': [{ status: 429, retryAfter }] });

  it('(a) holds an identical request sent while the first is at the server until the Retry-After has passed', async () => {
    // The second is sent while the first waits for its answer; the server takes it after answering 429.
    const run = await play({ connections: 4, replies: k429(), vus: [{ path: '/k' }, { path: '/k' }], steps: ['start', 'deliver', 'start', 'release', 'deliver'] });
    expectKept(run);
    expect(run.results).toEqual([200, 200]);
  });

  it('(b) holds an identical request sent as the 429 is written, before the first has read it', async () => {
    const run = await play({ connections: 4, replies: k429(), vus: [{ path: '/k' }, { path: '/k' }], steps: ['start', 'deliver', 'release+start', 'deliver'] });
    expectKept(run);
    expect(run.results).toEqual([200, 200]);
  });

  // The worker has paused once already (a backoff after a 503 to another request): identical requests go one
  // at a time, and the second waits for the first's answer, which is a 429 not retried.
  it.each([
    ['its retries are used up', { maxRetries429: 0 }, undefined],
    ['its Retry-After is above the cap', { maxRetryAfterMs: 500 }, undefined],
    ['it asks for no retry', {}, false],
  ] as const)('(c) holds an identical request after a 429 that is final: %s', async (_, options, retry) => {
    const run = await play({
      connections: 4,
      ...options,
      replies: { ...k429(), '/l': [{ status: 503 }] },
      vus: [{ path: '/l' }, { path: '/k', retry }, { path: '/k' }],
      steps: ['start', 'deliver', 'release', 'advance', 'deliver', 'release', 'start', 'deliver', 'start', 'release', 'deliver'],
    });
    expectKept(run);
    expect(run.results).toEqual([200, 429, 200]);
  });

  it('(d) holds an identical request queued behind the first on the one connection', async () => {
    const run = await play({ connections: 1, replies: k429(), vus: [{ path: '/k' }, { path: '/k' }], steps: ['start', 'start', 'deliver', 'release', 'deliver'] });
    expectKept(run);
    expect(run.results).toEqual([200, 200]);
  });

  it('keeps the rule in every order of sends, arrivals, answers and clock moves', async () => {
    const reply = fc.constantFrom<Reply>({ status: 200 }, { status: 200 }, { status: 429, retryAfter: '1' }, { status: 429, retryAfter: '2' }, { status: 503 });
    const vu = fc.record({ path: fc.constantFrom('/k', '/k', '/l'), retry: fc.constantFrom(undefined, undefined, false) });
    const plan = fc.record({
      connections: fc.constantFrom(1, 2, 4),
      maxRetries429: fc.constantFrom(0, 1, 5),
      maxRetryAfterMs: fc.constantFrom(500, 30_000),
      first: fc.constantFrom('1', '2'),
      k: fc.array(reply, { maxLength: 4 }),
      l: fc.array(reply, { maxLength: 3 }),
      vus: fc.array(vu, { minLength: 2, maxLength: 5 }).filter((v) => v.filter((u) => u.path === '/k').length >= 2),
      steps: fc.array(fc.constantFrom<Step>('start', 'deliver', 'release', 'release+start', 'advance'), { maxLength: 25 }),
    });
    await fc.assert(
      fc.asyncProperty(plan, async (p) => {
        // The first arrival of /k is throttled; what follows is drawn.
        const run = await play({ ...p, replies: { '/k': [{ status: 429, retryAfter: p.first }, ...p.k], '/l': p.l } });
        expectKept(run);
        // Every virtual user got its answer: the client never stalls.
        for (const r of run.results) expect([200, 429, 503]).toContain(r);
      }),
      { seed: 20_250_611, numRuns: 150 },
    );
  }, 60_000);
});

type Reply = { status: number; retryAfter?: string };
type Step = 'start' | 'deliver' | 'release' | 'release+start' | 'advance' | ((s: { waiting: string[] }) => void);

interface Plan {
  connections: number;
  maxRetries429?: number;
  maxRetryAfterMs?: number;
  /** The answer to the n-th arrival of a path; 200 past the end. */
  replies: Record<string, Reply[]>;
  /** The worker's virtual users, started in this order, each sending one GET. */
  vus: { path: string; retry?: boolean }[];
  /** In this order, each once the client has settled (a step that cannot be taken is skipped); then to the end. */
  steps: Step[];
}

/** A clock the test moves: a sleep is a timer that fires only when the test advances the clock to it. */
function steppedClock() {
  let t = 0;
  const timers: { at: number; fire: () => void }[] = [];
  return {
    now: () => t,
    sleep: (ms: number, signal?: AbortSignal) => new Promise<void>((fire, fail) => (signal?.aborted ? fail(signal.reason) : timers.push({ at: t + ms, fire }))),
    /** To the earliest timer, which fires. */
    advance(): boolean {
      if (timers.length === 0) return false;
      timers.sort((a, b) => a.at - b.at);
      const next = timers.shift()!;
      t = Math.max(t, next.at);
      next.fire();
      return true;
    },
  };
}

/**
 * Plays a worker's virtual users against a loopback server whose every move the test makes: a request the
 * client wrote waits until the test delivers it (its arrival, on the fake clock), its answer until the test
 * releases it. Between two steps the client settles: every request it started is at the server (or queued
 * behind the held ones on a full pool), and every answer written has been read. Arrivals and answers are
 * recorded as judge-client records them, a thousandth of a millisecond apart so that their order shows.
 */
async function play(plan: Plan) {
  const clock = steppedClock();
  type Taken = { path: string; res: ServerResponse };
  const waiting: Taken[] = [];
  const held: { r: ReceivedRequest; reply: Reply; res: ServerResponse }[] = [];
  const requests: ReceivedRequest[] = [];
  let received = 0;
  let answered = 0;
  let events = 0;
  const stamp = () => clock.now() + ++events / 1000;
  const stage = createServer(async (req, res) => {
    for await (const _ of req);
    waiting.push({ path: req.url!, res });
    received++;
  });
  await new Promise<void>((r) => stage.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(stage.address() as AddressInfo).port}`;
  const deliver = () => {
    const w = waiting.shift();
    if (!w) return false;
    const nth = requests.filter((r) => r.url === w.path).length;
    const r: ReceivedRequest = { seq: requests.length + 1, kind: w.path, nthOfKind: nth + 1, method: 'GET', url: w.path, headers: {}, bodyBytes: 0, bodyDigest: '', arrivedAt: stamp() };
    requests.push(r);
    held.push({ r, reply: plan.replies[w.path]?.[nth] ?? { status: 200 }, res: w.res });
    return true;
  };
  const release = () => {
    const h = held.shift();
    if (!h) return false;
    Object.assign(h.r, { status: h.reply.status, answeredAt: stamp(), ...(h.reply.retryAfter ? { retryAfter: h.reply.retryAfter } : {}) });
    h.res.writeHead(h.reply.status, h.reply.retryAfter ? { 'retry-after': h.reply.retryAfter } : {});
    h.res.end();
    answered++;
    return true;
  };

  let read = 0;
  const http = workerClient(
    { secrets: new Secrets(), random: seededRandom(3), connections: plan.connections, maxRetries429: plan.maxRetries429, maxRetryAfterMs: plan.maxRetryAfterMs, onExchange: () => read++ },
    clock,
  );
  const results: (number | string | undefined)[] = plan.vus.map(() => undefined);
  let started = 0;
  const start = () => {
    if (started === plan.vus.length) return false;
    const i = started++;
    const { path, retry } = plan.vus[i];
    http.send({ method: 'GET', url: base + path, headers: {}, retry }).then(
      (r) => (results[i] = r.status),
      (e: unknown) => (results[i] = String(e)),
    );
    return true;
  };
  const settle = async () => {
    for (let turns = 0; turns < 100_000; turns++) {
      await new Promise((r) => setImmediate(r));
      if (read === answered && (http.stats.requests === received || received - answered >= plan.connections)) return;
    }
    throw new Error('the client did not settle');
  };
  try {
    for (const step of plan.steps) {
      await settle();
      if (typeof step === 'function') step({ waiting: waiting.map((w) => w.path) });
      else if (step === 'start') start();
      else if (step === 'deliver') deliver();
      else if (step === 'release') release();
      else if (step === 'release+start') release() && start();
      else clock.advance();
    }
    // To the end: the server takes and answers everything, every user starts, the clock moves when nothing else can.
    for (let turns = 0; turns < 1_000; turns++) {
      await settle();
      if (!(deliver() || release() || start() || clock.advance())) break;
    }
    await settle();
    const verdict = judgeRetryAfter429({ requests, t0: 0, settings: { ...JUDGE_DEFAULTS, retryAfterToleranceMs: 0 } });
    return { requests, results, verdict };
  } finally {
    await http.destroy();
    await new Promise<void>((r) => {
      stage.close(() => r());
      stage.closeAllConnections();
    });
  }
}

/** Identical requests that arrived after a 429 was answered and before its Retry-After had passed. */
function earlyRepeats(requests: ReceivedRequest[]): string[] {
  const early: string[] = [];
  for (const q of requests) {
    if (q.status !== 429 || q.retryAfter === undefined) continue;
    const from = q.answeredAt! + Number(q.retryAfter) * 1000;
    for (const x of requests) {
      if (x.url === q.url && x.arrivedAt > q.answeredAt! && x.arrivedAt < from) {
        early.push(`#${x.seq} ${x.url} arrived at ${x.arrivedAt.toFixed(3)} ms, after #${q.seq} was answered 429 at ${q.answeredAt!.toFixed(3)} ms with Retry-After ${q.retryAfter}`);
      }
    }
  }
  return early;
}

/** What the server saw keeps the rule, by this test's reading and by judge-client's. */
function expectKept(run: { requests: ReceivedRequest[]; verdict: Verdict }): void {
  expect(earlyRepeats(run.requests)).toEqual([]);
  expect(run.verdict, JSON.stringify(run.verdict).slice(0, 400)).toMatchObject({ status: 'held' });
}

describe('the processor: operations, token, metrics, cleanup', () => {
  const exported = (target: string): ExportedScenario => ({
    interface: 'b',
    seed: 5,
    trafficSeconds: 1,
    operations: {
      listActions: 'GET /v2/development-actions',
      createAction: 'POST /v2/development-actions',
      getAction: 'GET /v2/development-actions/{id}',
      updateAction: 'PATCH /v2/development-actions/{id}',
      deleteAction: 'DELETE /v2/development-actions/{id}',
    },
    fixtures: { categoryIds: [1], userIds: [1], companyIds: [1] },
    oauth: { clientId: 'c', tokenUrl: `${target}/oauth/token` },
    requestTimeoutMs: 5_000,
    connections: 4,
    schemaSampleEvery: 0,
  });

  function events() {
    const counters = new Map<string, number>();
    const histograms = new Map<string, number[]>();
    return {
      counters,
      histograms,
      emit(kind: 'counter' | 'histogram', name: string, value: number) {
        if (kind === 'counter') counters.set(name, (counters.get(name) ?? 0) + value);
        else histograms.set(name, [...(histograms.get(name) ?? []), value]);
      },
    };
  }

  it('fetches one token for the worker, records per-operation counters, fails a failed operation and deletes what it created', async () => {
    const clock = fakeClock();
    const titles: string[] = [];
    const { url, seen } = await scripted((r) => {
      if (r.url === '/oauth/token') return { status: 200, body: { access_token: 'tok', token_type: 'Bearer', expires_in: 3600 } };
      if (r.method === 'POST') return { status: 201, body: { id: titles.push((JSON.parse(r.body) as { title: string }).title) } };
      if (r.method === 'DELETE') return { status: 200, body: { id: 1 } };
      if (r.method === 'GET' && r.url.startsWith('/v2/development-actions?')) return { status: 400, body: { code: 400, message: 'no' } };
      // A read-back: the action as created, its title (and so the worker's marker) included.
      const id = Number(r.url.split('/').pop());
      return { status: 200, body: { id, title: titles[id - 1] } };
    }, clock);
    const p = artilleryProcessor(exported(url), { env: { CONFORMANCE_CLIENT_SECRET: 'secret' }, now: clock.now, sleep: clock.sleep, random: () => 0, keeper: false });
    const e = events();
    const ctx = (name: string) => ({ vars: { target: url }, scenario: { name } });
    await p.operation(ctx('create'), e);
    await p.operation(ctx('create'), e);
    await expect(p.operation(ctx('list'), e)).rejects.toThrow(/^list answered 400$/);
    expect(seen.filter((s) => s.url === '/oauth/token')).toHaveLength(1);
    expect(e.counters.get('conformance.create.completed')).toBe(2);
    expect(e.counters.get('conformance.create.status.201')).toBe(2);
    expect(e.counters.get('conformance.create.errors')).toBe(0);
    expect(e.counters.get('conformance.list.errors')).toBe(1);
    expect(e.counters.get('conformance.completed')).toBe(3);
    expect(e.histograms.get('conformance.create.latency')).toHaveLength(2);
    // Bodies are the simulator's: valid creates carrying the run's marker.
    const bodies = seen.filter((s) => s.method === 'POST' && s.url !== '/oauth/token').map((s) => JSON.parse(s.body) as { title: string; categoryId: number });
    for (const b of bodies) {
      expect(b.title).toMatch(/^art-/);
      expect(b.categoryId).toBe(1);
    }
    const result = await p.cleanup();
    expect(result).toMatchObject({ created: 2, deleted: 2, leftBehind: [] });
    expect(result?.notOurs).toBeUndefined();
    expect(seen.filter((s) => s.method === 'DELETE').map((s) => s.url).sort()).toEqual(['/v2/development-actions/1', '/v2/development-actions/2']);
    // Never read during the traffic, each was read back (carrying the marker) before its delete.
    for (const id of [1, 2]) {
      const path = `/v2/development-actions/${id}`;
      const order = seen.filter((s) => s.url === path).map((s) => s.method);
      expect(order, path).toEqual(['GET', 'DELETE']);
    }
    expect(p.inFlight).toBe(0);
  });

  it('with private_key_jwt written into the processor: the key from CONFORMANCE_CLIENT_KEY, no secret asked for, a signed assertion sent', async () => {
    const clock = fakeClock();
    const { url, seen } = await scripted((r) => {
      if (r.url === '/oauth/token') return { status: 200, body: { access_token: 'tok-jwt', token_type: 'Bearer', expires_in: 3600 } };
      return { status: 200, body: [] };
    }, clock);
    const key = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ format: 'pem', type: 'pkcs8' }) as string;
    const scenario = exported(url);
    const p = artilleryProcessor({ ...scenario, oauth: { ...scenario.oauth, authMethod: 'private_key_jwt', keyId: 'k1' } }, { env: { CONFORMANCE_CLIENT_KEY: key }, now: clock.now, sleep: clock.sleep, random: () => 0, keeper: false });
    await p.operation({ vars: { target: url }, scenario: { name: 'list' } }, events());
    const form = new URLSearchParams(seen.find((s) => s.url === '/oauth/token')!.body);
    expect(form.get('client_assertion_type')).toBe('urn:ietf:params:oauth:client-assertion-type:jwt-bearer');
    expect(JSON.parse(Buffer.from(form.get('client_assertion')!.split('.')[0], 'base64url').toString())).toMatchObject({ alg: 'ES256', kid: 'k1' });
    expect(form.get('client_secret')).toBeNull();
  });

  it('gives each of the virtual users running at once its own outcome', async () => {
    const clock = fakeClock();
    const { url } = await scripted((r) => {
      if (r.url === '/oauth/token') return { status: 200, body: { access_token: 'tok', token_type: 'Bearer', expires_in: 3600 } };
      if (r.method === 'POST') return { status: 201, body: { id: 1 }, hold: new Promise((res) => setTimeout(res, 30)) };
      return { status: 400, body: { code: 400, message: 'no' } };
    }, clock);
    const p = artilleryProcessor(exported(url), { env: { CONFORMANCE_CLIENT_SECRET: 'secret' }, now: clock.now, sleep: clock.sleep, random: () => 0, keeper: false });
    const e = events();
    const ctx = (name: string) => ({ vars: { target: url }, scenario: { name } });
    const results = await Promise.allSettled([p.operation(ctx('create'), e), p.operation(ctx('list'), e), p.operation(ctx('create'), e)]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    await p.cleanup();
  });

  it('the first virtual user stays until the traffic phase is over and no operation is under way, then cleans up', async () => {
    const clock = fakeClock();
    let title = '';
    const { url, seen } = await scripted((r) => {
      if (r.url === '/oauth/token') return { status: 200, body: { access_token: 'tok', token_type: 'Bearer', expires_in: 3600 } };
      if (r.method === 'POST') {
        title = (JSON.parse(r.body) as { title: string }).title;
        return { status: 201, body: { id: 9 } };
      }
      return { status: 200, body: { id: 9, title } };
    }, clock);
    const p = artilleryProcessor({ ...exported(url), trafficSeconds: 30 }, { env: { CONFORMANCE_CLIENT_SECRET: 'secret' }, now: clock.now, sleep: clock.sleep, random: () => 0 });
    const e = events();
    const start = clock.now();
    await p.operation({ vars: { target: url }, scenario: { name: 'create' } }, e);
    expect(clock.now() - start).toBeGreaterThanOrEqual(30_000);
    expect(seen.filter((s) => s.method === 'DELETE')).toHaveLength(1);
    expect(e.counters.get('conformance.cleanup.deleted')).toBe(1);
    expect(e.counters.get('conformance.cleanup.left_behind')).toBe(0);
  });

  it('never deletes a record a create answered that reads back without the worker\'s marker, and counts it', async () => {
    const clock = fakeClock();
    const { url, seen } = await scripted((r) => {
      if (r.url === '/oauth/token') return { status: 200, body: { access_token: 'tok', token_type: 'Bearer', expires_in: 3600 } };
      if (r.method === 'POST') return { status: 201, body: { id: 4242 } };
      return { status: 200, body: { id: 4242, title: 'a partner plan' } };
    }, clock);
    // The first virtual user stays on and cleans up: its counters are the worker's.
    const p = artilleryProcessor({ ...exported(url), trafficSeconds: 30 }, { env: { CONFORMANCE_CLIENT_SECRET: 'secret' }, now: clock.now, sleep: clock.sleep, random: () => 0 });
    const e = events();
    await p.operation({ vars: { target: url }, scenario: { name: 'create' } }, e);
    expect(seen.filter((s) => s.url === '/v2/development-actions/4242').map((s) => s.method)).toEqual(['GET']);
    expect(e.counters.get('conformance.cleanup.not_ours')).toBe(1);
    expect(e.counters.get('conformance.cleanup.created')).toBe(0);
    expect(e.counters.get('conformance.cleanup.left_behind')).toBe(0);
    const result = await p.cleanup();
    expect(result?.notOurs).toEqual([{ id: '4242', reason: expect.stringContaining('the create answered id 4242, which reads back as a record the simulation did not create') }]);
  });

  it('refuses to start without the client secret, and names the variable', async () => {
    const p = artilleryProcessor(exported('http://127.0.0.1:9'), { env: {}, keeper: false });
    await expect(p.operation({ vars: { target: 'http://127.0.0.1:9' }, scenario: { name: 'list' } }, events())).rejects.toThrow(/CONFORMANCE_CLIENT_SECRET is not set/);
  });
});
