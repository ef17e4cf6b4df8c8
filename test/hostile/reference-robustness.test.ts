// The reference servers are hostile-client proof: bad, huge and deeply nested bodies, slow and silent
// clients and crowds of connections get a 4xx or are cut off, never a 5xx or a crash, and memory stays
// bounded. Each test ends by proving the server still serves.
import { request } from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDocumentHolder, type StartedDocumentHolder } from '../../reference/interface-a/index.ts';
import { startPlatform, type StartedPlatform } from '../../reference/interface-b/index.ts';
import { SERVER_LIMITS } from '../../reference/common/limits.ts';

const KEY = 'robustness-key-0123';
const CLIENT = { clientId: 'robust', clientSecret: 'robust-secret', userId: 1 };
let a: StartedDocumentHolder;
let b: StartedPlatform;
let token = '';

beforeAll(async () => {
  a = await startDocumentHolder({ apiKey: KEY });
  b = await startPlatform({ clients: [CLIENT], rateLimit: false });
  const res = await send(b.port, 'POST', '/oauth/token', 'grant_type=client_credentials', {
    authorization: `Basic ${Buffer.from(`${CLIENT.clientId}:${CLIENT.clientSecret}`).toString('base64')}`,
    'content-type': 'application/x-www-form-urlencoded',
  });
  token = (JSON.parse(res.body) as { access_token: string }).access_token;
});
afterAll(async () => {
  await Promise.all([a?.close(), b?.close()]);
});

interface Answer {
  status: number;
  body: string;
  headers: Record<string, string | string[] | undefined>;
}

function send(port: number, method: string, path: string, body?: string | Buffer, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path, headers: { ...headers, ...(body !== undefined ? { 'content-length': String(Buffer.byteLength(body)) } : {}) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), headers: res.headers }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.setTimeout(5_000, () => req.destroy(new Error('no answer within 5 s')));
    req.end(body);
  });
}

const A_CREATE = '/suppliers/S-1/documents';
const B_CREATE = '/v2/development-actions';
const aHeaders = { 'x-api-key': KEY, 'content-type': 'application/json' };
const bHeaders = () => ({ authorization: `Bearer ${token}`, 'content-type': 'application/json' });

/** Both servers still answer a plain valid request correctly. */
async function stillServing(): Promise<void> {
  const qa = await send(a.port, 'GET', '/materials/M-1/documents', undefined, { 'x-api-key': KEY });
  expect(qa.status).toBe(200);
  const qb = await send(b.port, 'GET', `${B_CREATE}?limit=1`, undefined, bHeaders());
  expect(qb.status).toBe(200);
}

/**
 * Opens a raw connection, runs `drive` on it, and resolves with what came back and whether the server closed
 * it. The client gives up only after `limitMs`, far beyond any limit of the servers even on a loaded machine:
 * a connection the server closed was closed by one of its own limits, not raced by this one.
 */
function raw(port: number, drive: (s: net.Socket) => void, limitMs = 30_000): Promise<{ answer: string; closedByServer: boolean }> {
  return new Promise((resolve) => {
    const s = net.connect(port, '127.0.0.1');
    let answer = '';
    let byServer = true;
    const limit = setTimeout(() => {
      byServer = false;
      s.destroy();
    }, limitMs);
    s.on('connect', () => drive(s));
    s.on('data', (d: Buffer) => (answer += d.toString('latin1')));
    s.on('error', () => undefined);
    s.on('close', () => {
      clearTimeout(limit);
      resolve({ answer, closedByServer: byServer });
    });
  });
}

describe('bad bodies get a 4xx, never a 5xx', () => {
  /** Not a JSON object at all: refused by both. */
  const malformed: [string, string | Buffer][] = [
    ['invalid JSON', '{"fileName": "a.pdf",'],
    ['binary garbage', Buffer.from([0xff, 0xfe, 0x00, 0x01, 0x80, 0x7b, 0x22])],
    ['JSON null', 'null'],
    ['a JSON string', '"a string"'],
    ['a JSON number beyond double range', '1e999999'],
    ['an array', '[1,2,3]'],
    ['nesting 100 000 deep (arrays)', `${'['.repeat(100_000)}${']'.repeat(100_000)}`],
  ];
  /** Objects with odd content: every field of a document is optional, so interface A may accept them. */
  const odd: [string, string | Buffer][] = [
    ['invalid UTF-8 inside a string', Buffer.concat([Buffer.from('{"fileName":"'), Buffer.from([0xc3, 0x28, 0xa0, 0xa1]), Buffer.from('","title":"x"}')])],
    ['prototype pollution', '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},"fileName":"p.pdf","title":"t"}'],
    ['a lone surrogate', '{"fileName":"\\ud800","title":"\\udfff"}'],
    ['nesting 100 000 deep inside a field', `{"metaData":[{"key":"k","value":${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}}],"benefits":${'['.repeat(50_000)}${']'.repeat(50_000)}}`],
    ['50 000 keys', `{${Array.from({ length: 50_000 }, (_, i) => `"k${i}":${i}`).join(',')}}`],
  ];
  const bodies = [...malformed, ...odd];

  it.each(malformed)('%s: 4xx with the error body', async (_name, body) => {
    const ra = await send(a.port, 'POST', A_CREATE, body, aHeaders);
    const rb = await send(b.port, 'POST', B_CREATE, body, bHeaders());
    for (const r of [ra, rb]) {
      expect(r.status, r.body.slice(0, 300)).toBeGreaterThanOrEqual(400);
      expect(r.status, r.body.slice(0, 300)).toBeLessThan(500);
      expect(JSON.parse(r.body)).toMatchObject({ message: expect.any(String), errors: expect.any(Array) });
    }
  });

  it.each(odd)('%s: an answer below 500, JSON, and no prototype polluted', async (_name, body) => {
    const ra = await send(a.port, 'POST', A_CREATE, body, aHeaders);
    const rb = await send(b.port, 'POST', B_CREATE, body, bHeaders());
    for (const r of [ra, rb]) {
      expect(r.status, r.body.slice(0, 300)).toBeLessThan(500);
      expect(() => JSON.parse(r.body)).not.toThrow();
    }
    // The platform requires status, title, categoryId, benefits…: none of these bodies is a valid action.
    expect(rb.status).toBe(400);
    expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
    expect((Object.prototype as { polluted?: unknown }).polluted).toBeUndefined();
  });

  it('the same bodies under a wrong content type, and a PATCH of each: still 4xx', async () => {
    for (const [, body] of bodies) {
      const ra = await send(a.port, 'PUT', A_CREATE, body, { ...aHeaders, 'content-type': 'text/plain' });
      const rb = await send(b.port, 'PATCH', `${B_CREATE}/1`, body, { ...bHeaders(), 'content-type': 'application/x-www-form-urlencoded' });
      for (const r of [ra, rb]) expect(r.status, r.body.slice(0, 200)).toBeLessThan(500);
    }
    await stillServing();
  });
});

describe('huge bodies are refused without being held', () => {
  it('a declared Content-Length of 10 GB: 413 at once, nothing read', async () => {
    for (const [port, path, headers] of [
      [a.port, A_CREATE, aHeaders],
      [b.port, B_CREATE, bHeaders()],
    ] as const) {
      const r = await raw(port, (s) => {
        s.write(`POST ${path} HTTP/1.1\r\nHost: x\r\n${Object.entries(headers).map(([k, v]) => `${k}: ${v}\r\n`).join('')}Content-Length: 10737418240\r\n\r\n{"a":`);
      });
      // Answered at once, before any of the 10 GB was read; the client sends no more, and the server closes the
      // connection after the pause it allows for the rest (cutUnreadBody), not waiting for the 10 GB.
      expect(r.answer).toMatch(/^HTTP\/1\.1 413 /);
      expect(r.closedByServer).toBe(true);
    }
    await stillServing();
  });

  /**
   * Streams a chunked body that never ends: the client writes as fast as the connection takes it and stops
   * only when the connection closes (or when `raw` gives up after its far limit, which the test sees as "not
   * closed by the server"). Nothing bounds it in bytes, so a connection the server closed was closed while
   * the body was still coming, however fast this machine pushes bytes through loopback. Resolves with the
   * bytes written before the cut.
   */
  function endless(port: number, head: string): Promise<{ sentMB: number; answer: string; closedByServer: boolean }> {
    let sent = 0;
    const chunk = Buffer.alloc(256 * 1024, 0x61);
    const frame = Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')]);
    return raw(
      port,
      (s) => {
        s.write(head);
        const pump = () => {
          while (!s.destroyed) {
            sent += chunk.length;
            if (!s.write(frame)) return void s.once('drain', pump);
          }
        };
        pump();
      },
    ).then((r) => ({ sentMB: sent / 1024 / 1024, answer: r.answer, closedByServer: r.closedByServer }));
  }

  it('an endless body: cut off past the body limit, memory bounded', async () => {
    const before = process.memoryUsage().rss;
    const ra = await endless(a.port, `POST ${A_CREATE} HTTP/1.1\r\nHost: x\r\nX-API-KEY: ${KEY}\r\nTransfer-Encoding: chunked\r\n\r\n`);
    const rb = await endless(b.port, `POST ${B_CREATE} HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${token}\r\nTransfer-Encoding: chunked\r\n\r\n`);
    for (const r of [ra, rb]) {
      expect(r.closedByServer).toBe(true);
      // The limit is 50 MiB; what is in flight in socket buffers comes on top.
      expect(r.sentMB).toBeLessThan(150);
      expect(r.answer === '' || /^HTTP\/1\.1 413 /.test(r.answer)).toBe(true);
    }
    expect(process.memoryUsage().rss - before).toBeLessThan(300 * 1024 * 1024);
    await stillServing();
  });

  it('an endless body to a request answered before its body is read (401, 404): cut off after a grace', async () => {
    const [noKey, noRoute, noToken] = await Promise.all([
      endless(a.port, `POST ${A_CREATE} HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n`),
      endless(a.port, `POST /no/such/route HTTP/1.1\r\nHost: x\r\nX-API-KEY: ${KEY}\r\nTransfer-Encoding: chunked\r\n\r\n`),
      endless(b.port, `POST ${B_CREATE} HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n`),
    ]);
    expect(noKey.answer).toMatch(/^HTTP\/1\.1 401 /);
    expect(noRoute.answer).toMatch(/^HTTP\/1\.1 404 /);
    expect(noToken.answer).toMatch(/^HTTP\/1\.1 401 /);
    // The client never ends these bodies: a connection closed by the server was cut while the body was still
    // coming, by the grace after the answer (Node alone would drain it for as long as it came).
    for (const r of [noKey, noRoute, noToken]) expect(r.closedByServer).toBe(true);
    await stillServing();
  });
});

describe('slow, silent and many clients', () => {
  it('the servers are built with sensible time limits', () => {
    for (const server of [a.server, b.server]) {
      expect(server.headersTimeout).toBeLessThanOrEqual(SERVER_LIMITS.headersTimeoutMs);
      expect(server.requestTimeout).toBeLessThanOrEqual(SERVER_LIMITS.requestTimeoutMs);
      expect(server.requestTimeout).toBeGreaterThan(0);
      expect(server.timeout).toBeGreaterThan(0);
      expect(server.keepAliveTimeout).toBeLessThanOrEqual(SERVER_LIMITS.keepAliveTimeoutMs);
    }
  });

  /** Runs `body` with the limits of both servers shortened, so that the test sees them act in well under a second. */
  async function withShortLimits(body: () => Promise<void>): Promise<void> {
    const saved = [a.server, b.server].map((s) => ({ s, h: s.headersTimeout, r: s.requestTimeout, t: s.timeout }));
    for (const { s } of saved) {
      s.headersTimeout = 300;
      s.requestTimeout = 600;
      s.timeout = 400;
    }
    try {
      await body();
    } finally {
      for (const { s, h, r, t } of saved) {
        s.headersTimeout = h;
        s.requestTimeout = r;
        s.timeout = t;
      }
    }
  }

  it('slowloris headers, a slow body and a silent connection are all cut off', async () => {
    await withShortLimits(async () => {
      const trickle = (port: number, head: string, every: number) =>
        raw(port, (s) => {
          let i = 0;
          const t = setInterval(() => (s.destroyed ? clearInterval(t) : s.write(head[i++ % head.length])), every);
        });
      const slowBody = (port: number, head: string) =>
        raw(port, (s) => {
          s.write(head);
          const t = setInterval(() => (s.destroyed ? clearInterval(t) : s.write('a')), 20);
        });
      const results = await Promise.all([
        trickle(a.port, `GET /materials/M-1/documents HTTP/1.1\r\nX-Long: ${'a'.repeat(500)}`, 10),
        trickle(b.port, `GET ${B_CREATE} HTTP/1.1\r\nX-Long: ${'a'.repeat(500)}`, 10),
        slowBody(a.port, `POST ${A_CREATE} HTTP/1.1\r\nHost: x\r\nX-API-KEY: ${KEY}\r\nContent-Length: 100000\r\n\r\n`),
        slowBody(b.port, `POST ${B_CREATE} HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${token}\r\nContent-Length: 100000\r\n\r\n`),
        raw(a.port, () => undefined),
        raw(b.port, () => undefined),
      ]);
      for (const r of results) {
        // Closed by the server's own (shortened) limits: this side would have waited 30 s.
        expect(r.closedByServer).toBe(true);
        expect(r.answer === '' || /^HTTP\/1\.1 (408|400) /.test(r.answer)).toBe(true);
      }
    });
    await stillServing();
  });

  it('hundreds of connections at once (garbage, silent, half requests): each gets a 4xx or is cut off, and valid requests are served meanwhile', async () => {
    await withShortLimits(async () => {
      const crowd: ReturnType<typeof raw>[] = [];
      for (let i = 0; i < 300; i++) {
        const port = i % 2 ? a.port : b.port;
        const kind = i % 3;
        crowd.push(
          raw(port, (s) => {
            if (kind === 0) s.write('GARBAGE \x00\x01\x02 NOT HTTP\r\n\r\n');
            else if (kind === 1) s.write('GET / HTTP/1.1\r\nHost');
          }),
        );
      }
      // While the crowd holds its connections, valid requests are answered.
      await stillServing();
      const results = await Promise.all(crowd);
      for (const r of results) {
        expect(r.closedByServer).toBe(true);
        expect(r.answer === '' || /^HTTP\/1\.1 4\d\d /.test(r.answer)).toBe(true);
      }
      expect(results.filter((r) => /^HTTP\/1\.1 400 /.test(r.answer)).length).toBeGreaterThan(50);
    });
    await stillServing();
  });
});
