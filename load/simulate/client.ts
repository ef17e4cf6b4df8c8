// The simulator's HTTP client: the tool's client (part 7's rules for each request) plus what a client made
// of many concurrent iterations sharing one token needs so that the server sees those rules kept: while one
// request waits out a Retry-After or a backoff, the others wait too, and identical requests go one at a time.
// Used by `conformance simulate` and by each worker of the Artillery export (judge-client judges both).
import { HttpClient, type HttpClientOptions, type HttpResult, type OutgoingRequest } from '../../src/http/client.ts';
import { parseRetryAfter } from '../../src/http/retryAfter.ts';
import { DEFAULTS } from '../../src/defaults.ts';

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
 * While one request waits out a Retry-After (or a backoff), new requests wait too. The tool's client already
 * holds them while a retry waits out a Retry-After (src/http/retryHold.ts); here they wait for a backoff and
 * after a final 429 as well, on the simulation's clock. Every iteration holds the same token, so to the
 * server an identical request of another iteration (the same list page) is a retry,
 * and part 7 wants the client to hold back after a 429, not only the one request that got it. For the same
 * reason identical requests go one at a time, from the first: two at once can reach the server in either
 * order, and the second arriving after the first's 429 would be a retry before its Retry-After.
 */
export class GatedHttpClient extends HttpClient {
  private until = 0;
  /** Identical requests under way or waiting, by identity: the last of them, and how many are left. */
  private readonly queues = new Map<string, { last?: Promise<HttpResult>; left: number }>();
  /** Identities whose last answer was a final 429: none goes out again before its Retry-After has passed. */
  private readonly held = new Map<string, number>();
  /** The longest the whole worker holds back for a final 429 (the client's own cap on a Retry-After it waits). */
  private readonly maxWorkerPauseMs: number;

  constructor(
    options: Omit<HttpClientOptions, 'sleep'>,
    private readonly clock: { now: () => number; sleep: (ms: number, signal?: AbortSignal) => Promise<void> },
  ) {
    super({
      ...options,
      sleep: async (ms, signal) => {
        this.pauseFor(ms);
        await clock.sleep(ms, signal);
        // A retry waits for the latest pause of the worker too, not only for its own.
        await this.gate(signal);
      },
    });
    this.maxWorkerPauseMs = options.maxRetryAfterMs ?? DEFAULTS.maxRetryAfterMs;
  }

  private pauseFor(ms: number): void {
    this.until = Math.max(this.until, this.clock.now() + ms);
  }

  /** Until the latest pause announced has ended (bounded in turns; each turn waits out the pause). */
  private async gate(signal?: AbortSignal): Promise<void> {
    for (let turns = 0; turns < 100 && this.clock.now() < this.until; turns++) await this.clock.sleep(this.until - this.clock.now(), signal);
  }

  override send(req: OutgoingRequest): Promise<HttpResult> {
    // Identical as judge-client takes a retry: method, URL and body.
    const key = `${req.method} ${req.url} ${req.body === undefined ? '' : Buffer.isBuffer(req.body) ? req.body.toString('base64') : req.body}`;
    let queue = this.queues.get(key);
    if (!queue) this.queues.set(key, (queue = { left: 0 }));
    queue.left++;
    const sending = this.inTurn(key, queue, queue.last, req);
    queue.last = sending;
    return sending;
  }

  /**
   * Sends once the identical request before has its final answer and that answer's pause is noted, and the
   * worker's pause is over: at most one of them is under way, and none goes out during a Retry-After it got.
   */
  private async inTurn(key: string, queue: { left: number }, ahead: Promise<HttpResult> | undefined, req: OutgoingRequest): Promise<HttpResult> {
    try {
      if (ahead) await ahead.catch(() => undefined);
      const heldUntil = this.held.get(key);
      if (heldUntil !== undefined) {
        if (this.clock.now() < heldUntil) await this.clock.sleep(heldUntil - this.clock.now(), req.signal);
        this.held.delete(key);
      }
      if (this.clock.now() < this.until) await this.gate(req.signal);
      const result = await super.send(req);
      // A 429 that is final (not retried: retries used up, a Retry-After above the cap, no retry asked)
      // holds back the next identical request for its whole Retry-After, and the rest of the worker for as
      // long as the client would wait itself: a server's Retry-After of an hour must not stall every iteration.
      if (result.status === 429) {
        const wait = parseRetryAfter(result.headers['retry-after']);
        if (wait !== null) {
          this.held.set(key, this.clock.now() + wait);
          this.pauseFor(Math.min(wait, this.maxWorkerPauseMs));
        }
      }
      return result;
    } finally {
      if (--queue.left === 0) this.queues.delete(key);
    }
  }
}
