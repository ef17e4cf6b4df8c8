// A fetch for the few requests that go through libraries expecting one (the OAuth token request). The
// platform's fetch asks for compressed bodies, inflates them without limit, reads any length and trusts
// only the system's CAs; this one asks for no encoding and inflates nothing, cuts the body at a cap, ends
// within a time bound, never follows a redirect and honours `--insecure`.
import type { Dispatcher } from 'undici';
import { makeDispatcher, type ClientTls } from './dispatcher.ts';

export interface BoundedFetchOptions {
  /** Whole exchange, headers and body. */
  timeoutMs: number;
  /** Bytes of body read before the answer counts as failed. */
  maxBytes?: number;
  /** Accept an untrusted certificate (`--insecure`). */
  insecure?: boolean;
  /** TLS client identity and extra CAs (mutual TLS). */
  tls?: ClientTls;
  /** Honour the proxy environment (default true). */
  proxy?: boolean;
}

export interface BoundedFetchInit {
  method?: string;
  headers?: Record<string, string>;
  body?: string | URLSearchParams | Uint8Array;
  signal?: AbortSignal;
}

export type BoundedFetch = ((url: string, init?: BoundedFetchInit) => Promise<Response>) & { close(): Promise<void> };

/** A token answer is a few hundred bytes; a megabyte is generous and still harmless. */
export const DEFAULT_FETCH_MAX_BYTES = 1024 * 1024;

const NULL_BODY_STATUS = new Set([101, 103, 204, 205, 304]);

export function boundedFetch(options: BoundedFetchOptions): BoundedFetch {
  const maxBytes = options.maxBytes ?? DEFAULT_FETCH_MAX_BYTES;
  const dispatcher = makeDispatcher({ timeoutMs: options.timeoutMs, insecure: options.insecure, tls: options.tls, proxy: options.proxy });
  const fetchBounded = async (url: string, init: BoundedFetchInit = {}): Promise<Response> => {
    const target = new URL(url);
    const deadline = AbortSignal.timeout(options.timeoutMs);
    const signal = init.signal ? AbortSignal.any([deadline, init.signal]) : deadline;
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(init.headers ?? {})) headers[k.toLowerCase()] = v;
    // Whatever the caller or a default would ask for: bodies come as they are, never compressed.
    headers['accept-encoding'] = 'identity';
    const body = init.body === undefined ? undefined : init.body instanceof URLSearchParams ? init.body.toString() : init.body;
    try {
      const res = await dispatcher.request({
        origin: target.origin,
        path: `${target.pathname}${target.search}`,
        method: (init.method ?? 'GET') as Dispatcher.HttpMethod,
        headers,
        body,
        signal,
      });
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of res.body as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size > maxBytes) {
          res.body.destroy();
          throw new Error(`the answer's body exceeds ${maxBytes} bytes`);
        }
        chunks.push(chunk);
      }
      const status = res.statusCode;
      if (status < 200 || status > 599) throw new Error(`the answer's status ${status} is not an HTTP status`);
      const responseHeaders = new Headers();
      for (const [k, v] of Object.entries(res.headers)) {
        if (v === undefined) continue;
        for (const one of Array.isArray(v) ? v : [v]) {
          try {
            responseHeaders.append(k, one);
          } catch {
            // A header value that fetch's Headers refuses is dropped, not fatal.
          }
        }
      }
      return new Response(NULL_BODY_STATUS.has(status) ? null : Buffer.concat(chunks), { status, headers: responseHeaders });
    } catch (err) {
      if (deadline.aborted) throw new Error(`no complete answer within ${options.timeoutMs} ms`, { cause: err });
      throw err;
    }
  };
  return Object.assign(fetchBounded, { close: () => dispatcher.close().catch(() => dispatcher.destroy()) });
}
