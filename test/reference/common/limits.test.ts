// The rest of a body the reference servers answered before reading it (413): a client still sending gets its
// answer and keeps its connection, never a reset; one that sends without end is cut off after a bounded amount.
import { createServer } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { BodyTooLarge, listen, readBody, sendError } from '../../../reference/common/http.ts';
import { cutUnreadBody } from '../../../reference/common/limits.ts';
import { startDocumentHolder } from '../../../reference/interface-a/index.ts';
import { startPlatform } from '../../../reference/interface-b/index.ts';

const LIMIT = 1024;

const servers: { close(): void; closeAllConnections(): void }[] = [];
afterEach(() => {
  for (const s of servers.splice(0)) {
    s.close();
    s.closeAllConnections();
  }
});

/** Limits of the test's own server: only the byte bound can cut a connection, however slow the machine. */
const LIMITS = { unreadBodyGraceMs: 60_000, lingerMs: 60_000, lingerMaxBytes: 4 * 1024 * 1024 };

/**
 * A server that reads each body up to LIMIT bytes and answers 413 beyond, as both references do (200
 * otherwise), its unread bodies handled by cutUnreadBody with LIMITS.
 */
async function serve(): Promise<number> {
  const server = createServer((req, res) => {
    cutUnreadBody(req, res, LIMITS);
    readBody(req, LIMIT).then(
      () => sendError(res, 200, 'read'),
      (err: unknown) => {
        if (err instanceof BodyTooLarge) sendError(res, 413, 'Request body too large');
      },
    );
  });
  servers.push(server);
  await listen(server, 0);
  return (server.address() as AddressInfo).port;
}

interface Outcome {
  /** The answers received whole, in order. */
  answers: string[];
  /** The socket error the client got, if any (a reset: ECONNRESET or EPIPE). */
  error?: string;
}

/** The answers in `text` received whole (by Content-Length), and what is left over. */
function wholeAnswers(text: string): string[] {
  const out: string[] = [];
  for (let rest = text; ; ) {
    const headEnd = rest.indexOf('\r\n\r\n');
    if (headEnd < 0) return out;
    const length = Number(/\r\ncontent-length: *(\d+)/i.exec(rest.slice(0, headEnd))?.[1] ?? 0);
    if (rest.length < headEnd + 4 + length) return out;
    out.push(rest.slice(0, headEnd + 4 + length));
    rest = rest.slice(headEnd + 4 + length);
  }
}

/**
 * On one connection: sends `head` and `first`; once the whole answer is in, sends `after` (what a client
 * uploading a large body still has on its way when the answer comes) in pieces, then `next` (another
 * request), and ends once that is answered too, or when the server closes or resets the connection.
 */
function exchange(port: number, head: string, first: Buffer, after: Buffer, next: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const s: Socket = connect({ port, host: '127.0.0.1' });
    let text = '';
    let error: string | undefined;
    let sentAfter = false;
    const sendRest = async () => {
      for (let at = 0; at < after.length && !s.destroyed; at += 64 * 1024) {
        await new Promise<void>((done) => s.write(after.subarray(at, at + 64 * 1024), () => done()));
      }
      if (!s.destroyed) s.write(next);
    };
    s.on('connect', () => s.write(Buffer.concat([Buffer.from(head), first])));
    s.on('data', (d: Buffer) => {
      text += d.toString('latin1');
      const answers = wholeAnswers(text);
      if (answers.length >= 1 && !sentAfter) {
        sentAfter = true;
        void sendRest();
      }
      if (answers.length >= 2) s.end();
    });
    s.on('error', (e: NodeJS.ErrnoException) => (error = e.code ?? e.message));
    s.on('close', () => resolve({ answers: wholeAnswers(text), error }));
  });
}

const post = (length: number | 'chunked') =>
  `POST /documents HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n${length === 'chunked' ? 'Transfer-Encoding: chunked' : `Content-Length: ${length}`}\r\n\r\n`;
const GET = 'GET /next HTTP/1.1\r\nHost: x\r\n\r\n';
const chunk = (n: number) => Buffer.from(`${n.toString(16)}\r\n${'a'.repeat(n)}\r\n`);

describe('the rest of a body refused before it was read', () => {
  it('a declared length over the limit: 413 at once; the rest of the body sent after it is taken without a reset, and the connection carries the next request', async () => {
    const port = await serve();
    const size = 512 * 1024;
    const r = await exchange(port, post(size), Buffer.alloc(10, 0x61), Buffer.alloc(size - 10, 0x61), GET);
    expect(r.error).toBeUndefined();
    expect(r.answers.map((a) => a.slice(0, 12))).toEqual(['HTTP/1.1 413', 'HTTP/1.1 200']);
  });

  it('a body that passes the limit as it streams: the same', async () => {
    const port = await serve();
    const r = await exchange(port, post('chunked'), chunk(LIMIT + 1), Buffer.concat([chunk(256 * 1024), Buffer.from('0\r\n\r\n')]), GET);
    expect(r.error).toBeUndefined();
    expect(r.answers.map((a) => a.slice(0, 12))).toEqual(['HTTP/1.1 413', 'HTTP/1.1 200']);
  });

  it('a client that keeps sending after the answer is cut off once it has sent the bound the server drops', async () => {
    const port = await serve();
    const s = connect({ port, host: '127.0.0.1' });
    let sent = 0;
    const block = Buffer.alloc(256 * 1024, 0x61);
    const closed = new Promise<void>((resolve) => s.on('close', () => resolve()));
    s.on('error', () => undefined);
    s.on('connect', () => {
      s.write(post(10 * 1024 * 1024 * 1024));
      const pump = () => {
        while (!s.destroyed) {
          sent += block.length;
          if (!s.write(block)) return void s.once('drain', pump);
        }
      };
      pump();
    });
    await closed;
    // The server dropped at most lingerMaxBytes; what is in flight in the socket buffers comes on top.
    expect(sent).toBeGreaterThan(LIMITS.lingerMaxBytes);
    expect(sent).toBeLessThan(LIMITS.lingerMaxBytes + 64 * 1024 * 1024);
  });
});

// Their own limits: the whole body goes at once, as curl sends it, so that no pause of this side can end the
// reading; closed under the client, the connection could not carry the next request.
describe('both reference servers, a document over their body limit sent whole', () => {
  const size = 256 * 1024;
  const body = Buffer.alloc(size, 0x61);

  it('interface A: 413, no reset, and the connection carries the next request', async () => {
    const key = 'limits-key-2c8e51';
    const holder = await startDocumentHolder({ port: 0, apiKey: key, maxBodyBytes: LIMIT });
    try {
      const head = `POST /suppliers/S-1/documents HTTP/1.1\r\nHost: x\r\nX-API-KEY: ${key}\r\nContent-Type: application/json\r\nContent-Length: ${size}\r\n\r\n`;
      const r = await exchange(holder.port, head, body, Buffer.alloc(0), `GET /materials/M-1/documents HTTP/1.1\r\nHost: x\r\nX-API-KEY: ${key}\r\n\r\n`);
      expect(r.error).toBeUndefined();
      expect(r.answers.map((a) => a.slice(0, 12))).toEqual(['HTTP/1.1 413', 'HTTP/1.1 200']);
    } finally {
      await holder.close();
    }
  });

  it('interface B: the same', async () => {
    const client = { clientId: 'limits', clientSecret: 'limits-secret-7d1f', userId: 1 };
    const platform = await startPlatform({ port: 0, clients: [client], rateLimit: false, maxBodyBytes: LIMIT });
    try {
      const grant = await fetch(platform.tokenUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `grant_type=client_credentials&client_id=${client.clientId}&client_secret=${client.clientSecret}`,
      });
      const { access_token: token } = (await grant.json()) as { access_token: string };
      const auth = `Authorization: Bearer ${token}\r\n`;
      const head = `POST /v2/development-actions HTTP/1.1\r\nHost: x\r\n${auth}Content-Type: application/json\r\nContent-Length: ${size}\r\n\r\n`;
      const r = await exchange(platform.port, head, body, Buffer.alloc(0), `GET /v2/development-actions?limit=1 HTTP/1.1\r\nHost: x\r\n${auth}\r\n`);
      expect(r.error).toBeUndefined();
      expect(r.answers.map((a) => a.slice(0, 12))).toEqual(['HTTP/1.1 413', 'HTTP/1.1 200']);
    } finally {
      await platform.close();
    }
  });
});
