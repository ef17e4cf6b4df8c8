// The one burst of the throttling phase, shared by its checks: B1 list (the cheapest GET, one item a page)
// with the run's own credentials, bounded by --load-max-requests / --load-max-seconds, then one request
// through the run's client while still throttled (evidence with a curl line, and the Retry-After to wait).
import { runBurst, type BurstAnswer, type BurstResult } from '../../../load/burst.ts';
import { validate } from '../../../schemas/index.ts';
import { joinUrl, type ApiResponse } from '../../../src/engine/api.ts';
import { TransportError } from '../../../src/http/client.ts';
import { toCurl } from '../../../src/http/curl.ts';
import { parseJson } from '../../../src/http/json.ts';
import { PLAIN_ANSWERS } from '../../../src/http/requestHeaders.ts';
import { parseRetryAfter } from '../../../src/http/retryAfter.ts';
import { placeParams } from '../../../src/profile/operations.ts';
import { describeProxy, proxyFor } from '../../../src/http/proxy.ts';
import type { CheckContext, Exchange } from '../../../src/engine/types.ts';

/** 429 answers after which throttling counts as shown and the burst stops. */
export const STOP_AFTER_THROTTLED = 200;
/** The longest Retry-After the phase waits out before asking again. */
export const MAX_RECOVERY_WAIT_MS = 60_000;

export const LIST_PARAMS = { limit: 1 } as const;

export interface LoadFindings {
  burst: BurstResult;
  method: string;
  url: string;
  /** What was tried, in words, for warnings. */
  tried: string;
  /** Rate, share of 429s and latency, in words, for notes. */
  figures: string;
  /**
   * 429 answers whose body is not the error body of part 7 (a SHOULD: the 429 row of part 7 does not say
   * "details in the body"), counted apart from those whose Retry-After is broken (stated: a MUST).
   */
  bodyless: { count: number; first?: { answer: BurstAnswer; problems: string[] } };
  /** The request sent through the run's client right after a burst that was throttled. */
  probe?: ApiResponse;
  probeAt?: number;
  probeError?: string;
  /** Turns a burst answer into evidence, credentials redacted. */
  evidence(answer: BurstAnswer): Exchange;
}

/** The burst runs once per run, whichever check asks first. */
export function loadFindings(t: CheckContext): Promise<LoadFindings> {
  return t.shared('b.load.burst', () => burst(t));
}

/** Part 7: "the Retry-After header says when to retry" (stated). */
export function retryAfterProblems(headers: Record<string, string>): string[] {
  const problems: string[] = [];
  const ra = headers['retry-after'];
  if (ra === undefined) problems.push('no Retry-After header');
  else if (parseRetryAfter(ra) === null) problems.push(`Retry-After ${JSON.stringify(ra)} is neither delta-seconds nor an HTTP-date`);
  return problems;
}

/** Part 7's error body (message and errors), implied for a 429. */
export function errorBodyProblems(body: string): string[] {
  const problems: string[] = [];
  let json: unknown;
  try {
    json = body === '' ? undefined : parseJson(body);
  } catch {
    json = undefined;
  }
  if (json === undefined) problems.push(`the body is not the JSON error body of part 7 (${body === '' ? 'empty' : JSON.stringify(body.slice(0, 120))})`);
  else {
    const broken = validate('common/errorBody', json);
    if (broken.length) problems.push(`the error body of part 7 is broken: ${broken.slice(0, 3).join('; ')}`);
  }
  return problems;
}

async function burst(t: CheckContext): Promise<LoadFindings> {
  const { target } = t.api;
  const placed = placeParams(t.api.operation('listActions'), LIST_PARAMS);
  const url = joinUrl(target.baseUrl, placed.pathAndQuery);
  const credentials = await target.auth.headers(t.signal);
  const headers = { ...PLAIN_ANSWERS, ...target.headers, ...placed.headers, ...credentials };
  // The profile's extra headers are redacted in evidence as the credentials are.
  const hidden = { ...Object.fromEntries(Object.keys(target.headerEnv ?? {}).map((k) => [k, target.headers![k]!])), ...credentials };
  // autocannon has no proxy support: with a proxy set for the target, the burst still goes to it directly.
  const proxy = t.settings.embedded ? undefined : proxyFor(url);
  const direct = proxy ? ` The burst went straight to the target, not through the proxy ${describeProxy(proxy)}: its load tool cannot use HTTPS_PROXY/HTTP_PROXY.` : '';
  const bounds = t.settings.load;
  const bodyless: LoadFindings['bodyless'] = { count: 0 };
  const result = await runBurst({
    url,
    method: placed.method,
    headers,
    maxRequests: bounds.maxRequests,
    maxSeconds: bounds.maxSeconds,
    connections: bounds.connections,
    stopAfterThrottled: STOP_AFTER_THROTTLED,
    // The burst judges the stated Retry-After; the error body (implied) is counted apart.
    judgeThrottled: (a) => {
      const body = errorBodyProblems(a.body);
      if (body.length) {
        bodyless.count++;
        bodyless.first ??= { answer: a, problems: body };
      }
      return retryAfterProblems(a.headers);
    },
    signal: t.signal,
    tls: target.tls,
  });
  // The burst goes through autocannon, not the run's client: its requests count all the same.
  t.api.countSentElsewhere(result.sent);

  const findings: LoadFindings = {
    burst: result,
    method: placed.method,
    url,
    tried: tried(result, bounds) + direct,
    figures: figures(result) + direct,
    bodyless,
    evidence: (answer) => toExchange(placed.method, url, headers, hidden, { ...target.headerEnv, ...target.auth.envHeaders }, answer),
  };
  if (result.throttled > 0) {
    try {
      findings.probe = await t.api.call('listActions', { params: LIST_PARAMS, retry: false });
      // Retry-After counts from when the answer came.
      findings.probeAt = Date.now();
    } catch (err) {
      if (!(err instanceof TransportError)) throw err;
      findings.probeError = err.message;
    }
  }
  return findings;
}

function tried(r: BurstResult, bounds: { maxRequests: number; maxSeconds: number; connections: number }): string {
  return (
    `${r.sent} requests in ${(r.durationMs / 1000).toFixed(1)} s over ${Math.min(bounds.connections, bounds.maxRequests)} connections, ` +
    `${r.rate} answers/s reached (bounds: ${bounds.maxRequests} requests, ${bounds.maxSeconds} s; ` +
    `raise --load-max-requests / --load-max-seconds to push harder)`
  );
}

function figures(r: BurstResult): string {
  const share = r.answered ? ((100 * r.throttled) / r.answered).toFixed(1) : '0';
  const before = r.firstThrottledMs === undefined ? `no 429 in ${r.durationMs} ms at ${r.rate}/s` : `first 429 after ${Math.round(r.firstThrottledMs)} ms at ${r.rateBeforeThrottle}/s`;
  const l = r.latencyMs;
  return `${before}; ${r.throttled} of ${r.answered} answers were 429 (${share}%); latency p50 ${l.p50} ms, p90 ${l.p90} ms, p99 ${l.p99} ms, max ${l.max} ms`;
}

const REDACTED = '<redacted>';

function toExchange(
  method: string,
  url: string,
  headers: Record<string, string>,
  credentials: Record<string, string>,
  envHeaders: Record<string, string>,
  answer: BurstAnswer,
): Exchange {
  // The credential values the burst sent, and the token inside "Bearer <token>": none may reach a report.
  const secrets = Object.values(credentials).flatMap((v) => [v, v.replace(/^\S+\s+/, '')]).filter((s) => s.length >= 4);
  const redact = (s: string) => secrets.reduce((acc, secret) => acc.split(secret).join(REDACTED), s);
  const credentialNames = new Set(Object.keys(credentials).map((k) => k.toLowerCase()));
  const shown = (h: Record<string, string>) =>
    Object.fromEntries(Object.entries(h).map(([k, v]) => [k, credentialNames.has(k.toLowerCase()) || /^(set-)?cookie$|^authorization$/i.test(k) ? REDACTED : redact(v)]));
  return {
    request: { method, url: redact(url), headers: shown(headers) },
    response: {
      status: answer.status,
      headers: shown(answer.headers),
      body: redact(answer.body),
      bodyBytes: Buffer.byteLength(answer.body),
      timeMs: answer.timeMs,
    },
    reproduce: redact(toCurl({ method, url, headers, envHeaders })),
  };
}

/** Margin for timers and clocks past a Retry-After; an HTTP-date has whole seconds, so it gets one more. */
export function graceAfter(retryAfters: readonly (string | undefined)[]): number {
  return 250 + (retryAfters.some((v) => v !== undefined && !/^\s*\d+\s*$/.test(v)) ? 1000 : 0);
}

/** When the client may ask again: the latest moment any valid Retry-After pointed to (epoch ms). */
export function retryUntil(f: LoadFindings): number | undefined {
  let until = f.burst.retryUntil;
  if (f.probe?.status === 429 && f.probeAt !== undefined) {
    const wait = parseRetryAfter(f.probe.headers['retry-after'], f.probeAt);
    if (wait !== null) until = Math.max(until ?? 0, f.probeAt + wait);
  }
  return until;
}
