// The autocannon burst of the throttling phase, against small node:http servers scripted per test. No test
// lets a real timer decide: the bound that ends a burst is a request count or throttling (the time bound set
// far beyond reach), an interruption comes once the server has seen traffic, and the time bound itself is
// shown on a fake clock.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { runBurst } from '../../load/burst.ts';

/** A time bound that never decides a test: a burst that reaches it has failed its test long before. */
const NEVER_S = 3600;

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  vi.useRealTimers();
  for (const c of closers.splice(0)) await c();
});

// What runBurst loads on its first call, loaded before any test fakes the clock.
beforeAll(async () => {
  await import('autocannon');
  await import('../../load/simulate/histogram.ts');
});

interface Scripted {
  url: string;
  /** Requests the server received. */
  readonly received: number;
  /** Resolves once the server has received `n` requests. */
  seen(n: number): Promise<void>;
}

async function server(handle: (n: number, req: IncomingMessage, res: ServerResponse) => void): Promise<Scripted> {
  let n = 0;
  const waiting: { n: number; resolve: () => void }[] = [];
  const s = createServer((req, res) => {
    handle(n++, req, res);
    for (const w of waiting.filter((x) => x.n <= n)) {
      waiting.splice(waiting.indexOf(w), 1);
      w.resolve();
    }
  });
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  closers.push(() => new Promise<void>((r) => (s.close(() => r()), s.closeAllConnections())));
  return {
    url: `http://127.0.0.1:${(s.address() as AddressInfo).port}/list?limit=1`,
    get received() {
      return n;
    },
    seen: (k) => (k <= n ? Promise.resolve() : new Promise<void>((resolve) => waiting.push({ n: k, resolve }))),
  };
}

const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text), ...headers });
  res.end(text);
};

describe('runBurst', () => {
  it('stops once throttling clearly shows, judging every 429 and noting when to retry', async () => {
    const srv = await server((n, req, res) => {
      expect(req.headers.authorization).toBe('Bearer burst-token');
      if (n < 300) json(res, 200, { data: [] });
      else json(res, 429, { message: 'slow down', errors: [] }, n % 2 ? { 'retry-after': '2' } : {});
    });
    const judged: string[] = [];
    const before = Date.now();
    const r = await runBurst({
      url: srv.url,
      headers: { authorization: 'Bearer burst-token' },
      // 350 answers bring the 50th 429, well within the request bound: throttling, and nothing else, can
      // end this burst first, at any speed (the time bound is out of reach).
      maxRequests: 5_000,
      maxSeconds: NEVER_S,
      timeoutSeconds: NEVER_S,
      connections: 8,
      stopAfterThrottled: 50,
      judgeThrottled: (a) => {
        judged.push(a.headers['retry-after'] ?? 'none');
        return a.headers['retry-after'] ? [] : ['no Retry-After header'];
      },
    });
    const after = Date.now();
    // Ended by the throttle count, not by the request bound (which would have said 'requests').
    expect(r.stoppedBy).toBe('throttled');
    expect(r.throttled).toBeGreaterThanOrEqual(50);
    expect(r.answered).toBe(r.statuses['200'] + r.throttled);
    expect(r.sent).toBeGreaterThanOrEqual(r.answered);
    expect(srv.received).toBeGreaterThanOrEqual(r.answered);
    expect(judged.length).toBe(r.throttled);
    expect(r.invalidThrottled).toBe(judged.filter((j) => j === 'none').length);
    expect(r.firstInvalid?.problems).toEqual(['no Retry-After header']);
    expect(r.firstInvalid?.answer.body).toBe('{"message":"slow down","errors":[]}');
    expect(r.statuses['200']).toBe(300);
    expect(r.okBeforeThrottle).toBe(300);
    expect(r.firstThrottledMs).toBeGreaterThan(0);
    expect(r.rateBeforeThrottle).toBeGreaterThan(0);
    // The 2 s of a Retry-After counted from when its answer came: within the burst, plus 2 s.
    expect(r.retryUntil).toBeGreaterThanOrEqual(before + 2000);
    expect(r.retryUntil).toBeLessThanOrEqual(after + 2000);
    expect(r.serverErrors + r.connectionErrors + r.timeouts + r.dropped).toBe(0);
  });

  it('counts 5xx answers and keeps the first as evidence', async () => {
    const srv = await server((n, _req, res) => (n % 10 === 9 ? json(res, 503, { message: 'busy', errors: [] }) : json(res, 200, {})));
    const r = await runBurst({ url: srv.url, headers: {}, maxRequests: 500, maxSeconds: NEVER_S, timeoutSeconds: NEVER_S, connections: 4 });
    expect(r.stoppedBy).toBe('requests');
    expect(r.answered).toBe(500);
    expect(srv.received).toBe(500);
    expect(r.throttled).toBe(0);
    expect(r.serverErrors).toBe(Math.floor(r.answered / 10));
    expect(r.firstServerError?.status).toBe(503);
  });

  it('counts connections the server drops under a waiting request', async () => {
    let cut = 0;
    const srv = await server((n, req, res) => {
      if (n % 5 === 4 || n % 7 === 6) cut++;
      if (n % 5 === 4) req.socket.destroy();
      else if (n % 7 === 6) req.socket.end();
      else json(res, 200, {});
    });
    const r = await runBurst({ url: srv.url, headers: {}, maxRequests: 300, maxSeconds: NEVER_S, connections: 4, timeoutSeconds: NEVER_S });
    expect(r.stoppedBy).toBe('requests');
    expect(r.dropped).toBeGreaterThan(0);
    // Every request sent was answered or lost with its connection (seen as a drop, or as a reset).
    expect(srv.received).toBe(r.sent);
    expect(r.answered).toBe(r.sent - cut);
    expect(r.dropped + r.connectionErrors).toBe(cut);
    expect(r.timeouts).toBe(0);
  });

  it('ends at the time bound when nothing throttles', async () => {
    // The burst's timers run on a fake clock (the sockets stay real): it ends when a second has passed on
    // that clock, never before, whatever number of requests the machine managed meanwhile.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const srv = await server((_n, _req, res) => json(res, 200, {}));
    let ended = false;
    const burst = runBurst({ url: srv.url, headers: {}, maxRequests: 10_000_000, maxSeconds: 1, connections: 4 }).finally(() => {
      ended = true;
    });
    await srv.seen(100);
    await vi.advanceTimersByTimeAsync(999);
    await new Promise((r) => setImmediate(r));
    expect(ended).toBe(false);
    // Still sending just before the bound.
    await srv.seen(srv.received + 100);
    await vi.advanceTimersByTimeAsync(1);
    await new Promise((r) => setImmediate(r));
    expect(ended).toBe(true);
    const r = await burst;
    expect(r.stoppedBy).toBe('seconds');
    expect(r.answered).toBeGreaterThanOrEqual(200);
    expect(r.sent).toBeGreaterThanOrEqual(r.answered);
    expect(r.throttled).toBe(0);
    expect(r.rate).toBeGreaterThan(0);
    expect(r.latencyMs.p50).toBeLessThanOrEqual(r.latencyMs.max);
  });

  it('stops when the run is interrupted', async () => {
    const srv = await server((_n, _req, res) => json(res, 200, {}));
    const ac = new AbortController();
    // Interrupted once the burst is under way, neither bound within reach.
    void srv.seen(50).then(() => ac.abort());
    const r = await runBurst({ url: srv.url, headers: {}, maxRequests: 10_000_000, maxSeconds: NEVER_S, connections: 2, signal: ac.signal });
    expect(r.stoppedBy).toBe('aborted');
    expect(r.answered).toBeGreaterThanOrEqual(48);
    expect(r.sent).toBeGreaterThanOrEqual(r.answered);
  });
});
