// The client listens to an interruption signal once, whatever the number of its requests, and lets go of it
// when it is closed: a signal that aborts only later (the run's cleanup signal ends with a 30 s timeout) would
// otherwise hold the client and everything it keeps until then.
import { getEventListeners } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { HttpClient } from '../../../src/http/client.ts';
import { Secrets } from '../../../src/http/secrets.ts';

const closers: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

async function server(handler: http.RequestListener): Promise<string> {
  const s = http.createServer(handler);
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  closers.push(() => {
    s.closeAllConnections();
    return new Promise<void>((r) => s.close(() => r()));
  });
  return `http://127.0.0.1:${(s.address() as AddressInfo).port}`;
}

const listeners = (signal: AbortSignal) => getEventListeners(signal, 'abort').length;

describe('HttpClient and the signals of its requests', () => {
  for (const end of ['close', 'destroy'] as const) {
    it(`listens once per signal, and takes its listeners off when it is ${end === 'close' ? 'closed' : 'destroyed'}`, async () => {
      const url = await server((_req, res) => res.end('{}'));
      const client = new HttpClient({ secrets: new Secrets(), requestTimeoutMs: 5000 });
      const first = new AbortController();
      const second = new AbortController();
      for (const signal of [first.signal, first.signal, second.signal]) {
        expect((await client.send({ method: 'GET', url: `${url}/x`, headers: {}, signal })).status).toBe(200);
      }
      expect([listeners(first.signal), listeners(second.signal)]).toEqual([1, 1]);
      await client[end]();
      expect([listeners(first.signal), listeners(second.signal)]).toEqual([0, 0]);
    });
  }

  it('still cuts off a request under way when its signal aborts, and listens to a signal again after that', async () => {
    const url = await server((req, res) => {
      if (req.url === '/silent') return;
      res.end('{}');
    });
    const client = new HttpClient({ secrets: new Secrets(), requestTimeoutMs: 60_000 });
    closers.unshift(() => client.destroy());
    const stop = new AbortController();
    const pending = client.send({ method: 'GET', url: `${url}/silent`, headers: {}, signal: stop.signal });
    // The request holds its slot on the wire before the abort comes.
    await new Promise((r) => setImmediate(r));
    stop.abort(new Error('interrupted'));
    // Cut off by the abort (under way, or not yet sent), not ended by its 60 s time bound.
    await expect(pending).rejects.toThrow(/interrupted/);
    expect(listeners(stop.signal)).toBe(0);
    const again = new AbortController();
    expect((await client.send({ method: 'GET', url: `${url}/x`, headers: {}, signal: again.signal })).status).toBe(200);
    expect(listeners(again.signal)).toBe(1);
  });
});
