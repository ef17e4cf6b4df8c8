// How a simulated client sends one operation: parameters placed as the profile says, credentials from the
// auth provider (one fresh token after a 401), and the shared HttpClient, which applies the client rules
// of part 7 (wait out Retry-After on 429, back off with jitter on 5xx, never resend a 4xx unchanged).
// Unlike the checks' client it keeps no evidence: a simulation may send millions of requests.
import { TransportError, type HttpClient } from '../../src/http/client.ts';
import { stringifyJson } from '../../src/http/json.ts';
import { PLAIN_ANSWERS } from '../../src/http/requestHeaders.ts';
import type { OperationSpec } from '../../src/profile/operations.ts';
import { Placer } from './placer.ts';
import type { AuthProvider } from '../../src/auth/provider.ts';
import type { ClientTls } from '../../src/http/dispatcher.ts';

export interface SimTarget {
  baseUrl: string;
  operations: Record<string, OperationSpec>;
  auth: AuthProvider;
  /** Extra headers of the profile (names lower case), sent on every request. */
  headers?: Record<string, string>;
  tls?: ClientTls;
}

export interface CallOutcome {
  /** Final status; undefined when the request failed in transport. */
  status?: number;
  headers?: Record<string, string>;
  body?: Buffer;
  error?: string;
  /** Status of every attempt, retried ones first. */
  attempts: (number | undefined)[];
  /** 429 answers whose Retry-After was waited out before asking again. */
  retryAfterHonoured: number;
  /** 5xx answers followed by a backoff and a new attempt. */
  backoffRetries: number;
  /** The same request already got a 4xx: it was not sent again (part 7 rule 1). */
  suppressed: boolean;
}

const NO_PARAMS: Record<string, never> = {};

export interface CallInput {
  params?: Record<string, string | number | undefined>;
  body?: unknown;
  /** The body already written as JSON (drawn ahead of its send time); instead of `body`. */
  json?: string;
}

export class SimCaller {
  /** Each operation compiled once, at its first call. */
  private readonly placers = new Map<string, Placer>();

  constructor(
    private readonly target: SimTarget,
    private readonly http: HttpClient,
  ) {}

  async call(operation: string, input: CallInput, signal?: AbortSignal): Promise<CallOutcome> {
    const placed = this.placer(operation).place(input.params ?? NO_PARAMS);
    const body = input.json ?? (input.body === undefined ? undefined : stringifyJson(input.body));
    const headers: Record<string, string> = { ...PLAIN_ANSWERS, ...this.target.headers, ...placed.headers };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const { auth } = this.target;
    Object.assign(headers, await auth.headers(signal));
    let outcome = await this.once(placed.method, placed.url, headers, body, signal);
    if (outcome.status === 401 && auth.refresh && !outcome.suppressed) {
      // A token can expire mid-run: one new token, one new request (with changed credentials, so not a resend).
      if (await auth.refresh(signal, headers)) {
        Object.assign(headers, await auth.headers(signal));
        const again = await this.once(placed.method, placed.url, headers, body, signal);
        again.attempts.unshift(...outcome.attempts);
        again.retryAfterHonoured += outcome.retryAfterHonoured;
        again.backoffRetries += outcome.backoffRetries;
        outcome = again;
      }
    }
    return outcome;
  }

  private placer(operation: string): Placer {
    let placer = this.placers.get(operation);
    if (!placer) {
      const op = this.target.operations[operation];
      if (!op) throw new Error(`operation ${operation} is not configured`);
      this.placers.set(operation, (placer = new Placer(op, this.target.baseUrl)));
    }
    return placer;
  }

  private async once(method: string, url: string, headers: Record<string, string>, body: string | undefined, signal?: AbortSignal): Promise<CallOutcome> {
    try {
      const r = await this.http.send({ method, url, headers, body, envHeaders: this.target.auth.envHeaders, signal, tls: this.target.tls });
      if (r.fromMemo) return { status: r.status, headers: r.headers, body: r.body, attempts: [], retryAfterHonoured: 0, backoffRetries: 0, suppressed: true };
      const retries = r.exchange.retries;
      // Retried requests are the exception: the usual answer needs no counting.
      if (!retries) return { status: r.status, headers: r.headers, body: r.body, attempts: [r.status], retryAfterHonoured: 0, backoffRetries: 0, suppressed: false };
      return { status: r.status, headers: r.headers, body: r.body, ...retried(retries), suppressed: false, attempts: [...retries.map((x) => x.status), r.status] };
    } catch (err) {
      if (!(err instanceof TransportError)) throw err;
      const retries = err.exchange.retries ?? [];
      return { error: err.message, ...retried(retries), attempts: [...retries.map((x) => x.status), undefined], suppressed: false };
    }
  }
}

function retried(retries: { status?: number }[]): { retryAfterHonoured: number; backoffRetries: number } {
  let retryAfterHonoured = 0;
  let backoffRetries = 0;
  for (const x of retries) {
    if (x.status === 429) retryAfterHonoured++;
    else if ((x.status ?? 0) >= 500) backoffRetries++;
  }
  return { retryAfterHonoured, backoffRetries };
}
