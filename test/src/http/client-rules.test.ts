// The client rules of part 7, against a server that records what it receives.
import { describe, it, expect, afterEach, vi } from 'vitest';
import fc from 'fast-check';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { HttpClient } from '../../../src/http/client.ts';
import { Secrets } from '../../../src/http/secrets.ts';
import { parseRetryAfter } from '../../../src/http/retryAfter.ts';

type Handler = (req: http.IncomingMessage, res: http.ServerResponse, n: number) => void;
const servers: http.Server[] = [];
const clients: HttpClient[] = [];

/**
 * The clock of a test: the client's waits (its `sleep` hook) move it forward and return at once, and the
 * server stamps each arrival with it. A gap between two arrivals is then exactly the waits the client took
 * between them, on a fast machine or a slow one; a wall-clock gap would add however slow the machine is.
 * (That the client holds the retry until its wait is really over is shown with real waits, in order of
 * events, by test/load/client-rules.test.ts.)
 */
function fakeClock() {
  const clock = {
    now: 0,
    waits: [] as number[],
    sleep: async (ms: number): Promise<void> => {
      clock.waits.push(ms);
      clock.now += ms;
    },
  };
  return clock;
}

type Clock = ReturnType<typeof fakeClock>;

async function server(clock: Clock, handler: Handler): Promise<{ url: string; times: number[] }> {
  const times: number[] = [];
  const s = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      times.push(clock.now);
      handler(req, res, times.length);
    });
  });
  servers.push(s);
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(s.address() as AddressInfo).port}`, times };
}

function client(clock: Clock, extra: ConstructorParameters<typeof HttpClient>[0] extends infer O ? Partial<O> : never = {}): HttpClient {
  const c = new HttpClient({ secrets: new Secrets(), backoffBaseMs: 20, backoffMaxMs: 200, random: () => 1, sleep: clock.sleep, ...extra });
  clients.push(c);
  return c;
}

afterEach(async () => {
  vi.useRealTimers();
  for (const c of clients.splice(0)) await c.destroy();
  for (const s of servers.splice(0)) {
    s.closeAllConnections();
    await new Promise((r) => s.close(r));
  }
});

describe('client rules of part 7', () => {
  it('on 429 waits the Retry-After (delta-seconds) before the retry, and counts it', async () => {
    const clock = fakeClock();
    const srv = await server(clock, (_q, res, n) => {
      if (n === 1) res.writeHead(429, { 'retry-after': '1', 'content-type': 'application/json' }).end('{}');
      else res.writeHead(200).end('{}');
    });
    const c = client(clock);
    const r = await c.send({ method: 'GET', url: `${srv.url}/x`, headers: {} });
    expect(r.status).toBe(200);
    expect(srv.times).toHaveLength(2);
    // The announced second, plus the jitter at its bound (random fixed at 1): min(1000, 100 + 20 % of 1 s).
    expect(clock.waits).toEqual([1300]);
    expect(r.exchange.retries).toEqual([{ status: 429, waitedMs: 1300 }]);
    // The retry reached the server only once that wait was over: at least the second Retry-After asked for.
    expect(srv.times[1] - srv.times[0]).toBe(1300);
    expect(srv.times[1] - srv.times[0]).toBeGreaterThanOrEqual(1000);
    expect(c.stats.retries).toBe(1);
    expect(c.stats.waitedMs).toBe(1300);
  });

  it('honours Retry-After as an HTTP-date', async () => {
    // The wall clock stands still on a whole second (timers stay real): the date the server announces is
    // then exactly two seconds ahead of the client's reading of it, however long the exchange takes.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2030, 0, 2, 3, 4, 5) });
    const clock = fakeClock();
    const srv = await server(clock, (_q, res, n) => {
      if (n === 1) res.writeHead(429, { 'retry-after': new Date(Date.now() + 2000).toUTCString() }).end();
      else res.writeHead(200).end();
    });
    const r = await client(clock).send({ method: 'POST', url: srv.url, headers: {}, body: '{}' });
    expect(r.status).toBe(200);
    // Two seconds to the date, plus the jitter at its bound: min(1000, 100 + 20 % of 2 s).
    expect(clock.waits).toEqual([2500]);
    expect(srv.times).toEqual([0, 2500]);
  });

  it('does not resend a 429 without a valid Retry-After', async () => {
    const clock = fakeClock();
    const srv = await server(clock, (_q, res) => res.writeHead(429, { 'retry-after': 'soon' }).end());
    const r = await client(clock).send({ method: 'GET', url: srv.url, headers: {} });
    expect(r.status).toBe(429);
    expect(srv.times).toHaveLength(1);
    expect(clock.waits).toEqual([]);
  });

  describe('while a request waits out a Retry-After, new requests to its origin wait too', () => {
    /** Turns of the event loop until `done`: each lets a request go a step further (bounded, never timed). */
    async function turnsUntil(done: () => boolean): Promise<void> {
      for (let i = 0; i < 100_000 && !done(); i++) await new Promise((r) => setImmediate(r));
    }

    /** A server whose first request to /a gets 429 (Retry-After 1 s), and everything else 200; it records the order of paths. */
    async function throttlingFirst(clock: Clock): Promise<{ url: string; paths: string[] }> {
      const paths: string[] = [];
      const srv = await server(clock, (q, res, n) => {
        paths.push(q.url!);
        if (n === 1) res.writeHead(429, { 'retry-after': '1' }).end('{}');
        else res.writeHead(200).end('{}');
      });
      return { url: srv.url, paths };
    }

    /** A client whose every wait moves the test's clock, then does `during` (with the client) before it ends. */
    function clientWaiting(clock: Clock, during: (c: HttpClient) => Promise<void>, extra: Parameters<typeof client>[1] = {}): HttpClient {
      const c: HttpClient = client(clock, {
        ...extra,
        sleep: async (ms: number) => {
          await clock.sleep(ms);
          await during(c);
        },
      });
      return c;
    }

    it('a request started during the wait reaches the server after the retry', async () => {
      const clock = fakeClock();
      const srv = await throttlingFirst(clock);
      let later: Promise<unknown> | undefined;
      // The retry's wait starts the new request, and ends once that request is held back or has been
      // answered: a client that does not hold it back lets it reach the server first.
      const c = clientWaiting(clock, async (c) => {
        const answered = c.send({ method: 'GET', url: `${srv.url}/b`, headers: {} });
        later = answered;
        let done = false;
        void answered.finally(() => (done = true));
        await turnsUntil(() => done || c.heldBack === 1);
      });
      const r = await c.send({ method: 'GET', url: `${srv.url}/a`, headers: {} });
      expect(r.status).toBe(200);
      await later;
      expect(srv.paths).toEqual(['/a', '/a', '/b']);
      expect(c.heldBack).toBe(0);
    });

    it('a request waiting for a slot when the 429 comes is held back too, and goes after the retry', async () => {
      // One slot: /b waits for the slot /a holds. The 429 to /a begins the hold before the slot is free.
      const clock = fakeClock();
      const srv = await throttlingFirst(clock);
      const c = clientWaiting(clock, (c) => turnsUntil(() => c.heldBack === 1), { maxInFlight: 1 });
      const a = c.send({ method: 'GET', url: `${srv.url}/a`, headers: {} });
      const b = c.send({ method: 'GET', url: `${srv.url}/b`, headers: {} });
      await Promise.all([a, b]);
      expect(srv.paths).toEqual(['/a', '/a', '/b']);
    });

    it('holds back neither another origin nor a request sent without the client rules', async () => {
      const clock = fakeClock();
      const srv = await throttlingFirst(clock);
      const other = await server(clock, (q, res) => res.writeHead(200).end('{}'));
      // The wait lasts until both answers are in: were either held back, the test would not end.
      const c = clientWaiting(clock, async (c) => {
        const [x, y] = await Promise.all([
          c.send({ method: 'GET', url: `${other.url}/c`, headers: {} }),
          c.send({ method: 'GET', url: `${srv.url}/d`, headers: {}, retry: false }),
        ]);
        expect([x.status, y.status]).toEqual([200, 200]);
      });
      await c.send({ method: 'GET', url: `${srv.url}/a`, headers: {} });
      expect(srv.paths).toEqual(['/a', '/d', '/a']);
      expect(other.times).toHaveLength(1);
    });

    it('a held request ends, unsent, when the run is interrupted', async () => {
      const clock = fakeClock();
      const srv = await throttlingFirst(clock);
      const controller = new AbortController();
      let held: Promise<unknown> | undefined;
      const c = clientWaiting(clock, async (c) => {
        held = c.send({ method: 'GET', url: `${srv.url}/b`, headers: {}, signal: controller.signal });
        await turnsUntil(() => c.heldBack === 1);
        controller.abort(new Error('interrupted'));
        await held.catch(() => undefined);
      });
      await c.send({ method: 'GET', url: `${srv.url}/a`, headers: {} });
      await expect(held).rejects.toThrow('not sent: the run was interrupted');
      expect(srv.paths).toEqual(['/a', '/a']);
      expect(c.heldBack).toBe(0);
    });
  });

  it('retries an idempotent request on 5xx with growing backoff, bounded in count', async () => {
    const clock = fakeClock();
    const srv = await server(clock, (_q, res) => res.writeHead(503).end());
    const c = client(clock, { maxRetries5xx: 3 });
    const r = await c.send({ method: 'GET', url: srv.url, headers: {} });
    expect(r.status).toBe(503);
    expect(srv.times).toHaveLength(4);
    expect(r.exchange.retries?.map((x) => x.waitedMs)).toEqual([20, 40, 80]);
    // Each attempt reached the server after the wait before it: the gaps grow as the backoff does.
    const gaps = srv.times.slice(1).map((t, i) => t - srv.times[i]);
    expect(gaps).toEqual([20, 40, 80]);
  });

  it('does not retry a POST on 5xx (it could create twice)', async () => {
    const clock = fakeClock();
    const srv = await server(clock, (_q, res) => res.writeHead(500).end());
    const r = await client(clock).send({ method: 'POST', url: srv.url, headers: {}, body: '{}' });
    expect(r.status).toBe(500);
    expect(srv.times).toHaveLength(1);
  });

  it('never resends an unchanged request after a 4xx, but does send a changed one', async () => {
    const clock = fakeClock();
    const srv = await server(clock, (_q, res) => res.writeHead(400, { 'content-type': 'application/json' }).end('{"message":"bad","errors":[]}'));
    const c = client(clock);
    const first = await c.send({ method: 'POST', url: srv.url, headers: { a: '1' }, body: '{"x":1}' });
    const again = await c.send({ method: 'POST', url: srv.url, headers: { a: '1' }, body: '{"x":1}' });
    expect(again.status).toBe(400);
    expect(again.fromMemo).toBe(true);
    expect(again.body.toString()).toBe(first.body.toString());
    expect(srv.times).toHaveLength(1);
    await c.send({ method: 'POST', url: srv.url, headers: { a: '1' }, body: '{"x":2}' });
    expect(srv.times).toHaveLength(2);
  });

  it('sends each distinct request once and no identical one again, whatever the mix of 4xx requests before it', async () => {
    // A property over sequences from a small pool, so that identical requests recur and different requests
    // share a method, a URL or a body size: the client must send exactly the distinct ones (by method, URL,
    // headers and body bytes, given as text or as a Buffer), whether or not another was remembered first.
    const clock = fakeClock();
    const srv = await server(clock, (_q, res) => res.writeHead(400).end('no'));
    const request = fc.record({
      method: fc.constantFrom('POST', 'PUT'),
      path: fc.constantFrom('/a', '/b'),
      header: fc.constantFrom('1', '2'),
      // Same size, different bytes; and one text with multi-byte characters sent as either form.
      body: fc.constantFrom('{"x":1}', '{"x":2}', '{"x":10}', '{"é":1}', undefined),
      asBuffer: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(request, { minLength: 1, maxLength: 12 }), async (sequence) => {
        const c = client(clock);
        const sentBefore = srv.times.length;
        for (const r of sequence) {
          const body = r.body === undefined ? undefined : r.asBuffer ? Buffer.from(r.body) : r.body;
          const answer = await c.send({ method: r.method, url: srv.url + r.path, headers: { a: r.header }, body });
          expect(answer.status).toBe(400);
        }
        const distinct = new Set(sequence.map((r) => `${r.method} ${r.path} ${r.header} ${r.body}`));
        expect(srv.times.length - sentBefore).toBe(distinct.size);
        await c.destroy();
      }),
      { seed: 7, numRuns: 40 },
    );
  });

  it('quiet() waits for every attempt on the wire to end, a create whose caller stopped waiting included', async () => {
    const clock = fakeClock();
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    const srv = await server(clock, (_q, res) => void held.then(() => res.writeHead(201).end('{"id":1}')));
    const c = client(clock);
    const create = c.send({ method: 'POST', url: srv.url, headers: {}, body: '{}' });
    await new Promise((r) => setTimeout(r, 20));
    let quiet = false;
    const waited = c.quiet(5000).then(() => (quiet = true));
    for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 10));
    expect(srv.times).toHaveLength(1);
    expect(quiet).toBe(false);
    answer();
    await waited;
    // By then the create's answer has reached its caller.
    let got: number | undefined;
    void create.then((r) => (got = r.status));
    await new Promise((r) => setImmediate(r));
    expect(got).toBe(201);
    // With nothing on the wire it returns at once.
    await c.quiet(5000);
  });

  it('can be told not to retry at all', async () => {
    const clock = fakeClock();
    const srv = await server(clock, (_q, res) => res.writeHead(429, { 'retry-after': '0' }).end());
    const r = await client(clock).send({ method: 'GET', url: srv.url, headers: {}, retry: false });
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
