// One attempt of a request on undici's dispatch, and the list of attempts under way. Kept lean: the simulator
// sends thousands of requests a second through here.
import { Readable } from 'node:stream';
import type { Dispatcher } from 'undici';

export interface DispatchRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  /** Send the body with Transfer-Encoding: chunked (in two chunks) instead of a Content-Length. */
  chunked?: boolean;
}

/**
 * The body as undici sends it: the bytes (with a Content-Length), or, for a chunked request, a stream of its
 * two halves, whose length undici does not know, so that it writes Transfer-Encoding: chunked. Made anew for
 * every attempt: a stream is read once.
 */
function bodyToSend(req: DispatchRequest, body: Buffer | undefined): Buffer | Readable | undefined {
  if (!req.chunked || body === undefined) return body;
  const half = Math.floor(body.length / 2);
  return Readable.from([body.subarray(0, half), body.subarray(half)].filter((part) => part.length > 0), { objectMode: false });
}

/** One value per header, repeated ones joined; undici's parsed headers (names already lower case) in place. */
function flattenHeaders(h: Record<string, string | string[] | undefined>): Record<string, string> {
  for (const k in h) {
    const v = h[k];
    if (typeof v === 'string') continue;
    if (v === undefined) delete h[k];
    else h[k] = v.join(', ');
  }
  return h as Record<string, string>;
}

/** Origins of the URLs seen, by the text before their path: a handful per run. */
const origins = new Map<string, string>();
/** The last of them: a run sends nearly everything to one origin, and a prefix comparison hashes nothing. */
let last = { prefix: '', origin: '' };
/**
 * A path and query that the URL parser leaves as they are: only RFC 3986's unreserved characters, sub-delims
 * (but the quote, which a query of http(s) gets encoded), ":", "@", "/", "?" and "%". No dot segment either
 * (written "/." or with "%2e"), which the parser would resolve, and no empty query, which it drops.
 */
const PLAIN_PATH = /^\/[A-Za-z0-9\-._~!$&()*+,;=:@/?%]*$/;
const DOT_SEGMENT = /\/\.|%2e/i;

function plainPath(path: string): boolean {
  // An empty query ("?" at the end) the parser drops.
  return PLAIN_PATH.test(path) && !DOT_SEGMENT.test(path) && !path.endsWith('?');
}

/**
 * Origin and path of an absolute URL. The WHATWG parser runs once per origin, and for a path only when it has
 * something the parser would change (a space, non-ASCII text, a fragment, a dot segment, a backslash).
 */
export function splitUrl(url: string): { origin: string; path: string } {
  const { prefix } = last;
  if (prefix && url.startsWith(prefix) && url.charCodeAt(prefix.length) === 0x2f) {
    const path = url.slice(prefix.length);
    if (plainPath(path)) return { origin: last.origin, path };
  }
  const schemeEnd = url.indexOf('://');
  const pathStart = schemeEnd < 0 ? -1 : url.indexOf('/', schemeEnd + 3);
  if (pathStart > 0) {
    const prefix = url.slice(0, pathStart);
    const path = url.slice(pathStart);
    if (plainPath(path)) {
      let origin = origins.get(prefix);
      if (origin === undefined) {
        const parsed = new URL(prefix);
        // Credentials or anything else beside scheme, host and port: the parser decides, every time.
        if (parsed.username || parsed.password || `${parsed.protocol}//${parsed.host}` !== prefix.toLowerCase()) return parseUrl(url);
        if (origins.size >= 64) origins.clear();
        origins.set(prefix, (origin = parsed.origin));
      }
      last = { prefix, origin };
      return { origin, path };
    }
  }
  return parseUrl(url);
}

function parseUrl(url: string): { origin: string; path: string } {
  const u = new URL(url);
  return { origin: u.origin, path: `${u.pathname}${u.search}` };
}

/**
 * One attempt of a request through undici's dispatch: the answer gathered chunk by chunk as it arrives, and
 * its time bound. No response stream, no async iterator, no AbortSignal or timer of its own: at simulation
 * rates each of those cost more than everything else the client does for a request.
 */
export class Attempt implements Dispatcher.DispatchHandler {
  /** Status of the final answer; 0 while none came. */
  status = 0;
  headers: Record<string, string> = {};
  readonly chunks: Buffer[] = [];
  size = 0;
  /** The body went beyond the cap and was cut off. */
  overflow = false;
  /** The time bound ran out (not an interruption). */
  expired = false;
  /** Cut off from outside (the target judged unresponsive), not by its own time bound. */
  cut = false;
  /** The run's interruption signal, when it may cut this attempt off. */
  signal?: AbortSignal;
  /** Neighbours in the list of attempts under way. */
  prev?: Attempt;
  next?: Attempt;
  private controller?: Dispatcher.DispatchController;
  private reason?: Error;
  private done = false;
  private resolve?: () => void;
  private reject?: (err: unknown) => void;

  constructor(
    private readonly maxBytes: number,
    /** When the time bound runs out, on the performance.now() clock. */
    readonly expiresAt: number,
    private readonly timeoutMs: number,
  ) {}

  send(dispatcher: Dispatcher, req: DispatchRequest, body: Buffer | undefined): Promise<void> {
    const { origin, path } = splitUrl(req.url);
    return new Promise<void>((resolve, reject) => {
      this.resolve = resolve;
      this.reject = reject;
      if (this.reason) return this.finish(this.reason);
      dispatcher.dispatch({ origin, path, method: req.method as Dispatcher.HttpMethod, headers: req.headers, body: bodyToSend(req, body) }, this);
    });
  }

  expire(): void {
    if (this.done) return;
    this.expired = true;
    this.abort(new DOMException(`no complete answer within ${this.timeoutMs} ms`, 'TimeoutError'));
  }

  cutOff(reason: string): void {
    if (this.done) return;
    this.cut = true;
    this.abort(new Error(reason));
  }

  /** The run's interruption signal fired. */
  interrupt(reason: unknown): void {
    this.abort(reason instanceof Error ? reason : new Error(String(reason ?? 'interrupted')));
  }

  /** Ends the attempt now: one still queued never starts; one under way is cut (its connection closed). */
  private abort(reason: Error): void {
    if (this.done) return;
    if (this.controller) this.controller.abort(reason);
    else {
      // Not on a connection yet: undici is told once it hands the request one; the caller hears now.
      this.reason ??= reason;
      if (this.reject) this.finish(reason);
    }
  }

  onRequestStart(controller: Dispatcher.DispatchController): void {
    if (this.reason) controller.abort(this.reason);
    else this.controller = controller;
  }

  onResponseStart(_c: Dispatcher.DispatchController, statusCode: number, headers: Record<string, string | string[] | undefined>): void {
    // 1xx answers are interim: the final one follows.
    if (statusCode < 200) return;
    this.status = statusCode;
    this.headers = flattenHeaders(headers);
  }

  onResponseData(controller: Dispatcher.DispatchController, chunk: Buffer): void {
    this.size += chunk.length;
    if (this.size > this.maxBytes) {
      this.overflow = true;
      controller.abort(new Error(`response body exceeds the cap of ${this.maxBytes} bytes`));
      return;
    }
    this.chunks.push(chunk);
  }

  onResponseEnd(): void {
    this.finish();
  }

  onResponseError(_c: Dispatcher.DispatchController | undefined, err: Error): void {
    this.finish(err);
  }

  private finish(err?: Error): void {
    if (this.done) return;
    this.done = true;
    if (err) this.reject!(err);
    else this.resolve!();
  }
}


/**
 * The attempts under way, linked through the attempts themselves: adding and removing one hashes nothing and
 * allocates nothing, which a Set does for every request.
 */
export class UnderWay {
  private head?: Attempt;
  size = 0;
  /** Told when the last attempt under way ends. */
  private emptied: (() => void)[] = [];

  add(attempt: Attempt): void {
    attempt.next = this.head;
    if (this.head) this.head.prev = attempt;
    this.head = attempt;
    this.size++;
  }

  delete(attempt: Attempt): void {
    if (attempt.prev) attempt.prev.next = attempt.next;
    else if (this.head === attempt) this.head = attempt.next;
    else return;
    if (attempt.next) attempt.next.prev = attempt.prev;
    attempt.prev = attempt.next = undefined;
    this.size--;
    if (this.size === 0 && this.emptied.length > 0) {
      const told = this.emptied;
      this.emptied = [];
      for (const resolve of told) resolve();
    }
  }

  /** Resolves once no attempt is under way (at once when none is). */
  whenEmpty(): Promise<void> {
    return this.size === 0 ? Promise.resolve() : new Promise((resolve) => this.emptied.push(resolve));
  }

  /** A copy of the list: cutting an attempt off may end it (and unlink it) before the walk goes on. */
  all(): Attempt[] {
    const out: Attempt[] = [];
    for (let a = this.head; a; a = a.next) out.push(a);
    return out;
  }

  /** Ends the attempts whose time bound passed. */
  expire(now: number): void {
    for (let a = this.head; a; ) {
      const next = a.next;
      if (now >= a.expiresAt) a.expire();
      a = next;
    }
  }
}
