// The client rules of the Artillery processor, on its own functions against a scripted loopback server,
// with a fake clock: a 429 is retried only after its Retry-After (seconds or HTTP-date) and holds back the
// worker's other new requests; a 5xx is retried after a growing backoff for idempotent requests only, a
// bounded number of times; a 4xx is never sent again unchanged; one token serves the worker; what the
// worker created is deleted by cleanup. No test waits: the waits are recorded, not slept.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { GatedHttpClient, artilleryProcessor, workerClient, type ExportedScenario } from '../../../load/simulate/export/artillery/runtime.ts';
import { Secrets } from '../../../src/http/secrets.ts';
import { seededRandom } from '../../../load/simulate/mix.ts';
import { DEFAULTS } from '../../../src/defaults.ts';

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

  it('sends identical requests one at a time once the server has throttled, concurrently before', async () => {
    const clock = fakeClock();
    let inFlight = 0;
    let most = 0;
    const { url, seen } = await scripted((r) => {
      if (r.url === '/throttled' && !seen.some((s) => s.url === '/throttled' && s !== r)) return { status: 429, headers: { 'retry-after': '1' }, body: errorBody };
      inFlight++;
      most = Math.max(most, inFlight);
      // Held until all three are in (or half a second, when they come one at a time).
      const hold = new Promise<void>((done) => {
        const started = Date.now();
        const look = () => (inFlight >= 3 || Date.now() - started > 500 ? (setTimeout(() => (inFlight--, done()), 5), undefined) : setTimeout(look, 5));
        look();
      });
      return { status: 200, body: [], hold };
    }, clock);
    const http = client(clock);
    const same = () => Promise.all([1, 2, 3].map(() => http.send({ method: 'GET', url: `${url}/same`, headers: {} })));
    await same();
    expect(most).toBe(3);
    // A 429 (waited out): from now on an identical request could reach the server as an early retry.
    expect((await http.send({ method: 'GET', url: `${url}/throttled`, headers: {} })).status).toBe(200);
    most = 0;
    await same();
    expect(seen.filter((s) => s.url === '/same')).toHaveLength(6);
    expect(most).toBe(1);
    await http.destroy();
  });
});

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
    let ids = 0;
    const { url, seen } = await scripted((r) => {
      if (r.url === '/oauth/token') return { status: 200, body: { access_token: 'tok', token_type: 'Bearer', expires_in: 3600 } };
      if (r.method === 'POST') return { status: 201, body: { id: ++ids } };
      if (r.method === 'DELETE') return { status: 200, body: { id: 1 } };
      if (r.method === 'GET' && r.url.startsWith('/v2/development-actions?')) return { status: 400, body: { code: 400, message: 'no' } };
      return { status: 200, body: {} };
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
    expect(seen.filter((s) => s.method === 'DELETE').map((s) => s.url).sort()).toEqual(['/v2/development-actions/1', '/v2/development-actions/2']);
    expect(p.inFlight).toBe(0);
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
    const { url, seen } = await scripted((r) => {
      if (r.url === '/oauth/token') return { status: 200, body: { access_token: 'tok', token_type: 'Bearer', expires_in: 3600 } };
      if (r.method === 'POST') return { status: 201, body: { id: 9 } };
      return { status: 200, body: { id: 9 } };
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

  it('refuses to start without the client secret, and names the variable', async () => {
    const p = artilleryProcessor(exported('http://127.0.0.1:9'), { env: {}, keeper: false });
    await expect(p.operation({ vars: { target: 'http://127.0.0.1:9' }, scenario: { name: 'list' } }, events())).rejects.toThrow(/CONFORMANCE_CLIENT_SECRET is not set/);
  });
});
