// The HTTP layer's own defences, one fault each: bounded memory of repeated 4xx answers, redaction that a
// cut cannot defeat, interruption that never loses a creation, and the bounded fetch of the token request.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { HttpClient, TransportError } from '../../src/http/client.ts';
import { boundedFetch } from '../../src/http/boundedFetch.ts';
import { Secrets, encodedForms } from '../../src/http/secrets.ts';
import * as hostile from './servers.ts';
import { waitFor } from './harness.ts';

const closers: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const c of closers.splice(0).reverse()) await c();
});

async function server(handle: (req: IncomingMessage, res: ServerResponse) => void): Promise<{ url: string; hits: string[] }> {
  const hits: string[] = [];
  const s = createServer((req, res) => {
    hits.push(`${req.method} ${req.url}`);
    req.resume();
    req.on('end', () => handle(req, res));
  });
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  closers.push(
    () =>
      new Promise<void>((resolve) => {
        s.close(() => resolve());
        s.closeAllConnections();
      }),
  );
  return { url: `http://127.0.0.1:${(s.address() as AddressInfo).port}`, hits };
}

function client(secrets = new Secrets(), timeoutMs = 2_000): HttpClient {
  const c = new HttpClient({ secrets, requestTimeoutMs: timeoutMs, backoffBaseMs: 1 });
  closers.push(() => c.destroy());
  return c;
}

describe('repeated 4xx answers are remembered within a memory bound', () => {
  it('large 4xx bodies: the oldest are forgotten (sent again), the newest are not', async () => {
    const big = 'x'.repeat(8 * 1024 * 1024);
    const s = await server((_req, res) => {
      res.writeHead(400, { 'content-type': 'text/plain' });
      res.end(big);
    });
    const http = client();
    // 12 distinct requests of 8 MiB answers: 96 MiB, over the bound.
    for (let i = 0; i < 12; i++) await http.send({ method: 'GET', url: `${s.url}/r${i}`, headers: {} });
    expect(s.hits).toHaveLength(12);
    const latest = await http.send({ method: 'GET', url: `${s.url}/r11`, headers: {} });
    expect(latest.fromMemo).toBe(true);
    const oldest = await http.send({ method: 'GET', url: `${s.url}/r0`, headers: {} });
    expect(oldest.fromMemo).toBeUndefined();
    expect(s.hits).toHaveLength(13);
  });
});

describe('redaction', () => {
  it('a secret cut by the evidence excerpt leaves no part of itself behind', async () => {
    const secret = 'tok-STRADDLE-0123456789-abcdef';
    for (const offset of [8192 - 7, 8192 - 1, 8192 - secret.length, 8192]) {
      const body = `${'a'.repeat(offset)}${secret}${'b'.repeat(20_000)}`;
      const s = await server((_req, res) => {
        res.writeHead(500, { 'content-type': 'text/plain' });
        res.end(body);
      });
      const secrets = new Secrets();
      secrets.add(secret);
      const res = await client(secrets).send({ method: 'POST', url: s.url, headers: {}, retry: false });
      const shown = res.exchange.response!.body!;
      expect(shown.length).toBeLessThan(8192 + 100);
      expect(shown).not.toContain(secret.slice(0, 6));
    }
  });

  it('every encoded form is redacted, and a Base64 run that hides a secret', () => {
    const secret = 'Se cr+t/=~!*()é';
    const secrets = new Secrets();
    secrets.addBasic('client id', secret);
    for (const form of encodedForms(secret)) expect(secrets.redact(`before ${form} after`)).toBe('before <redacted> after');
    const wrapped = Buffer.from(`Bearer ${secret} and more`).toString('base64');
    expect(secrets.redact(`x ${wrapped} y`)).toBe('x <redacted> y');
    const basicStrict = Buffer.from(`client+id:${encodeURIComponent(secret).replace(/[!'()*~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`).replace(/%20/g, '+')}`).toString('base64');
    expect(secrets.redact(basicStrict)).toBe('<redacted>');
    // Ordinary Base64 content stays as it is.
    const innocent = Buffer.from('nothing to see here at all').toString('base64');
    expect(secrets.redact(innocent)).toBe(innocent);
  });
});

describe('interruption', () => {
  it('a creation under way is let finish; a read under way is cut off; nothing new is sent', async () => {
    // Answers are held until the test lets them go: both requests are surely under way at the interruption.
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    const s = await server((req, res) => {
      void released.then(() => {
        res.writeHead(req.method === 'POST' ? 201 : 200, { 'content-type': 'application/json' });
        res.end('{"id":1}');
      });
    });
    const http = client(new Secrets(), 30_000);
    const interrupt = new AbortController();
    const post = http.send({ method: 'POST', url: `${s.url}/create`, headers: {}, body: '{}', signal: interrupt.signal });
    const get = http.send({ method: 'GET', url: `${s.url}/read`, headers: {}, signal: interrupt.signal });
    await waitFor(() => s.hits.length === 2, 30_000, 'both requests to reach the server');
    interrupt.abort(new Error('interrupted'));
    await expect(get).rejects.toBeInstanceOf(TransportError);
    release();
    const created = await post;
    expect(created.status).toBe(201);
    await expect(http.send({ method: 'POST', url: `${s.url}/late`, headers: {}, body: '{}', signal: interrupt.signal })).rejects.toThrow(/not sent: the run was interrupted/);
    // Nothing after the interruption: the two requests (on two connections, so in either order) and no more.
    expect([...s.hits].sort()).toEqual(['GET /read', 'POST /create']);
  });

  it('a creation under way is still bounded by the request timeout', async () => {
    const s = await hostile.silent();
    closers.push(() => s.close());
    const http = client(new Secrets(), 300);
    const interrupt = new AbortController();
    const post = http.send({ method: 'POST', url: s.url, headers: {}, body: '{}', signal: interrupt.signal });
    interrupt.abort();
    // The server never answers: only the request timeout can end it, and the error names it.
    await expect(post).rejects.toThrow(/300 ms/);
  });
});

describe('the bounded fetch of the token request', () => {
  it('asks for no encoding, inflates nothing, cuts at the cap, ends in time, follows no redirect', async () => {
    const fetch = boundedFetch({ timeoutMs: 400, maxBytes: 64 * 1024 });
    closers.push(() => fetch.close());
    const bomb = await hostile.compressionBomb('gzip');
    const silent = await hostile.silent();
    const other = await hostile.recorder();
    const redirect = await hostile.redirect(`${other.url}/token`);
    closers.push(() => Promise.all([bomb, silent, other, redirect].map((x) => x.close())));

    await expect(fetch(bomb.url, { headers: { 'accept-encoding': 'gzip, br' } })).rejects.toThrow(/exceeds 65536 bytes/);
    expect(bomb.hits[0].headers['accept-encoding']).toBe('identity');

    // Never answered: cut by the deadline (the error says so), not left hanging.
    await expect(fetch(silent.url)).rejects.toThrow(/within 400 ms/);

    const res = await fetch(`${redirect.url}/token`, { method: 'POST', headers: { authorization: 'Basic c2VjcmV0' }, body: new URLSearchParams({ a: 'b' }) });
    expect(res.status).toBe(307);
    expect(other.hits).toEqual([]);
  });

  it('accepts a self-signed certificate only when told to', async () => {
    const tls = await hostile.selfSignedTls();
    closers.push(() => tls.close());
    const strict = boundedFetch({ timeoutMs: 1_000 });
    const lax = boundedFetch({ timeoutMs: 1_000, insecure: true });
    closers.push(() => strict.close(), () => lax.close());
    await expect(strict(tls.url)).rejects.toThrow(/self.signed|certificate/i);
    expect((await lax(tls.url)).status).toBe(401);
  });
});
