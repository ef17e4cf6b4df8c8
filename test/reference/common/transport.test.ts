// Compression and Connection: close of the reference servers' transport options, as a gateway applies them.
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync, brotliDecompressSync, inflateSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { listen } from '../../../reference/common/http.ts';
import { createLimitedServer } from '../../../reference/common/limits.ts';
import { chooseCoding, withTransport, type TransportOptions } from '../../../reference/common/transport.ts';

const BODY = JSON.stringify({ data: Array.from({ length: 50 }, (_, i) => ({ fileName: `f${i}.pdf`, description: 'same text again', type: 'pdf' })) });

const servers: { close(): void; closeAllConnections(): void }[] = [];
afterEach(() => {
  for (const s of servers.splice(0)) {
    s.close();
    s.closeAllConnections();
  }
});

async function serve(options: TransportOptions): Promise<number> {
  const server = createLimitedServer(
    withTransport((req, res) => {
      res.writeHead(req.url === '/empty' ? 204 : 200, { 'content-type': 'application/json', 'content-length': req.url === '/empty' ? 0 : Buffer.byteLength(BODY) });
      res.end(req.url === '/empty' ? undefined : BODY);
    }, options),
  );
  servers.push(server);
  await listen(server, 0);
  return (server.address() as AddressInfo).port;
}

function get(port: number, path: string, headers: Record<string, string>): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request({ port, host: '127.0.0.1', path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

describe('chooseCoding', () => {
  const offered = ['br', 'gzip', 'deflate'] as const;
  it('takes the server\'s first preference the request accepts', () => {
    expect(chooseCoding('gzip, deflate, br', offered)).toBe('br');
    expect(chooseCoding('gzip;q=0.5, deflate', offered)).toBe('gzip');
    expect(chooseCoding('deflate', offered)).toBe('deflate');
    expect(chooseCoding('*', offered)).toBe('br');
  });
  it('compresses nothing the request excludes or does not name', () => {
    expect(chooseCoding('identity', offered)).toBeUndefined();
    expect(chooseCoding('br;q=0, gzip;q=0, deflate;q=0', offered)).toBeUndefined();
    expect(chooseCoding('*;q=0', offered)).toBeUndefined();
    expect(chooseCoding('', offered)).toBeUndefined();
  });
  it('without the header at all, compresses only when told to (RFC 9110 12.5.3 allows any coding then)', () => {
    expect(chooseCoding(undefined, offered)).toBeUndefined();
    expect(chooseCoding(undefined, offered, true)).toBe('br');
  });
});

describe('withTransport', () => {
  it('compresses the body with the coding chosen, its length and Vary set', async () => {
    const port = await serve({ compression: ['br', 'gzip', 'deflate'] });
    const decode = { br: brotliDecompressSync, gzip: gunzipSync, deflate: inflateSync };
    for (const coding of ['br', 'gzip', 'deflate'] as const) {
      const res = await get(port, '/', { 'accept-encoding': coding });
      expect(res.headers['content-encoding']).toBe(coding);
      expect(res.headers.vary).toBe('Accept-Encoding');
      expect(Number(res.headers['content-length'])).toBe(res.body.length);
      expect(res.body.length).toBeLessThan(Buffer.byteLength(BODY));
      expect(decode[coding](res.body).toString()).toBe(BODY);
    }
  });

  it('sends the body as it is to a request that asks for identity or for nothing', async () => {
    const port = await serve({ compression: ['gzip'] });
    for (const headers of [{ 'accept-encoding': 'identity' }, {}] as Record<string, string>[]) {
      const res = await get(port, '/', headers);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body.toString()).toBe(BODY);
    }
  });

  it('compresses a request without Accept-Encoding when told to, never one asking for identity', async () => {
    const port = await serve({ compression: ['gzip'], compressUnasked: true });
    expect((await get(port, '/', {})).headers['content-encoding']).toBe('gzip');
    expect((await get(port, '/', { 'accept-encoding': 'identity' })).body.toString()).toBe(BODY);
  });

  it('leaves an answer without a body as it is', async () => {
    const port = await serve({ compression: ['gzip'] });
    const res = await get(port, '/empty', { 'accept-encoding': 'gzip' });
    expect(res.status).toBe(204);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('answers with Connection: close and closes the connection', async () => {
    const port = await serve({ connectionClose: true });
    const res = await get(port, '/', {});
    expect(res.headers.connection).toBe('close');
    expect(res.body.toString()).toBe(BODY);
  });

  it('is the handler itself when nothing is chosen', () => {
    const handler = () => undefined;
    expect(withTransport(handler, {})).toBe(handler);
  });
});
