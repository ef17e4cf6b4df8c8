// Credentials are taken when a request holds its slot, not when it was queued: a short-lived token taken
// before a long wait for a slot (or for a Retry-After) would reach the server expired. The order is made
// explicit: the first request holds the only slot until the test lets its answer go.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it, onTestFinished } from 'vitest';
import { HttpClient } from '../../../src/http/client.ts';
import { Secrets } from '../../../src/http/secrets.ts';

describe('HttpClient freshHeaders', () => {
  it('asks for the credential headers once the request holds its slot, and sends those', async () => {
    const held: ServerResponse[] = [];
    const seen: string[] = [];
    let arrived!: () => void;
    const first = new Promise<void>((resolve) => (arrived = resolve));
    const server = createServer((req: IncomingMessage, res: ServerResponse) => {
      seen.push(String(req.headers.authorization));
      if (req.url === '/slow') {
        held.push(res);
        arrived();
      } else res.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    onTestFinished(() => new Promise<void>((resolve) => server.close(() => resolve())));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const http = new HttpClient({ secrets: new Secrets(), maxInFlight: 1 });
    onTestFinished(() => http.destroy());

    let token = 'token-1';
    const asked: string[] = [];
    const freshHeaders = async () => {
      asked.push(token);
      return { authorization: `Bearer ${token}` };
    };
    const slow = http.send({ method: 'GET', url: `${base}/slow`, headers: { authorization: 'Bearer token-1' }, freshHeaders });
    await first;
    // Queued behind the slow one with the token of its time; the token is renewed while it waits.
    const queued = http.send({ method: 'GET', url: `${base}/fast`, headers: { authorization: 'Bearer token-1' }, freshHeaders });
    await new Promise((resolve) => setImmediate(resolve));
    expect(asked).toEqual(['token-1']);
    token = 'token-2';
    held[0].end('done');
    expect((await slow).status).toBe(200);
    expect((await queued).status).toBe(200);
    expect(asked).toEqual(['token-1', 'token-2']);
    expect(seen).toEqual(['Bearer token-1', 'Bearer token-2']);
  });
});
