// The simulator's HTTP client: the tool's client (part 7's rules for each request) plus what a client made
// of many concurrent iterations sharing one token needs so that the server sees those rules kept: while one
// request waits out a Retry-After or a backoff, the others wait too, and identical requests go one at a time.
// Used by `conformance simulate` and by each worker of the Artillery export (judge-client judges both).
import { HttpClient, type HttpClientOptions, type HttpResult, type OutgoingRequest } from '../../src/http/client.ts';

const BACKOFF_BASE_MS = 200;

const equalJitter = (random: () => number) => () => 0.5 + 0.5 * random();

/** The HTTP client of a simulation (of one Artillery worker). */
export function workerClient(
  options: Omit<HttpClientOptions, 'sleep' | 'random' | 'backoffBaseMs' | 'evidence'> & { random: () => number },
  clock: { now: () => number; sleep: (ms: number, signal?: AbortSignal) => Promise<void> },
): GatedHttpClient {
  return new GatedHttpClient(
    {
      ...options,
      evidence: false,
      // Equal jitter over a base of 200 ms: every backoff after a 5xx waits at least 100 ms, the least
      // judge-client takes for a backoff (CB.backoff-after-5xx); full jitter may wait next to nothing.
      backoffBaseMs: BACKOFF_BASE_MS,
      random: equalJitter(options.random),
    },
    clock,
  );
}

/**
 * While one request waits out a Retry-After (or a backoff), new requests wait too: every iteration holds the
 * same token, so to the server an identical request of another iteration (the same list page) is a retry,
 * and part 7 wants the client to hold back after a 429, not only the one request that got it. For the same
 * reason identical requests go one at a time, once the server has throttled or failed (a first pause):
 * before that no request can be taken for an early retry, and a load of identical requests (one list page
 * polled) keeps its concurrency.
 */
export class GatedHttpClient extends HttpClient {
  private until = 0;
  /** Set by the first pause (a Retry-After or a backoff): from then on identical requests go one at a time. */
  private cautious = false;
  private readonly sending = new Map<string, Promise<HttpResult>>();

  constructor(
    options: Omit<HttpClientOptions, 'sleep'>,
    private readonly clock: { now: () => number; sleep: (ms: number, signal?: AbortSignal) => Promise<void> },
  ) {
    super({
      ...options,
      sleep: async (ms, signal) => {
        this.cautious = true;
        this.until = Math.max(this.until, clock.now() + ms);
        await clock.sleep(ms, signal);
        // A retry waits for the latest pause of the worker too, not only for its own.
        await this.gate(signal);
      },
    });
  }

  /** Until the latest pause announced has ended (bounded: pauses are bounded by the client). */
  private async gate(signal?: AbortSignal): Promise<void> {
    for (let turns = 0; turns < 100 && this.clock.now() < this.until; turns++) await this.clock.sleep(this.until - this.clock.now(), signal);
  }

  override async send(req: OutgoingRequest): Promise<HttpResult> {
    if (!this.cautious) return super.send(req);
    // An identical request already on its way is waited for: should it meet a 429, this one would reach the
    // server after that answer and before its Retry-After, which the server can only take for a retry.
    const key = `${req.method} ${req.url} ${req.body === undefined ? '' : Buffer.isBuffer(req.body) ? req.body.toString('base64') : req.body}`;
    // Bounded: each turn waits for an answer or for the latest pause to end.
    for (let turns = 0; turns < 100; turns++) {
      const ahead = this.sending.get(key);
      if (ahead) await ahead.catch(() => undefined);
      else if (this.clock.now() < this.until) await this.gate(req.signal);
      else break;
    }
    const sending = super.send(req);
    this.sending.set(key, sending);
    try {
      return await sending;
    } finally {
      if (this.sending.get(key) === sending) this.sending.delete(key);
    }
  }
}
