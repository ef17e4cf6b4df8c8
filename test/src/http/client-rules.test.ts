// The client rules of part 7, against a server that records what it receives.
import { describe, it, expect, afterEach } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { HttpClient } from '../../../src/http/client.ts';
import { Secrets } from '../../../src/http/secrets.ts';
import { parseRetryAfter } from '../../../src/http/retryAfter.ts';

type Handler = (req: http.IncomingMessage, res: http.ServerResponse, n: number) => void;
const servers: http.Server[] = [];
const clients: HttpClient[] = [];

async function server(handler: Handler): Promise<{ url: string; times: number[] }> {
  const times: number[] = [];
  const s = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      times.push(Date.now());
      handler(req, res, times.length);
    });
  });
  servers.push(s);
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(s.address() as AddressInfo).port}`, times };
}

function client(extra: ConstructorParameters<typeof HttpClient>[0] extends infer O ? Partial<O> : never = {}): HttpClient {
  const c = new HttpClient({ secrets: new Secrets(), backoffBaseMs: 20, backoffMaxMs: 200, random: () => 1, ...extra });
  clients.push(c);
  return c;
}

afterEach(async () => {
  for (const c of clients.splice(0)) await c.destroy();
  for (const s of servers.splice(0)) {
    s.closeAllConnections();
    await new Promise((r) => s.close(r));
  }
});

describe('client rules of part 7', () => {
  it('on 429 waits the Retry-After (delta-seconds) before the retry, and counts it', async () => {
    const srv = await server((_q, res, n) => {
      if (n === 1) res.writeHead(429, { 'retry-after': '1', 'content-type': 'application/json' }).end('{}');
      else res.writeHead(200).end('{}');
    });
    const c = client();
    const r = await c.send({ method: 'GET', url: `${srv.url}/x`, headers: {} });
    expect(r.status).toBe(200);
    expect(srv.times).toHaveLength(2);
    expect(srv.times[1] - srv.times[0]).toBeGreaterThanOrEqual(950);
    // At least the announced second, plus a bounded jitter.
    expect(r.exchange.retries).toHaveLength(1);
    expect(r.exchange.retries![0].waitedMs).toBeGreaterThanOrEqual(1000);
    expect(r.exchange.retries![0].waitedMs).toBeLessThanOrEqual(1300);
    expect(c.stats.retries).toBe(1);
  });

  it('honours Retry-After as an HTTP-date', async () => {
    const srv = await server((_q, res, n) => {
      if (n === 1) res.writeHead(429, { 'retry-after': new Date(Date.now() + 2000).toUTCString() }).end();
      else res.writeHead(200).end();
    });
    const r = await client().send({ method: 'POST', url: srv.url, headers: {}, body: '{}' });
    expect(r.status).toBe(200);
    // An HTTP-date has whole seconds: the wait is between 1 and 2 s.
    expect(srv.times[1] - srv.times[0]).toBeGreaterThanOrEqual(900);
  });

  it('does not resend a 429 without a valid Retry-After', async () => {
    const srv = await server((_q, res) => res.writeHead(429, { 'retry-after': 'soon' }).end());
    const r = await client().send({ method: 'GET', url: srv.url, headers: {} });
    expect(r.status).toBe(429);
    expect(srv.times).toHaveLength(1);
  });

  it('retries an idempotent request on 5xx with growing backoff, bounded in count', async () => {
    const srv = await server((_q, res) => res.writeHead(503).end());
    const c = client({ maxRetries5xx: 3 });
    const r = await c.send({ method: 'GET', url: srv.url, headers: {} });
    expect(r.status).toBe(503);
    expect(srv.times).toHaveLength(4);
    expect(r.exchange.retries?.map((x) => x.waitedMs)).toEqual([20, 40, 80]);
    const gaps = srv.times.slice(1).map((t, i) => t - srv.times[i]);
    expect(gaps[2]).toBeGreaterThan(gaps[0]);
  });

  it('does not retry a POST on 5xx (it could create twice)', async () => {
    const srv = await server((_q, res) => res.writeHead(500).end());
    const r = await client().send({ method: 'POST', url: srv.url, headers: {}, body: '{}' });
    expect(r.status).toBe(500);
    expect(srv.times).toHaveLength(1);
  });

  it('never resends an unchanged request after a 4xx, but does send a changed one', async () => {
    const srv = await server((_q, res) => res.writeHead(400, { 'content-type': 'application/json' }).end('{"message":"bad","errors":[]}'));
    const c = client();
    const first = await c.send({ method: 'POST', url: srv.url, headers: { a: '1' }, body: '{"x":1}' });
    const again = await c.send({ method: 'POST', url: srv.url, headers: { a: '1' }, body: '{"x":1}' });
    expect(again.status).toBe(400);
    expect(again.fromMemo).toBe(true);
    expect(again.body.toString()).toBe(first.body.toString());
    expect(srv.times).toHaveLength(1);
    await c.send({ method: 'POST', url: srv.url, headers: { a: '1' }, body: '{"x":2}' });
    expect(srv.times).toHaveLength(2);
  });

  it('can be told not to retry at all', async () => {
    const srv = await server((_q, res) => res.writeHead(429, { 'retry-after': '0' }).end());
    const r = await client().send({ method: 'GET', url: srv.url, headers: {}, retry: false });
    expect(r.status).toBe(429);
    expect(srv.times).toHaveLength(1);
  });
});

describe('parseRetryAfter', () => {
  it('reads delta-seconds and the three date forms, and nothing else', () => {
    const now = Date.parse('Sun, 06 Nov 1994 08:49:30 GMT');
    expect(parseRetryAfter('120', now)).toBe(120_000);
    expect(parseRetryAfter('Sun, 06 Nov 1994 08:49:37 GMT', now)).toBe(7000);
    expect(parseRetryAfter('Sunday, 06-Nov-94 08:49:37 GMT', now)).toBe(7000);
    expect(parseRetryAfter('Sun Nov  6 08:49:37 1994', now)).toBe(7000);
    expect(parseRetryAfter('Sun, 06 Nov 1994 08:00:00 GMT', now)).toBe(0);
    for (const bad of [undefined, '', '-1', '1.5', 'soon', '2024-01-01T00:00:00Z', 'Sun, 06 Nov 1994']) expect(parseRetryAfter(bad, now)).toBeNull();
  });
});
