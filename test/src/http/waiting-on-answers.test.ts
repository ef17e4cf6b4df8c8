// HttpClient.waitingOnAnswers: true only while requests are under way and every one has been written to its
// connection; the run's warm-up waits for it, so that it never delays a request still to be sent.
import { afterEach, describe, expect, it } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { HttpClient } from '../../../src/http/client.ts';
import { Secrets } from '../../../src/http/secrets.ts';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

/** A server that answers only when told to; `arrived` resolves as each request's body has come in. */
async function heldServer(): Promise<{ url: string; arrived: () => Promise<void>; answerAll: () => void }> {
  const held: http.ServerResponse[] = [];
  const waiting: (() => void)[] = [];
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      held.push(res);
      waiting.shift()?.();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  closers.push(() => new Promise<void>((r) => server.close(() => r())));
  let seen = 0;
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    arrived: () => (held.length > seen++ ? Promise.resolve() : new Promise<void>((r) => waiting.push(r))),
    answerAll: () => {
      for (const res of held.splice(0)) res.end('{}');
    },
  };
}

describe('HttpClient.waitingOnAnswers', () => {
  it('is false with nothing under way, true once every request under way is on its connection, false again after the answers', async () => {
    const server = await heldServer();
    const client = new HttpClient({ secrets: new Secrets(), requestTimeoutMs: 5000 });
    closers.unshift(() => client.destroy());
    expect(client.waitingOnAnswers).toBe(false);
    const sent = [client.send({ method: 'POST', url: `${server.url}/a`, headers: {}, body: 'x' }), client.send({ method: 'GET', url: `${server.url}/b`, headers: {} })];
    // Handed to the client, not yet written: a connection is still to open.
    expect(client.waitingOnAnswers).toBe(false);
    await server.arrived();
    await server.arrived();
    expect(client.waitingOnAnswers).toBe(true);
    server.answerAll();
    await Promise.all(sent);
    expect(client.waitingOnAnswers).toBe(false);
  });
});
