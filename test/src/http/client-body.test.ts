// A body given to the client as bytes is sent as they are, and recorded without decoding more than the
// evidence shows: a large document's bytes are never turned back into text for its curl line.
import { afterEach, describe, expect, it } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { HttpClient } from '../../../src/http/client.ts';
import { Secrets } from '../../../src/http/secrets.ts';

const closers: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

describe('HttpClient with a body as bytes', () => {
  it('sends a large body unchanged and records it with a file marker, without decoding it whole', async () => {
    let received = Buffer.alloc(0);
    const server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        received = Buffer.concat(chunks);
        res.end('{}');
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    closers.push(() => new Promise<void>((r) => server.close(() => r())));
    const client = new HttpClient({ secrets: new Secrets(), requestTimeoutMs: 5000 });
    closers.unshift(() => client.destroy());

    const body = Buffer.from(`{"base64EncodedContents":"${'QUJD'.repeat(50_000)}"}`);
    const whole = body.toString.bind(body);
    // Decoding all of it (no start and end given) is what must not happen; the evidence's excerpt may decode a slice.
    body.toString = ((encoding?: BufferEncoding, start?: number, end?: number) => {
      if (start === undefined && end === undefined) throw new Error('decoded whole');
      return whole(encoding, start, end);
    }) as typeof body.toString;
    const result = await client.send({ method: 'POST', url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/d`, headers: { 'content-type': 'application/json' }, body });
    expect(result.status).toBe(200);
    expect(received.equals(body)).toBe(true);
    expect(result.exchange.reproduce).toContain('--data-binary @body.json');
    expect(result.exchange.request.bodyBytes).toBe(body.length);
  });

  it('sends a chunked body without a Content-Length, whole, on every attempt, and says so in its evidence and curl line', async () => {
    const seen: { headers: http.IncomingHttpHeaders; body: string }[] = [];
    const server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        seen.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
        // The first attempt gets a 429 that part 7's client rules retry: the second must carry the body too.
        if (seen.length === 1) res.writeHead(429, { 'retry-after': '0', 'content-type': 'application/json' }).end('{}');
        else res.writeHead(201, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    closers.push(() => new Promise<void>((r) => server.close(() => r())));
    const client = new HttpClient({ secrets: new Secrets(), requestTimeoutMs: 5000 });
    closers.unshift(() => client.destroy());

    const body = '{"fileName":"Prüfbericht 📄.pdf","metaData":[]}';
    const result = await client.send({ method: 'POST', url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/d`, headers: { 'content-type': 'application/json' }, body, chunked: true });
    expect(result.status).toBe(201);
    expect(seen).toHaveLength(2);
    for (const s of seen) {
      expect(s.headers['transfer-encoding']).toBe('chunked');
      expect(s.headers['content-length']).toBeUndefined();
      expect(s.body).toBe(body);
    }
    expect(result.exchange.request.headers['transfer-encoding']).toBe('chunked');
    expect(result.exchange.reproduce).toMatch(/transfer-encoding: chunked/i);
  });
});
