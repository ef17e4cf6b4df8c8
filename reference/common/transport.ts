// How a reference server's answers travel, beside what they say: compressed when the request's
// Accept-Encoding allows it (as a gateway or a framework's compression filter does), and whether the
// connection stays open. The specification shows none of this; personalities choose differently here.
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';

export type ContentCoding = 'br' | 'gzip' | 'deflate';

export interface TransportOptions {
  /** Codings the server compresses with, in its order of preference; each used only when the request accepts it. */
  compression?: readonly ContentCoding[];
  /**
   * Compress also when the request has no Accept-Encoding at all: RFC 9110 12.5.3 makes any coding acceptable
   * then ("no preferences regarding content-codings"). Unusual, but allowed.
   */
  compressUnasked?: boolean;
  /** Answer every request with `Connection: close` (and close the connection after it). */
  connectionClose?: boolean;
}

const COMPRESS: Record<ContentCoding, (body: Buffer) => Buffer> = {
  br: (b) => brotliCompressSync(b),
  gzip: (b) => gzipSync(b),
  deflate: (b) => deflateSync(b),
};

/**
 * The coding to use for a request (RFC 9110 12.5.3): the server's first preference the Accept-Encoding field
 * lists (or covers with `*`) with a q-value above 0. Without the field, no compression (what servers do in
 * practice) unless `unasked`: then the first coding offered.
 */
export function chooseCoding(acceptEncoding: string | undefined, offered: readonly ContentCoding[], unasked = false): ContentCoding | undefined {
  if (acceptEncoding === undefined) return unasked ? offered[0] : undefined;
  const q = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam === undefined ? 1 : Number(qParam.slice(2));
    q.set(name.trim(), Number.isFinite(value) ? value : 0);
  }
  return offered.find((c) => (q.get(c) ?? q.get('*') ?? 0) > 0);
}

/** The handler with the transport choices applied; the handler itself when there are none. */
export function withTransport(
  handler: (req: IncomingMessage, res: ServerResponse) => void,
  options: TransportOptions = {},
): (req: IncomingMessage, res: ServerResponse) => void {
  const offered = options.compression ?? [];
  if (offered.length === 0 && !options.connectionClose) return handler;
  return (req, res) => {
    if (options.connectionClose) res.setHeader('connection', 'close');
    const coding = chooseCoding(req.headers['accept-encoding'], offered, options.compressUnasked);
    if (coding) compressAnswer(res, coding);
    handler(req, res);
  };
}

/**
 * Holds back status, headers and body until the answer ends, then sends the body compressed. The servers
 * write each answer as writeHead then end (a few small JSON bodies), so holding it costs nothing.
 */
function compressAnswer(res: ServerResponse, coding: ContentCoding): void {
  const writeHead = res.writeHead.bind(res) as (status: number, headers?: OutgoingHttpHeaders) => ServerResponse;
  const end = res.end.bind(res) as (chunk?: Buffer) => ServerResponse;
  let head: { status: number; headers: OutgoingHttpHeaders } = { status: 200, headers: {} };
  const chunks: Buffer[] = [];
  const take = (chunk: unknown) => {
    if (typeof chunk === 'string') chunks.push(Buffer.from(chunk));
    else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
  };
  res.writeHead = ((status: number, ...rest: unknown[]) => {
    const headers = rest.find((r) => typeof r === 'object' && r !== null) as OutgoingHttpHeaders | undefined;
    head = { status, headers: { ...headers } };
    return res;
  }) as ServerResponse['writeHead'];
  res.write = ((chunk: unknown) => {
    take(chunk);
    return true;
  }) as ServerResponse['write'];
  res.end = ((chunk?: unknown) => {
    take(chunk);
    const body = Buffer.concat(chunks);
    const headers: OutgoingHttpHeaders = {};
    for (const [k, v] of Object.entries(head.headers)) if (k.toLowerCase() !== 'content-length') headers[k] = v;
    // A body a status may not carry, or none at all, goes as it is.
    if (body.length === 0 || head.status === 204 || head.status === 304 || res.req.method === 'HEAD') {
      writeHead(head.status, { ...headers, 'content-length': body.length });
      return end(body);
    }
    const packed = COMPRESS[coding](body);
    res.removeHeader('content-length');
    writeHead(head.status, { ...headers, 'content-encoding': coding, vary: 'Accept-Encoding', 'content-length': packed.length });
    return end(packed);
  }) as ServerResponse['end'];
}
