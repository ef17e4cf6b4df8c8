// The one HTTP client of the tool: undici keep-alive pools, a time bound per request (headers and body),
// a cap on response size, no redirects followed, the client rules of part 7, and evidence of every exchange.
import { createHash } from 'node:crypto';
import type { Dispatcher } from 'undici';
import { makeDispatcher, type ClientTls } from './dispatcher.ts';
import { DEFAULTS } from '../defaults.ts';
import { parseRetryAfter } from './retryAfter.ts';
import { toCurl } from './curl.ts';
import type { Secrets } from './secrets.ts';
import { lazyField } from './lazyField.ts';
import type { TransportHealth } from './health.ts';
import { InFlightLimit } from './inFlight.ts';
import { Attempt, UnderWay, splitUrl } from './attempt.ts';
import { sleep } from './sleep.ts';
import { RetryHold } from './retryHold.ts';
import { TokenBucket, type Clock } from './rateLimit.ts';
import type { Exchange, RecordedRequest, RecordedResponse } from './exchange.ts';

/** Body text kept in evidence; the full body is still parsed. */
const EVIDENCE_BODY_CHARS = 8 * 1024;

export interface OutgoingRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string | Buffer;
  /**
   * Send the body with Transfer-Encoding: chunked instead of a Content-Length (RFC 9112 7.1): the evidence
   * and the curl line carry the header, so that a reproduction sends it chunked too.
   */
  chunked?: boolean;
  /** Header (lower case) → shell expression for the curl line, for credential headers. */
  envHeaders?: Record<string, string>;
  /** Apply the client rules of part 7 (429 wait, 5xx backoff). Default true. */
  retry?: boolean;
  signal?: AbortSignal;
  /** A TLS client identity and extra CAs for this request's target (mutual TLS); one connection pool per identity. */
  tls?: ClientTls;
  /** Who sent it (a check id, `probe`, `cleanup`): passed to the exchange listener only. */
  label?: string;
  /**
   * Credential headers as of the moment the request holds its slot (each attempt): a short-lived token taken
   * before a long wait for a slot, or for a Retry-After, could expire on the way.
   */
  freshHeaders?: () => Promise<Record<string, string>>;
}

export interface HttpResult {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  timeMs: number;
  exchange: Exchange;
  /** True when this answer was not sent again because the same request already got a 4xx (rule 1 of part 7). */
  fromMemo?: boolean;
}

export class TransportError extends Error {
  constructor(
    message: string,
    readonly exchange: Exchange,
  ) {
    super(message);
    this.name = 'TransportError';
  }
}

export interface HttpClientOptions {
  secrets: Secrets;
  requestTimeoutMs?: number;
  maxResponseBytes?: number;
  connections?: number;
  maxRetries429?: number;
  maxRetryAfterMs?: number;
  maxRetries5xx?: number;
  backoffBaseMs?: number;
  backoffMaxMs?: number;
  /** Accept self-signed certificates (`--insecure`). */
  insecure?: boolean;
  /** Honour HTTPS_PROXY/HTTP_PROXY/NO_PROXY (default true; false for the embedded reference). */
  proxy?: boolean;
  random?: () => number;
  /**
   * Record evidence of each exchange (redacted request and response excerpts, curl line); default true.
   * The simulator sends requests by the million and keeps none: without evidence an exchange holds only
   * the method, the status and the time.
   */
  evidence?: boolean;
  /** Told of every answer and every transport failure, to judge whether the target still answers. */
  health?: TransportHealth;
  /** Requests in flight at once at most (`--concurrency`); default unbounded (the pool's connections). */
  maxInFlight?: number;
  /** Requests per second at most, retries included (`--max-rate`); default unbounded. */
  maxRate?: number;
  /** The clock of the rate bound (tests give their own). */
  clock?: Clock;
  /** Told of every exchange sent (each attempt, answered or not), with the sender's label: a certification records them all. */
  onExchange?: (exchange: Exchange, label: string | undefined) => void;
  /** How the client waits out a Retry-After or a backoff (tests record the waits instead of waiting). */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

export interface HttpStats {
  requests: number;
  retries: number;
  waitedMs: number;
  /** 429 answers received, retried or not (the simulator's live line counts them as they come). */
  throttled: number;
}

const IDEMPOTENT = new Set(['GET', 'HEAD', 'PUT', 'DELETE', 'OPTIONS']);
const MEMO_LIMIT = 10_000;
/** Bodies the memo may hold in all: a target answering 4xx with large bodies must not fill memory. */
const MEMO_BYTES = 64 * 1024 * 1024;

export class HttpClient {
  readonly stats: HttpStats = { requests: 0, retries: 0, waitedMs: 0, throttled: 0 };
  private readonly dispatcher: Dispatcher;
  /** Pools of the targets that want a TLS client identity, one per identity. */
  private readonly tlsDispatchers = new Map<ClientTls, Dispatcher>();
  private readonly opts: Required<Omit<HttpClientOptions, 'insecure' | 'health' | 'proxy' | 'maxInFlight' | 'maxRate' | 'clock' | 'onExchange' | 'sleep'>>;
  private readonly sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
  private readonly network: { insecure?: boolean; proxy?: boolean };
  private readonly onExchange?: HttpClientOptions['onExchange'];
  private readonly health?: TransportHealth;
  private readonly inFlight?: InFlightLimit;
  private readonly rate?: TokenBucket;
  /** New requests to an origin wait while a request there waits out a Retry-After (rule 2 of part 7). */
  private readonly retryHold = new RetryHold();
  /** Fingerprints of requests that got a 4xx other than 429: they are not sent again unchanged. */
  private readonly memo = new Map<string, { result: HttpResult; shape: string }>();
  /** How many remembered requests have each shape (method, URL, body size): most requests match none. */
  private readonly memoShapes = new Map<string, number>();
  private memoBytes = 0;
  /** Attempts under way: their time bounds are checked together, and they can be cut off together when the target no longer answers. */
  private readonly underWay = new UnderWay();
  /** Interruption signals this client listens to: one listener each, whatever the number of requests. */
  private readonly listening = new Map<AbortSignal, () => void>();
  private sweeper?: NodeJS.Timeout;

  constructor(options: HttpClientOptions) {
    this.opts = {
      secrets: options.secrets,
      requestTimeoutMs: options.requestTimeoutMs ?? DEFAULTS.requestTimeoutMs,
      maxResponseBytes: options.maxResponseBytes ?? DEFAULTS.maxResponseBytes,
      connections: options.connections ?? DEFAULTS.connections,
      maxRetries429: options.maxRetries429 ?? DEFAULTS.maxRetries429,
      maxRetryAfterMs: options.maxRetryAfterMs ?? DEFAULTS.maxRetryAfterMs,
      maxRetries5xx: options.maxRetries5xx ?? DEFAULTS.maxRetries5xx,
      backoffBaseMs: options.backoffBaseMs ?? DEFAULTS.backoffBaseMs,
      backoffMaxMs: options.backoffMaxMs ?? DEFAULTS.backoffMaxMs,
      random: options.random ?? Math.random,
      evidence: options.evidence ?? true,
    };
    this.sleep = options.sleep ?? sleep;
    this.health = options.health;
    this.onExchange = options.onExchange;
    if (options.maxInFlight !== undefined) this.inFlight = new InFlightLimit(options.maxInFlight);
    if (options.maxRate !== undefined) this.rate = new TokenBucket(options.maxRate, options.clock ?? { now: () => performance.now(), sleep });
    this.network = { insecure: options.insecure, proxy: options.proxy };
    this.dispatcher = this.newDispatcher();
  }

  private newDispatcher(tls?: ClientTls): Dispatcher {
    // The per-request deadline below bounds the whole exchange; the dispatcher bounds each phase on its own.
    return makeDispatcher({ timeoutMs: this.opts.requestTimeoutMs, connections: this.opts.connections, keepAliveTimeout: 10_000, ...this.network, tls });
  }

  private dispatcherFor(tls: ClientTls | undefined): Dispatcher {
    if (!tls) return this.dispatcher;
    let d = this.tlsDispatchers.get(tls);
    if (!d) this.tlsDispatchers.set(tls, (d = this.newDispatcher(tls)));
    return d;
  }

  private get dispatchers(): Dispatcher[] {
    return [this.dispatcher, ...this.tlsDispatchers.values()];
  }

  get secrets(): Secrets {
    return this.opts.secrets;
  }

  async close(): Promise<void> {
    this.stopListening();
    await Promise.all(this.dispatchers.map((d) => d.close().catch(() => d.destroy())));
  }

  async destroy(): Promise<void> {
    this.stopListening();
    await Promise.all(this.dispatchers.map((d) => d.destroy().catch(() => undefined)));
  }

  /**
   * Takes this client's listeners off the signals it listened to. A signal that will abort later (the run's
   * cleanup signal ends with a 30 s timeout) holds its listeners until then, and with them this client and
   * all it keeps: in a process that makes run after run (the API, the tests), every run of the last 30 s.
   */
  private stopListening(): void {
    for (const [signal, listener] of this.listening) signal.removeEventListener('abort', listener);
    this.listening.clear();
  }

  /** New requests waiting because another request to their origin waits out a Retry-After. */
  get heldBack(): number {
    return this.retryHold.heldBack;
  }

  /** Sends a request, applying the client rules of part 7, and returns the final answer with its evidence. */
  async send(req: OutgoingRequest): Promise<HttpResult> {
    // A hash per request only when an answer to a request of the same method, URL and body size is
    // remembered: not while nothing is (the usual case of a simulation), nor for the many distinct requests
    // of a check once another got a 4xx (hashing a document body costs more than the rest of its sending).
    // The body's bytes once for every attempt and for the memo: measuring a string of megabytes costs as much as encoding it.
    const body = req.body === undefined ? undefined : Buffer.isBuffer(req.body) ? req.body : Buffer.from(req.body);
    const shape = this.memo.size > 0 ? requestShape(req, body) : undefined;
    const key = shape !== undefined && this.memoShapes.has(shape) ? fingerprint(req, body) : undefined;
    const memo = key === undefined ? undefined : this.memo.get(key)?.result;
    if (memo) return { ...memo, fromMemo: true };

    let retries: NonNullable<Exchange['retries']> | undefined;
    let attempts429 = 0;
    let attempts5xx = 0;
    // A request that keeps the client rules does not start while another waits out a Retry-After there.
    const origin = req.retry === false ? undefined : splitUrl(req.url).origin;
    let held = origin;
    for (;;) {
      let result: HttpResult;
      try {
        result = await this.once(req, body, held, origin);
        held = undefined;
      } catch (err) {
        if (err instanceof TransportError && retries) err.exchange.retries = retries;
        throw err;
      }
      const { status } = result;
      if (status === 429) this.stats.throttled++;
      if (origin !== undefined && status === 429) {
        // once() began holding new requests back before it gave back its slot; the hold lasts the wait.
        try {
          // Rule 2: retry only after the period Retry-After gives; without a valid one, do not resend.
          const announced = attempts429 < this.opts.maxRetries429 ? parseRetryAfter(result.headers['retry-after']) : null;
          if (announced !== null && announced <= this.opts.maxRetryAfterMs) {
            // A little jitter on top: clients told the same HTTP-date would otherwise all return at once.
            const wait = announced + Math.round(this.opts.random() * Math.min(1000, 100 + announced * 0.2));
            attempts429++;
            (retries ??= []).push({ status, waitedMs: wait });
            await this.pause(wait, req.signal);
            continue;
          }
        } finally {
          this.retryHold.end(origin);
        }
      }
      if (req.retry !== false && status >= 500 && IDEMPOTENT.has(req.method) && attempts5xx < this.opts.maxRetries5xx) {
        // Rule 3: exponential backoff with full jitter, bounded in count and in delay.
        const cap = Math.min(this.opts.backoffMaxMs, this.opts.backoffBaseMs * 2 ** attempts5xx);
        const wait = Math.round(this.opts.random() * cap);
        attempts5xx++;
        (retries ??= []).push({ status, waitedMs: wait });
        await this.pause(wait, req.signal);
        continue;
      }
      if (retries) result.exchange.retries = retries;
      if (status >= 400 && status < 500 && status !== 429) {
        // Rule 1: a 4xx request is never resent unchanged; a repeat gets the answer already seen.
        this.remember(key ?? fingerprint(req, body), shape ?? requestShape(req, body), result);
      }
      return result;
    }
  }

  /** Keeps a 4xx answer, evicting the oldest ones beyond the count and byte bounds. */
  private remember(key: string, shape: string, result: HttpResult): void {
    const size = result.body.length;
    if (size > MEMO_BYTES) return;
    const forget = (k: string) => {
      const old = this.memo.get(k);
      if (!old) return;
      this.memo.delete(k);
      this.memoBytes -= old.result.body.length;
      const n = this.memoShapes.get(old.shape)! - 1;
      if (n > 0) this.memoShapes.set(old.shape, n);
      else this.memoShapes.delete(old.shape);
    };
    forget(key);
    while (this.memo.size > 0 && (this.memo.size >= MEMO_LIMIT || this.memoBytes + size > MEMO_BYTES)) forget(this.memo.keys().next().value as string);
    this.memo.set(key, { result, shape });
    this.memoShapes.set(shape, (this.memoShapes.get(shape) ?? 0) + 1);
    this.memoBytes += size;
  }

  /**
   * Cuts off every exchange under way, creating ones too: for a target judged unresponsive, where waiting
   * out each timeout only delays the end (a create it might still complete is as unknown either way).
   */
  abortInFlight(reason: string): void {
    for (const attempt of this.underWay.all()) attempt.cutOff(reason);
  }

  /**
   * Resolves once no attempt is under way, or after `maxMs`: every request sent has its answer, or its time
   * bound ran out. The run waits for this before its cleanup, so that a create still on the wire when the
   * checks stopped (a create is let finish) is recorded and deleted rather than left behind.
   */
  async quiet(maxMs: number): Promise<void> {
    let bound: NodeJS.Timeout | undefined;
    await Promise.race([this.underWay.whenEmpty(), new Promise<void>((resolve) => (bound = setTimeout(resolve, maxMs)))]);
    clearTimeout(bound);
    // The answers' own continuations (a create recorded in the ledger) run before the caller goes on.
    await new Promise((resolve) => setImmediate(resolve));
  }

  /** Requests sent by another client on the run's behalf (the load phase's burst), for the run's count. */
  countSentElsewhere(requests: number): void {
    this.stats.requests += requests;
  }

  private async pause(ms: number, signal?: AbortSignal): Promise<void> {
    this.stats.retries++;
    this.stats.waitedMs += ms;
    await this.sleep(ms, signal);
  }

  /**
   * One attempt of `req`, its body as bytes in `bodyBuf`. `held`: the origin of a new request, which waits
   * while a request there waits out a Retry-After (and gives back a slot it got meanwhile). `origin`: that of
   * a request that keeps the client rules, whose 429 begins such a hold as its slot is given back; the caller
   * ends it.
   */
  private async once(req: OutgoingRequest, bodyBuf: Buffer | undefined, held?: string, origin?: string): Promise<HttpResult> {
    const { evidence } = this.opts;
    const exchange: Exchange = evidence ? this.recordRequest(req, bodyBuf) : { request: bareRecord(req.method), reproduce: '' };
    if (req.signal?.aborted) throw interrupted(exchange);
    // The politeness bound first, then a slot: a request waiting for its turn holds no slot.
    if (this.rate) await this.rate.take(req.signal).catch(() => Promise.reject(interrupted(exchange)));
    let throttled = false;
    for (;;) {
      // Only when held: an await would let the caller's next step (an interruption) come before the request goes.
      if (held !== undefined && this.retryHold.holds(held)) await this.retryHold.pass(held, req.signal).catch(() => Promise.reject(interrupted(exchange)));
      if (this.inFlight) await this.inFlight.acquire(req.label);
      // A Retry-After wait that began while this request waited for its slot goes first: the slot is given back.
      if (held === undefined || !this.retryHold.holds(held)) break;
      this.inFlight?.release(req.label);
    }
    try {
      if (req.signal?.aborted) throw interrupted(exchange);
      if (req.freshHeaders) Object.assign(req.headers, await req.freshHeaders());
      this.stats.requests++;
      const started = performance.now();
      // A request that may create something is let finish once sent (its time bound still holds): cut off,
      // it could leave a resource on the target that the run never learns of, and so can never delete.
      const attempt = new Attempt(this.opts.maxResponseBytes, started + this.opts.requestTimeoutMs, this.opts.requestTimeoutMs);
      if (req.signal && IDEMPOTENT.has(req.method)) this.interruptible(attempt, req.signal);
      this.track(attempt);
      try {
        await attempt.send(this.dispatcherFor(req.tls), req, bodyBuf);
      } catch (err) {
        throw this.failed(req, exchange, attempt, err, started);
      } finally {
        this.untrack(attempt);
        this.onExchange?.(exchange, req.label);
      }
      this.health?.success();
      const { status, headers, chunks, size } = attempt;
      // One chunk (the usual small answer) is the body as it is; only several are copied into one.
      const body = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, size);
      exchange.response = evidence
        ? this.recordResponse(status, headers, body, size, started, false)
        : { status, headers: {}, bodyBytes: size, timeMs: Math.round(performance.now() - started) };
      // Last before returning: the caller ends the hold, and does so only once it has the answer.
      throttled = status === 429 && origin !== undefined;
      return { status, headers, body, timeMs: exchange.response.timeMs, exchange };
    } finally {
      if (throttled) this.retryHold.begin(origin!);
      this.inFlight?.release(req.label);
    }
  }

  /** The error of an attempt that got no complete answer, its evidence filled in. */
  private failed(req: OutgoingRequest, exchange: Exchange, attempt: Attempt, err: unknown, started: number): TransportError {
    const { secrets } = this.opts;
    const timeoutMs = this.opts.requestTimeoutMs;
    // A request cut off because the run stopped says nothing about the target.
    const cutOff = Boolean(req.signal?.aborted) || attempt.cut;
    if (attempt.status === 0) {
      exchange.error = secrets.redact(describeError(err, attempt, timeoutMs));
      if (cutOff) exchange.cutOff = true;
      else this.health?.failure(exchange.error);
      return new TransportError(exchange.error, exchange);
    }
    exchange.response = this.recordResponse(attempt.status, attempt.headers, Buffer.concat(attempt.chunks), attempt.size, started, true);
    if (attempt.overflow) {
      // Too much is still an answer: the target is alive.
      this.health?.success();
      exchange.error = `response body exceeds the cap of ${this.opts.maxResponseBytes} bytes`;
      return new TransportError(exchange.error, exchange);
    }
    exchange.error = secrets.redact(`response body failed: ${describeError(err, attempt, timeoutMs)}`);
    if (cutOff) exchange.cutOff = true;
    else this.health?.failure(exchange.error);
    return new TransportError(exchange.error, exchange);
  }

  /**
   * Time bounds: one timer for every attempt under way, not one each. It checks them a twentieth of the
   * request timeout apart (5 to 200 ms), so an attempt ends at most that much after its bound.
   */
  private track(attempt: Attempt): void {
    this.underWay.add(attempt);
    if (!this.sweeper) {
      const every = Math.min(200, Math.max(5, Math.round(this.opts.requestTimeoutMs / 20)));
      this.sweeper = setInterval(() => this.sweep(), every);
    }
  }

  private untrack(attempt: Attempt): void {
    this.underWay.delete(attempt);
    if (this.underWay.size === 0 && this.sweeper) {
      clearInterval(this.sweeper);
      this.sweeper = undefined;
    }
  }

  private sweep(): void {
    this.underWay.expire(performance.now());
  }

  /**
   * Lets the run's interruption cut the attempt off. One listener per signal walks the attempts under way: a
   * listener per request would cost more than the request's own bookkeeping and trip the listener-leak
   * warning past ten at once.
   */
  private interruptible(attempt: Attempt, signal: AbortSignal): void {
    attempt.signal = signal;
    if (this.listening.has(signal)) return;
    const listener = () => {
      this.listening.delete(signal);
      for (const a of this.underWay.all()) if (a.signal === signal) a.interrupt(signal.reason);
    };
    this.listening.set(signal, listener);
    signal.addEventListener('abort', listener, { once: true });
  }

  private recordRequest(req: OutgoingRequest, bodyBuf: Buffer | undefined): Exchange {
    const { secrets } = this.opts;
    // The request as it is now: its headers may be refreshed in place before it goes (a new token).
    const { method, url } = req;
    const headers: Record<string, string> = { ...req.headers, ...(req.chunked && bodyBuf ? { 'transfer-encoding': 'chunked' } : {}) };
    const envHeaders = req.envHeaders && { ...req.envHeaders };
    const body = req.body;
    const recorded = { method } as RecordedRequest;
    lazyField(recorded, 'url', () => secrets.redact(url));
    lazyField(recorded, 'headers', () => secrets.redactHeaders(headers));
    if (bodyBuf) {
      lazyField(recorded, 'body', () => redactedExcerpt(bodyBuf, secrets));
      recorded.bodyBytes = bodyBuf.length;
    }
    const exchange = { request: recorded } as Exchange;
    lazyField(exchange, 'reproduce', () =>
      secrets.redact(
        toCurl({
          method,
          url,
          headers,
          // The text as given when it is text; bytes are decoded only for a body the line carries (a large
          // document's would cost a copy of megabytes for a marker).
          body: typeof body === 'string' ? body : bodyBuf,
          bodyBytes: bodyBuf?.length,
          envHeaders,
        }),
      ),
    );
    return exchange;
  }

  private recordResponse(status: number, headers: Record<string, string>, body: Buffer, size: number, started: number, truncated: boolean): RecordedResponse {
    const { secrets } = this.opts;
    const recorded = { status } as RecordedResponse;
    lazyField(recorded, 'headers', () => secrets.redactHeaders(headers));
    lazyField(recorded, 'body', () => redactedExcerpt(body, secrets));
    recorded.bodyBytes = size;
    if (truncated) recorded.truncated = truncated;
    recorded.timeMs = Math.round(performance.now() - started);
    return recorded;
  }
}

/**
 * The start of a body for evidence, redacted before it is cut: a secret that straddles the cut would
 * otherwise lose its tail to the cut and its head would escape redaction.
 */
function redactedExcerpt(buf: Buffer, secrets: Secrets): string {
  if (buf.length <= EVIDENCE_BODY_CHARS) return secrets.redact(buf.toString('utf8'));
  const window = secrets.redact(buf.subarray(0, EVIDENCE_BODY_CHARS + secrets.longest).toString('utf8'));
  return `${window.slice(0, EVIDENCE_BODY_CHARS)}… (${buf.length} bytes)`;
}

/** Without evidence a request is recorded by its method alone: one frozen record per method, shared. */
const bareRecords = new Map<string, RecordedRequest>();

function bareRecord(method: string): RecordedRequest {
  let r = bareRecords.get(method);
  if (!r) bareRecords.set(method, (r = Object.freeze({ method, url: '', headers: Object.freeze({}) as Record<string, string> })));
  return r;
}

function interrupted(exchange: Exchange): TransportError {
  exchange.error = 'not sent: the run was interrupted';
  exchange.cutOff = true;
  return new TransportError(exchange.error, exchange);
}

function describeError(err: unknown, attempt: { readonly expired: boolean }, timeoutMs: number): string {
  if (attempt.expired) return `no complete answer within ${timeoutMs} ms`;
  const e = err as { code?: string; message?: string; cause?: { code?: string; message?: string } };
  const code = e?.code ?? e?.cause?.code;
  const msg = e?.message ?? String(err);
  switch (code) {
    case 'ECONNREFUSED':
      return `connection refused (${msg})`;
    case 'ECONNRESET':
    case 'UND_ERR_SOCKET':
      return `connection reset by the server (${msg})`;
    case 'UND_ERR_HEADERS_TIMEOUT':
      return `no response headers within ${timeoutMs} ms`;
    case 'UND_ERR_BODY_TIMEOUT':
      return `response body stalled for ${timeoutMs} ms`;
    default:
      return code ? `${code}: ${msg}` : msg;
  }
}

/** What identical requests share and most different ones do not, found without reading the body. */
function requestShape(req: OutgoingRequest, body: Buffer | undefined): string {
  return `${req.method} ${body === undefined ? -1 : body.length} ${req.url}`;
}

function fingerprint(req: OutgoingRequest, body: Buffer | undefined): string {
  const h = Object.entries(req.headers)
    .map(([k, v]) => `${k.toLowerCase()}:${v}`)
    .sort()
    .join('\n');
  // A hash, so that the memo does not hold every body it has seen.
  // Sent chunked, it is another request on the wire than with a Content-Length.
  const hash = createHash('sha256').update(`${req.method} ${req.url}\n${h}${req.chunked ? '\ntransfer-encoding:chunked' : ''}\n\n`);
  if (body !== undefined) hash.update(body);
  return hash.digest('base64');
}
