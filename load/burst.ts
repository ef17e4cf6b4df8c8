// The burst of the throttling phase: autocannon hammers one cheap request with many connections, within a
// request and a time bound, and stops as soon as throttling clearly shows. Every 429 is judged as it arrives
// (so the rule "every 429 carries ..." is checked on all of them, not on a sample), while only the first few
// answers of each kind are kept as evidence: memory stays flat however large the bounds.
import type autocannon from 'autocannon';
import type { LatencyHistogram as Histogram } from './simulate/histogram.ts';
import { parseRetryAfter } from '../src/http/retryAfter.ts';

export interface BurstOptions {
  url: string;
  method?: string;
  headers: Record<string, string>;
  maxRequests: number;
  maxSeconds: number;
  connections: number;
  /** Stop once this many 429s arrived: throttling then clearly shows. */
  stopAfterThrottled?: number;
  /** Seconds a response may take before autocannon counts a timeout. */
  timeoutSeconds?: number;
  /** Problems of one 429 answer (empty when it follows the rules); judged for every 429. */
  judgeThrottled?: (answer: BurstAnswer) => string[];
  signal?: AbortSignal;
  /**
   * TLS client identity and CAs (mutual TLS). autocannon never verifies the server's certificate, and it
   * cannot go through a proxy: the burst connects to the target directly.
   */
  tls?: { cert?: string; key?: string; ca?: string };
}

/** One answer of the burst, kept as evidence. */
export interface BurstAnswer {
  status: number;
  /** Lower-case names. */
  headers: Record<string, string>;
  body: string;
  /** Milliseconds since the burst started. */
  atMs: number;
  timeMs: number;
}

export interface BurstResult {
  /** Requests written and answers read. */
  sent: number;
  answered: number;
  durationMs: number;
  statuses: Record<string, number>;
  throttled: number;
  serverErrors: number;
  /** Connection errors (refused, reset) and timeouts as autocannon counts them. */
  connectionErrors: number;
  timeouts: number;
  /** Connections the server closed while a request on them waited for its answer. */
  dropped: number;
  errorMessages: string[];
  /** Answers before the first 429, and when it came. */
  okBeforeThrottle: number;
  firstThrottledMs?: number;
  /** Answers per second before the first 429 (over the whole burst when none came). */
  rateBeforeThrottle: number;
  rate: number;
  latencyMs: { p50: number; p90: number; p99: number; max: number };
  /** 429 answers that broke a rule of judgeThrottled, and the first of them. */
  invalidThrottled: number;
  firstInvalid?: { answer: BurstAnswer; problems: string[] };
  firstThrottled?: BurstAnswer;
  firstServerError?: BurstAnswer;
  /** Epoch ms: the latest moment a 429 (with a valid Retry-After) asked the client to wait until. */
  retryUntil?: number;
  stoppedBy: 'throttled' | 'requests' | 'seconds' | 'aborted';
}

const MAX_MESSAGES = 5;
const EVIDENCE_BODY_CHARS = 4096;

interface ClientInternals {
  conn?: NodeJS.EventEmitter;
  destroyed?: boolean;
  pipelinedRequests?: { size(): number };
  _connect(): void;
}

export async function runBurst(options: BurstOptions): Promise<BurstResult> {
  const connections = Math.max(1, Math.min(options.connections, options.maxRequests));
  const stopAfter = options.stopAfterThrottled ?? 200;
  const url = new URL(options.url);
  // Loaded with the burst (as autocannon below): runs without --load do not pay for the histogram package.
  const { LatencyHistogram } = await import('./simulate/histogram.ts');
  const latency: Histogram = new LatencyHistogram();
  const statuses: Record<string, number> = {};
  const errorMessages: string[] = [];
  const r: Omit<BurstResult, 'durationMs' | 'rate' | 'rateBeforeThrottle' | 'latencyMs' | 'statuses' | 'errorMessages' | 'stoppedBy' | 'sent'> = {
    answered: 0,
    throttled: 0,
    serverErrors: 0,
    connectionErrors: 0,
    timeouts: 0,
    dropped: 0,
    okBeforeThrottle: 0,
    invalidThrottled: 0,
  };
  let sent = 0;
  let stoppedBy: BurstResult['stoppedBy'] | undefined;
  const started = performance.now();
  const at = () => performance.now() - started;

  let awaitingTime: BurstAnswer | undefined;
  const onAnswer = (status: number, body: string, _context: object, rawHeaders: Record<string, string | string[]>) => {
    // Only 429 and 5xx answers are looked at: the burst must not spend its time on the others.
    if (status !== 429 && status < 500) return;
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(rawHeaders ?? {})) headers[k.toLowerCase()] = Array.isArray(v) ? v.join(', ') : String(v);
    // Its time comes with the 'response' event that autocannon emits right after this call.
    const keep = (): BurstAnswer =>
      (awaitingTime = { status, headers, body: body.length > EVIDENCE_BODY_CHARS ? `${body.slice(0, EVIDENCE_BODY_CHARS)}…` : body, atMs: Math.round(at()), timeMs: 0 });
    if (status === 429) {
      const answer = keep();
      r.firstThrottled ??= answer;
      const problems = options.judgeThrottled?.(answer) ?? [];
      if (problems.length) {
        r.invalidThrottled++;
        r.firstInvalid ??= { answer, problems };
      } else {
        const wait = parseRetryAfter(headers['retry-after']);
        if (wait !== null) r.retryUntil = Math.max(r.retryUntil ?? 0, Date.now() + wait);
      }
    } else if (status >= 500) r.firstServerError ??= keep();
  };

  // Loaded here, not at the top: autocannon is a large import that is needed only by the throttling phase.
  const { default: autocannonRun } = await import('autocannon');
  // Without a callback autocannon returns its event emitter, which is also a promise of the result.
  const instance = autocannonRun({
    url: options.url,
    connections,
    duration: options.maxSeconds,
    maxOverallRequests: options.maxRequests,
    timeout: options.timeoutSeconds ?? 10,
    // Checked every 100 ms: a stop (bound or throttling seen) takes effect within that.
    sampleInt: 100,
    headers: options.headers,
    ...(options.tls ? { tlsOptions: options.tls } : {}),
    requests: [
      {
        method: (options.method ?? 'GET') as autocannon.Request['method'],
        path: `${url.pathname}${url.search}`,
        headers: options.headers,
        onResponse: onAnswer as (status: number, body: string, context: object, headers: autocannon.Request['headers']) => void,
      },
    ],
    setupClient(client: autocannon.Client) {
      // autocannon reconnects silently when the server ends a connection; a request waiting on it is lost.
      const c = client as unknown as ClientInternals;
      const connect = c._connect.bind(c);
      c._connect = () => {
        connect();
        c.conn?.prependListener('end', () => {
          if (!c.destroyed && (c.pipelinedRequests?.size() ?? 0) > 0) r.dropped++;
        });
      };
      (client as unknown as NodeJS.EventEmitter).on('request', () => {
        sent++;
      });
    },
  } as autocannon.Options & { sampleInt: number }) as unknown as NodeJS.EventEmitter & Promise<autocannon.Result> & { stop(): void };

  const stop = (why: BurstResult['stoppedBy']) => {
    if (stoppedBy) return;
    stoppedBy = why;
    instance.stop();
  };
  const onAbort = () => stop('aborted');
  options.signal?.addEventListener('abort', onAbort, { once: true });
  if (options.signal?.aborted) onAbort();

  instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
    r.answered++;
    statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
    latency.recordMs(responseTime);
    if (awaitingTime) {
      awaitingTime.timeMs = Math.round(responseTime);
      awaitingTime = undefined;
    }
    if (statusCode === 429) {
      if (r.throttled === 0) r.firstThrottledMs = at();
      r.throttled++;
      if (r.throttled >= stopAfter) stop('throttled');
    } else {
      if (statusCode >= 500) r.serverErrors++;
      if (r.throttled === 0 && statusCode < 400) r.okBeforeThrottle++;
    }
  });
  instance.on('reqError', (err: Error) => {
    if (errorMessages.length < MAX_MESSAGES) errorMessages.push(err?.message ?? String(err));
  });

  let result: autocannon.Result;
  try {
    result = await instance;
  } finally {
    options.signal?.removeEventListener('abort', onAbort);
  }
  const durationMs = at();
  r.connectionErrors = Math.max(0, result.errors - result.timeouts);
  r.timeouts = result.timeouts;
  if (!stoppedBy) stoppedBy = sent >= options.maxRequests || r.answered >= options.maxRequests ? 'requests' : 'seconds';
  const beforeMs = r.firstThrottledMs ?? durationMs;
  const answersBefore = r.firstThrottledMs === undefined ? r.answered : r.okBeforeThrottle;
  return {
    ...r,
    sent: Math.max(sent, r.answered),
    durationMs: Math.round(durationMs),
    statuses,
    errorMessages,
    rate: round1(r.answered / Math.max(durationMs / 1000, 1e-3)),
    rateBeforeThrottle: round1(answersBefore / Math.max(beforeMs / 1000, 1e-3)),
    latencyMs: { p50: latency.percentileMs(50), p90: latency.percentileMs(90), p99: latency.percentileMs(99), max: latency.maxMs() },
    stoppedBy,
  };
}

function round1(n: number): number {
  return Math.round(n * 10) / 10;
}
