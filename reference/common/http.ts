// Small helpers shared by both reference servers: bounded body reading, JSON answers, the error body of
// part 7. Plain node:http keeps the servers fast and free of framework behaviour we would have to test.
import type { IncomingMessage, ServerResponse } from 'node:http';

export interface ErrorItem {
  type: string;
  message: string;
  source: string;
}

/** The error body of part 7: `message` and `errors` (items with type, message, source). */
export function errorBody(message: string, errors: ErrorItem[] = []): { message: string; errors: ErrorItem[] } {
  return { message, errors };
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}, serialize: (v: unknown) => string = JSON.stringify): void {
  if (res.headersSent || res.destroyed) return;
  const text = serialize(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    ...headers,
  });
  res.end(text);
}

export function sendError(res: ServerResponse, status: number, message: string, errors: ErrorItem[] = [], headers: Record<string, string> = {}): void {
  sendJson(res, status, errorBody(message, errors), headers);
}

export class BodyTooLarge extends Error {}

/** Reads a request body, refusing more than `limit` bytes (the caller answers 413; the rest is dropped after, see cutUnreadBody). */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit) {
      reject(new BodyTooLarge(`body of ${declared} bytes exceeds ${limit}`));
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.removeAllListeners('data');
        req.resume();
        reject(new BodyTooLarge(`body exceeds ${limit} bytes`));
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
    req.on('aborted', () => reject(new Error('request aborted')));
  });
}

export type JsonParse = { ok: true; value: unknown } | { ok: false; reason: string };

/** Parses a JSON body; a parse error (including stack exhaustion on absurd nesting) is a 400, never a crash. */
export function parseJson(buf: Buffer, parse: (text: string) => unknown = JSON.parse): JsonParse {
  try {
    return { ok: true, value: parse(buf.toString('utf8')) };
  } catch (err) {
    return { ok: false, reason: err instanceof Error ? err.message : String(err) };
  }
}

/** Strict Base64 (RFC 4648 alphabet, correct padding); Node's decoder silently skips bad characters. */
export function isStrictBase64(s: string): boolean {
  if (s.length % 4 !== 0) return false;
  return /^[A-Za-z0-9+/]*={0,2}$/.test(s) && !/=[^=]/.test(s);
}

/** Listens on the given port (0 = any free one) on loopback and resolves with the bound port. */
export function listen(server: import('node:http').Server, port: number, host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const addr = server.address();
      resolve(typeof addr === 'object' && addr ? addr.port : port);
    });
  });
}
