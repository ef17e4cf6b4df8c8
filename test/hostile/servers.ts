// Hostile and broken targets on loopback, one behaviour each, to prove that the tool turns a misbehaving
// server into a failed check (or exit 2) and never into a crash, a hang or unbounded memory.
// Every server is bounded in time: each connection and the server itself are destroyed after `lifetimeMs`
// even if a test forgets to close it, and `close()` drops every connection at once.
import { readFileSync } from 'node:fs';
import { createServer as createHttpServer, type IncomingMessage, type Server as HttpServer, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import net from 'node:net';
import zlib from 'node:zlib';
import { afterEach } from 'vitest';

export interface Hit {
  method: string;
  path: string;
  /** Lower-case header names. */
  headers: Record<string, string>;
  /** The request body as text (raw servers do not read bodies: empty). */
  body: string;
}

export interface HostileServer {
  /** Base URL, e.g. `http://127.0.0.1:40123`. */
  url: string;
  port: number;
  /** Every request head the server saw, in order. */
  hits: Hit[];
  /** Bytes of response body the server wrote (for the streaming servers). */
  sent: { bytes: number };
  close(): Promise<void>;
}

export interface HostileOptions {
  host?: string;
  /** Hard bound on every connection and on the server itself. */
  lifetimeMs?: number;
  /**
   * The first this many requests get a plain 400 with the error body, so that the setup probe sees a target
   * that answers; the misbehaviour starts after them (a target that stops answering mid-run).
   */
  answerFirst?: number;
}

const DEFAULT_LIFETIME_MS = 20_000;

type RawHandler = (socket: net.Socket, hit: Hit, sent: { bytes: number }) => void;

/** A TCP server that reads one request head per connection and hands the socket to `handle`. */
async function rawServer(handle: RawHandler, opts: HostileOptions = {}): Promise<HostileServer> {
  const hits: Hit[] = [];
  const sent = { bytes: 0 };
  const sockets = new Set<net.Socket>();
  const lifetime = opts.lifetimeMs ?? DEFAULT_LIFETIME_MS;
  const server = net.createServer((socket) => {
    sockets.add(socket);
    const kill = setTimeout(() => socket.destroy(), lifetime);
    kill.unref();
    socket.on('close', () => {
      clearTimeout(kill);
      sockets.delete(socket);
    });
    socket.on('error', () => undefined);
    let head = '';
    const onData = (chunk: Buffer) => {
      head += chunk.toString('latin1');
      const end = head.indexOf('\r\n\r\n');
      if (end < 0) {
        if (head.length > 64 * 1024) socket.destroy();
        return;
      }
      socket.off('data', onData);
      // The rest (a request body) is read and dropped so that the client is never blocked on writing it.
      socket.on('data', () => undefined);
      const hit = parseHead(head.slice(0, end));
      hits.push(hit);
      if (hits.length <= (opts.answerFirst ?? 0)) {
        const body = '{"message":"refused","errors":[{"type":"INVALID","message":"refused","source":"body"}]}';
        socket.end(`HTTP/1.1 400 Bad Request\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`);
        return;
      }
      handle(socket, hit, sent);
    };
    socket.on('data', onData);
  });
  return listenAndWrap(server, hits, sent, sockets, opts);
}

function parseHead(head: string): Hit {
  const [requestLine, ...lines] = head.split('\r\n');
  const [method = '', path = ''] = requestLine.split(' ');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const i = line.indexOf(':');
    if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
  }
  return { method, path, headers, body: '' };
}

async function listenAndWrap(
  server: net.Server,
  hits: Hit[],
  sent: { bytes: number },
  sockets: Set<net.Socket>,
  opts: HostileOptions,
  scheme = 'http',
): Promise<HostileServer> {
  const host = opts.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as net.AddressInfo).port;
  const stop = setTimeout(() => void close(), opts.lifetimeMs ?? DEFAULT_LIFETIME_MS);
  stop.unref();
  let closed: Promise<void> | undefined;
  const close = () =>
    (closed ??= new Promise<void>((resolve) => {
      clearTimeout(stop);
      for (const s of sockets) s.destroy();
      (server as HttpServer).closeAllConnections?.();
      server.close(() => resolve());
    }));
  return { url: `${scheme}://${host.includes(':') ? `[${host}]` : host}:${port}`, port, hits, sent, close };
}

type HttpHandler = (req: IncomingMessage, res: ServerResponse, hit: Hit, sent: { bytes: number }) => void;

/** A node:http server that records each request (body included, up to 1 MiB) before answering. */
async function httpServer(handle: HttpHandler, opts: HostileOptions & { tls?: boolean } = {}): Promise<HostileServer> {
  const hits: Hit[] = [];
  const sent = { bytes: 0 };
  const sockets = new Set<net.Socket>();
  const lifetime = opts.lifetimeMs ?? DEFAULT_LIFETIME_MS;
  const onRequest = (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size <= 1024 * 1024) chunks.push(c);
    });
    req.on('end', () => {
      const headers: Record<string, string> = {};
      for (const [k, v] of Object.entries(req.headers)) if (v !== undefined) headers[k] = Array.isArray(v) ? v.join(', ') : v;
      const hit: Hit = { method: req.method ?? '', path: req.url ?? '', headers, body: Buffer.concat(chunks).toString('utf8') };
      hits.push(hit);
      handle(req, res, hit, sent);
    });
    req.on('error', () => undefined);
  };
  const server = opts.tls
    ? createHttpsServer({ key: readFileSync(TLS_KEY), cert: readFileSync(TLS_CERT) }, onRequest)
    : createHttpServer(onRequest);
  server.on('connection', (socket: net.Socket) => {
    sockets.add(socket);
    const kill = setTimeout(() => socket.destroy(), lifetime);
    kill.unref();
    socket.on('close', () => {
      clearTimeout(kill);
      sockets.delete(socket);
    });
  });
  server.on('tlsClientError', () => undefined);
  server.on('clientError', (_err, socket) => socket.destroy());
  return listenAndWrap(server, hits, sent, sockets, opts, opts.tls ? 'https' : 'http');
}

export const TLS_CERT = new URL('../../fixtures/tls/cert.pem', import.meta.url);
export const TLS_KEY = new URL('../../fixtures/tls/key.pem', import.meta.url);

const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text), ...headers });
  res.end(text);
};

/** A port on loopback where nothing listens: connections are refused. */
export async function refusedPort(host = '127.0.0.1'): Promise<{ url: string; port: number }> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return { url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`, port };
}

/** Sends part of a declared body, then resets the connection (RST, not FIN). */
export function resetMidBody(opts?: HostileOptions): Promise<HostileServer> {
  return rawServer((socket) => {
    socket.write('HTTP/1.1 401 Unauthorized\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"message":"Unauth');
    setTimeout(() => socket.resetAndDestroy(), 20);
  }, opts);
}

/** Accepts the connection, reads the request head and closes the connection without a word. */
export function closeAtOnce(opts?: HostileOptions): Promise<HostileServer> {
  return rawServer((socket) => socket.end(), opts);
}

/**
 * A 200 whose JSON nests a million levels deep, with long digits so that the lossless parser (recursive)
 * is the one that meets it.
 */
export function deepJson(opts?: HostileOptions & { depth?: number }): Promise<HostileServer> {
  const depth = opts?.depth ?? 1_000_000;
  const text = `{"data":[{"id":123456789012345678901234567890,"deep":${'['.repeat(depth)}${']'.repeat(depth)}}],"meta":{"paging":{"totalCount":1,"currentPage":1}}}`;
  return httpServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
    res.end(text);
  }, opts);
}

/** Accepts the connection, reads the request and never answers. */
export function silent(opts?: HostileOptions): Promise<HostileServer> {
  return rawServer(() => undefined, opts);
}

/** Sends the status line, then an endless header one byte at a time. */
export function trickleHeaders(opts?: HostileOptions & { intervalMs?: number }): Promise<HostileServer> {
  return rawServer((socket) => {
    socket.write('HTTP/1.1 401 Unauthorized\r\nX-Slow: ');
    const t = setInterval(() => {
      if (socket.destroyed) return clearInterval(t);
      socket.write('a');
    }, opts?.intervalMs ?? 10);
    socket.on('close', () => clearInterval(t));
  }, opts);
}

/** Sends headers and then a chunked body that trickles forever and never ends. */
export function endlessBody(opts?: HostileOptions & { intervalMs?: number }): Promise<HostileServer> {
  return rawServer((socket, _hit, sent) => {
    socket.write('HTTP/1.1 401 Unauthorized\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n1\r\n[\r\n');
    const t = setInterval(() => {
      if (socket.destroyed) return clearInterval(t);
      socket.write('2\r\n0,\r\n');
      sent.bytes += 2;
    }, opts?.intervalMs ?? 20);
    socket.on('close', () => clearInterval(t));
  }, opts);
}

/** Streams a body of `totalBytes` (declared in Content-Length), honouring backpressure so the server stays small too. */
export function hugeBody(opts?: HostileOptions & { totalBytes?: number }): Promise<HostileServer> {
  const total = opts?.totalBytes ?? 512 * 1024 * 1024;
  const chunk = Buffer.alloc(64 * 1024, 0x20);
  return rawServer((socket, _hit, sent) => {
    socket.write(`HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: ${total}\r\n\r\n`);
    let written = 0;
    const pump = () => {
      while (written < total && !socket.destroyed) {
        const n = Math.min(chunk.length, total - written);
        written += n;
        sent.bytes += n;
        if (!socket.write(n === chunk.length ? chunk : chunk.subarray(0, n))) return void socket.once('drain', pump);
      }
      if (written >= total) socket.end();
    };
    pump();
  }, opts);
}

/** A complete answer of fixed text under the given content type. */
function fixedAnswer(contentType: string, text: string, opts?: HostileOptions & { status?: number }): Promise<HostileServer> {
  return httpServer((_req, res) => {
    res.writeHead(opts?.status ?? 200, { 'content-type': contentType, 'content-length': Buffer.byteLength(text) });
    res.end(text);
  }, opts);
}

/** A complete answer whose body is not JSON although it says so. */
export function invalidJson(opts?: HostileOptions & { status?: number }): Promise<HostileServer> {
  return fixedAnswer('application/json', '{"data": [{"fileName": "a.pdf", ', opts);
}

/** Valid JSON served as text/html. */
export function wrongContentType(opts?: HostileOptions & { status?: number }): Promise<HostileServer> {
  return fixedAnswer('text/html; charset=utf-8', '{"data":[],"message":"not what the header says"}', opts);
}

/**
 * A compressed body that inflates without bound, sent whatever the request asked for, as a hostile server
 * would: gzip members of 8 MiB of spaces (~8 KiB each) concatenated endlessly, or a brotli stream fed with
 * spaces until the client goes away (each MiB compresses to a few hundred bytes).
 */
export function compressionBomb(encoding: 'gzip' | 'br', opts?: HostileOptions & { status?: number }): Promise<HostileServer> {
  const plain = Buffer.alloc(8 * 1024 * 1024, 0x20);
  const member = encoding === 'gzip' ? Buffer.concat([zlib.gzipSync(plain, { level: 9 }), Buffer.from('\r\n')]) : undefined;
  return rawServer((socket, _hit, sent) => {
    socket.write(
      `HTTP/1.1 ${opts?.status ?? 200} OK\r\nContent-Type: application/json\r\nContent-Encoding: ${encoding}\r\nTransfer-Encoding: chunked\r\n\r\n`,
    );
    const chunk = (data: Buffer) => {
      sent.bytes += data.length;
      socket.write(`${data.length.toString(16)}\r\n`);
      return socket.write(Buffer.concat([data, Buffer.from('\r\n')]));
    };
    if (member) {
      const pump = () => {
        while (!socket.destroyed) if (!chunk(member.subarray(0, member.length - 2))) return void socket.once('drain', pump);
      };
      return pump();
    }
    const br = zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } });
    br.on('data', (d: Buffer) => {
      if (!socket.destroyed) chunk(d);
    });
    br.on('error', () => socket.destroy());
    const feed = () => {
      if (socket.destroyed) return void br.destroy();
      br.write(plain.subarray(0, 1024 * 1024), () => setImmediate(feed));
    };
    socket.on('close', () => br.destroy());
    feed();
  }, opts);
}

/** Announces chunked encoding and then sends a chunk size that is not hexadecimal. */
export function badChunked(opts?: HostileOptions): Promise<HostileServer> {
  return rawServer((socket) => {
    socket.write('HTTP/1.1 401 Unauthorized\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{"message":"x"}\r\n0\r\n\r\n');
  }, opts);
}

/** Answers every request with a redirect to `location` (another origin, or a path on this one). */
export function redirect(location: string, opts?: HostileOptions & { status?: number }): Promise<HostileServer> {
  return httpServer((_req, res) => {
    res.writeHead(opts?.status ?? 307, { location, 'content-type': 'application/json', 'content-length': 2 });
    res.end('{}');
  }, opts);
}

/** Records every request and answers 401 with a valid error body: the place a redirect points to. */
export function recorder(opts?: HostileOptions): Promise<HostileServer> {
  return httpServer((_req, res) => json(res, 401, { message: 'recorded', errors: [] }), opts);
}

/** Sends 102 and 103 interim answers without end and never a final one. */
export function informationalStorm(opts?: HostileOptions & { intervalMs?: number }): Promise<HostileServer> {
  return rawServer((socket, _hit, sent) => {
    let n = 0;
    const t = setInterval(() => {
      if (socket.destroyed) return clearInterval(t);
      for (let i = 0; i < 50; i++) {
        socket.write(n++ % 2 ? 'HTTP/1.1 102 Processing\r\n\r\n' : 'HTTP/1.1 103 Early Hints\r\nLink: </x.css>; rel=preload\r\n\r\n');
        sent.bytes++;
      }
    }, opts?.intervalMs ?? 2);
    socket.on('close', () => clearInterval(t));
  }, opts);
}

/** An HTTP/1.0 answer without Content-Length: the body ends when the server closes the connection. */
export function http10(body: string, opts?: HostileOptions & { status?: number; neverClose?: boolean }): Promise<HostileServer> {
  return rawServer((socket) => {
    socket.write(`HTTP/1.0 ${opts?.status ?? 200} OK\r\nContent-Type: application/json\r\n\r\n`);
    // Written in two parts: the reader must not stop at the first one.
    const half = Math.floor(body.length / 2);
    socket.write(body.slice(0, half));
    setTimeout(() => {
      if (socket.destroyed) return;
      socket.write(body.slice(half));
      if (!opts?.neverClose) socket.end();
    }, 20);
  }, opts);
}

/** A well-behaved https target (401 to everything) whose certificate is self-signed. */
export function selfSignedTls(opts?: HostileOptions): Promise<HostileServer> {
  return httpServer(keyedAnswer, { ...opts, tls: true });
}

/** The key the hostile runs send (test/hostile/findings.ts). */
const HOSTILE_KEY = 'hostile-test-key';

/**
 * 401 with the error body of part 7 unless the request carries the hostile runs' key, an empty A3 answer
 * with it: a target whose credentials work, so that the setup probe lets the run go on to the checks.
 */
const keyedAnswer: HttpHandler = (req, res) => {
  if (req.headers['x-api-key'] === HOSTILE_KEY) json(res, 200, { data: [] });
  else json(res, 401, { message: 'Unauthorized', errors: [] });
};

/** A well-behaved target: 401 with the error body of part 7 without the key, 200 with it (e.g. on `[::1]`). */
export function plain401(opts?: HostileOptions): Promise<HostileServer> {
  return httpServer(keyedAnswer, opts);
}

export interface EchoOptions extends HostileOptions {
  /** Access token the token endpoint hands out. */
  accessToken: string;
  /** Status of every answer other than the token endpoint's; default 200. */
  status?: number;
  /** Token endpoint answers 401 (echoing the credentials) instead of a token. */
  refuseToken?: boolean;
}

/**
 * Echoes every credential it receives: in the body (all request headers and the request body, plain,
 * Base64 and URL-encoded) and in response headers, also from its token endpoint (`/oauth/token`).
 */
export function echoCredentials(opts: EchoOptions): Promise<HostileServer> {
  return httpServer((req, res, hit) => {
    const creds = [hit.headers.authorization ?? '', hit.headers['x-api-key'] ?? '', hit.headers['x-docs-key'] ?? '', hit.body].filter(Boolean);
    const decoded = creds.flatMap((c) => {
      const basic = /^Basic (.+)$/.exec(c)?.[1];
      return basic ? [Buffer.from(basic, 'base64').toString('utf8')] : [];
    });
    const echo = {
      headers: hit.headers,
      body: hit.body,
      decoded,
      base64: creds.map((c) => Buffer.from(c).toString('base64')),
      urlEncoded: creds.map((c) => encodeURIComponent(c)),
    };
    const echoHeaders: Record<string, string> = {
      'x-echo-authorization': hit.headers.authorization ?? '',
      'x-echo-key': hit.headers['x-api-key'] ?? '',
      'x-echo-decoded': decoded.join(' ').replace(/[^\x20-\x7e]/g, '?'),
      'www-authenticate': `Bearer error="invalid_token", error_description="${(hit.headers.authorization ?? '').replace(/"/g, '')}"`,
      'set-cookie': `session=${hit.headers['x-api-key'] ?? hit.headers.authorization ?? 'none'}`.replace(/[^\x20-\x7e]/g, '?'),
    };
    if (new URL(req.url ?? '/', 'http://x').pathname === '/oauth/token') {
      if (opts.refuseToken) return json(res, 401, { error: 'invalid_client', error_description: JSON.stringify(echo) }, echoHeaders);
      return json(res, 200, { access_token: opts.accessToken, token_type: 'Bearer', expires_in: 3600, echo }, echoHeaders);
    }
    return json(res, opts.status ?? 200, { message: 'echo', errors: [{ type: 'ECHO', message: JSON.stringify(echo), source: 'Authorization' }], data: [echo], echo }, echoHeaders);
  }, opts);
}

/** A token endpoint (and everything else) that answers 200 with an HTML page instead of a token. */
export function garbageTokenEndpoint(opts?: HostileOptions): Promise<HostileServer> {
  return httpServer((_req, res) => {
    const text = '<html><body>Service Unavailable\x1b[2J\x1b]0;owned\x07<script>while(1);</script></body></html>';
    res.writeHead(200, { 'content-type': 'text/html', 'content-length': Buffer.byteLength(text) });
    res.end(text);
  }, opts);
}

/** Loopback IPv6 is available on this machine. */
export async function hasIpv6Loopback(): Promise<boolean> {
  const server = net.createServer();
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '::1', resolve);
    });
    return true;
  } catch {
    return false;
  } finally {
    server.close();
  }
}

/**
 * For a test file: a function that starts a hostile server and keeps it, and an `afterEach` that closes
 * every server kept, so that no test leaves one listening.
 */
export function closedAfterEach(): <T extends HostileServer>(server: Promise<T>) => Promise<T> {
  const open: HostileServer[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((s) => s.close()));
  });
  return async (server) => {
    const s = await server;
    open.push(s);
    return s;
  };
}
