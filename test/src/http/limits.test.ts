// The politeness bound (--max-rate) and the bound on requests in flight (--concurrency), on a clock of the
// test's own: what they allow is counted, never timed.
import { describe, expect, it } from 'vitest';
import { TokenBucket, type Clock } from '../../../src/http/rateLimit.ts';
import { InFlightLimit } from '../../../src/http/inFlight.ts';
import { resolveRunConfig } from '../../../src/engine/config.ts';
import { runCli } from '../../e2e/cli.ts';

/** A clock that moves only when someone sleeps on it, and records when each sleeper is released. */
function fakeClock(): Clock & { t: number } {
  const clock = {
    t: 0,
    now: () => clock.t,
    sleep: async (ms: number) => {
      clock.t += ms;
    },
  };
  return clock;
}

describe('TokenBucket', () => {
  it('lets requests go no closer than 1/rate apart, in the order they asked, also when they ask at once', async () => {
    const sleeps: number[] = [];
    const clock: Clock = { now: () => 0, sleep: async (ms) => void sleeps.push(ms) };
    const bucket = new TokenBucket(50, clock); // 20 ms apart
    // Ten callers at the same instant: the first goes at once, the others wait 20, 40, ... ms, in call order.
    await Promise.all(Array.from({ length: 10 }, () => bucket.take()));
    expect(sleeps).toEqual([20, 40, 60, 80, 100, 120, 140, 160, 180]);
  });

  it('does not save up tokens while idle: after a quiet spell the next two are still 1/rate apart', async () => {
    const clock = fakeClock();
    const bucket = new TokenBucket(10, clock);
    await bucket.take();
    clock.t += 5_000;
    const first = clock.now();
    await bucket.take();
    expect(clock.now()).toBe(first);
    await bucket.take();
    expect(clock.now() - first).toBe(100);
  });

  it('refuses a rate that is not above 0', () => {
    expect(() => new TokenBucket(0, fakeClock())).toThrow(RangeError);
  });
});

describe('InFlightLimit', () => {
  it('never lets more than its bound through at once, and hands slots over in order', async () => {
    const limit = new InFlightLimit(3);
    let active = 0;
    let peak = 0;
    const order: number[] = [];
    await Promise.all(
      Array.from({ length: 12 }, async (_, i) => {
        await limit.acquire();
        active++;
        peak = Math.max(peak, active);
        order.push(i);
        for (let k = 0; k < (i % 4) + 1; k++) await new Promise((r) => setImmediate(r));
        active--;
        limit.release();
      }),
    );
    expect(peak).toBe(3);
    expect(order).toEqual([...Array(12).keys()]);
    expect(limit.inFlight).toBe(0);
  });
});

describe('--max-rate', () => {
  it('is a positive number of requests per second in the run configuration', () => {
    expect(resolveRunConfig({ maxRate: 25 }, {}).maxRate).toBe(25);
    expect(resolveRunConfig({}, {}).maxRate).toBeUndefined();
  });

  it('of 0 or less is bad usage (exit 2, one line)', async () => {
    const res = await runCli(['run', '--max-rate', '0']);
    expect(res.code).toBe(2);
    expect(res.stderr).toMatch(/^conformance: --max-rate must be .* got 0\n$/);
  });
});

describe('HttpClient bounds', () => {
  it('waits for the rate bound before each request and keeps at most maxInFlight requests at the server', async () => {
    const { createServer } = await import('node:http');
    const { HttpClient } = await import('../../../src/http/client.ts');
    const { Secrets } = await import('../../../src/http/secrets.ts');
    let open = 0;
    let peak = 0;
    let served = 0;
    const server = createServer((_req, res) => {
      open++;
      peak = Math.max(peak, open);
      // Answered a few event-loop turns later, so that requests would pile up without the bound.
      setTimeout(() => {
        open--;
        served++;
        res.end('{}');
      }, 5);
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(server.address() as { port: number }).port}/`;
    const sleeps: number[] = [];
    const http = new HttpClient({ secrets: new Secrets(), maxInFlight: 2, maxRate: 10, clock: { now: () => 0, sleep: async (ms) => void sleeps.push(ms) } });
    try {
      await Promise.all(Array.from({ length: 8 }, () => http.send({ method: 'GET', url, headers: {} })));
    } finally {
      await http.destroy();
      await new Promise<void>((r) => server.close(() => r()));
    }
    expect(served).toBe(8);
    expect(peak).toBe(2);
    expect(sleeps).toEqual([100, 200, 300, 400, 500, 600, 700]);
  });
});

describe('InFlightLimit between senders', () => {
  it('hands a freed slot to the senders in turn, each sender in its own order', async () => {
    const limit = new InFlightLimit(1);
    await limit.acquire('holder');
    const order: string[] = [];
    const wait = (sender: string, n: number) =>
      Array.from({ length: n }, async (_, i) => {
        await limit.acquire(sender);
        order.push(`${sender}${i}`);
        await new Promise((r) => setImmediate(r));
        limit.release(sender);
      });
    // A sender with many independent requests queues first; one with a chain (a single request at a time)
    // queues after it, and still gets the next turn instead of waiting behind all of them.
    const many = wait('many', 4);
    const chain = wait('chain', 2);
    limit.release('holder');
    await Promise.all([...many, ...chain]);
    expect(order).toEqual(['many0', 'chain0', 'many1', 'chain1', 'many2', 'many3']);
    expect(limit.inFlight).toBe(0);
  });

  it('hands a freed slot to the waiting sender that holds the fewest, before one that waited longer', async () => {
    const limit = new InFlightLimit(3);
    // `wide` holds two slots and queues two more requests; `other` holds the third slot.
    await limit.acquire('wide');
    await limit.acquire('wide');
    await limit.acquire('other');
    const order: string[] = [];
    const queued = (sender: string, i: number) => limit.acquire(sender).then(() => void order.push(`${sender}${i}`));
    const w2 = queued('wide', 2);
    const w3 = queued('wide', 3);
    // `chain` holds none and waits after `wide`: the slot `other` frees goes to it.
    const c0 = queued('chain', 0);
    limit.release('other');
    await c0;
    expect(order).toEqual(['chain0']);
    // Now `wide` (2 held) and nobody else waits: the next slot freed goes to wide, whoever frees it.
    limit.release('chain');
    await w2;
    expect(order).toEqual(['chain0', 'wide2']);
    // With `wide` holding 3 and `late` none, a slot freed by wide goes to late, who queued last.
    const l0 = queued('late', 0);
    limit.release('wide');
    await l0;
    expect(order).toEqual(['chain0', 'wide2', 'late0']);
    limit.release('late');
    await w3;
    expect(order).toEqual(['chain0', 'wide2', 'late0', 'wide3']);
    for (let i = 0; i < 3; i++) limit.release('wide');
    expect(limit.inFlight).toBe(0);
  });
});
