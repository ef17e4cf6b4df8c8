// The autocannon burst of the throttling phase, against small node:http servers scripted per test.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { runBurst } from '../../load/burst.ts';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of closers.splice(0)) await c();
});

async function server(handle: (n: number, req: IncomingMessage, res: ServerResponse) => void): Promise<string> {
  let n = 0;
  const s = createServer((req, res) => handle(n++, req, res));
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  closers.push(() => new Promise<void>((r) => (s.close(() => r()), s.closeAllConnections())));
  return `http://127.0.0.1:${(s.address() as AddressInfo).port}/list?limit=1`;
}

const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text), ...headers });
  res.end(text);
};

describe('runBurst', () => {
  it('stops once throttling clearly shows, judging every 429 and noting when to retry', async () => {
    const url = await server((n, req, res) => {
      expect(req.headers.authorization).toBe('Bearer burst-token');
      if (n < 300) json(res, 200, { data: [] });
      else json(res, 429, { message: 'slow down', errors: [] }, n % 2 ? { 'retry-after': '2' } : {});
    });
    const judged: string[] = [];
    const before = Date.now();
    const r = await runBurst({
      url,
      headers: { authorization: 'Bearer burst-token' },
      maxRequests: 100_000,
      maxSeconds: 10,
      connections: 8,
      stopAfterThrottled: 50,
      judgeThrottled: (a) => {
        judged.push(a.headers['retry-after'] ?? 'none');
        return a.headers['retry-after'] ? [] : ['no Retry-After header'];
      },
    });
    expect(r.stoppedBy).toBe('throttled');
    // Ended by the throttle count, far short of the request bound (and of the 10 s one: stoppedBy says so).
    expect(r.sent).toBeLessThan(100_000);
    expect(r.throttled).toBeGreaterThanOrEqual(50);
    expect(judged.length).toBe(r.throttled);
    expect(r.invalidThrottled).toBe(judged.filter((j) => j === 'none').length);
    expect(r.firstInvalid?.problems).toEqual(['no Retry-After header']);
    expect(r.firstInvalid?.answer.body).toBe('{"message":"slow down","errors":[]}');
    expect(r.statuses['200']).toBe(300);
    expect(r.okBeforeThrottle).toBe(300);
    expect(r.firstThrottledMs).toBeGreaterThan(0);
    expect(r.rateBeforeThrottle).toBeGreaterThan(0);
    expect(r.retryUntil).toBeGreaterThanOrEqual(before + 2000);
    expect(r.serverErrors + r.connectionErrors + r.timeouts + r.dropped).toBe(0);
  });

  it('counts 5xx answers and keeps the first as evidence', async () => {
    const url = await server((n, _req, res) => (n % 10 === 9 ? json(res, 503, { message: 'busy', errors: [] }) : json(res, 200, {})));
    const r = await runBurst({ url, headers: {}, maxRequests: 500, maxSeconds: 10, connections: 4 });
    expect(r.stoppedBy).toBe('requests');
    expect(r.throttled).toBe(0);
    expect(r.serverErrors).toBe(Math.floor(r.answered / 10));
    expect(r.firstServerError?.status).toBe(503);
  });

  it('counts connections the server drops under a waiting request', async () => {
    const url = await server((n, req, res) => (n % 5 === 4 ? req.socket.destroy() : n % 7 === 6 ? req.socket.end() : json(res, 200, {})));
    const r = await runBurst({ url, headers: {}, maxRequests: 300, maxSeconds: 3, connections: 4, timeoutSeconds: 1 });
    expect(r.dropped).toBeGreaterThan(0);
    expect(r.answered + r.dropped).toBeLessThanOrEqual(r.sent);
  });

  it('ends at the time bound when nothing throttles', async () => {
    const url = await server((_n, _req, res) => json(res, 200, {}));
    const r = await runBurst({ url, headers: {}, maxRequests: 10_000_000, maxSeconds: 1, connections: 4 });
    expect(r.stoppedBy).toBe('seconds');
    expect(r.durationMs).toBeGreaterThanOrEqual(900);
    expect(r.sent).toBeLessThan(10_000_000);
    expect(r.throttled).toBe(0);
    expect(r.rate).toBeGreaterThan(0);
    expect(r.latencyMs.p50).toBeLessThanOrEqual(r.latencyMs.max);
  });

  it('stops when the run is interrupted', async () => {
    const url = await server((_n, _req, res) => json(res, 200, {}));
    const ac = new AbortController();
    setTimeout(() => ac.abort(), 200);
    const r = await runBurst({ url, headers: {}, maxRequests: 10_000_000, maxSeconds: 30, connections: 2, signal: ac.signal });
    // Ended by the abort: not by the 30 s bound nor the request bound.
    expect(r.stoppedBy).toBe('aborted');
    expect(r.sent).toBeLessThan(10_000_000);
  });
});
