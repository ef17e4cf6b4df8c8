// What the client rules share: the requests of the API (not of the token endpoint), times, and the chains
// of resends of one request after server errors.
import { describeRequest, seconds } from '../../src/judge/describe.ts';
import { sameRequest, type ReceivedRequest } from '../../src/judge/traffic.ts';
import type { Traffic } from '../../src/judge/types.ts';

export { describeRequest, seconds, sameRequest };

export function is4xx(r: ReceivedRequest): boolean {
  return r.status !== undefined && r.status >= 400 && r.status < 500;
}

export function is5xx(r: ReceivedRequest): boolean {
  return r.status !== undefined && r.status >= 500 && r.status < 600;
}

/** The first request after `r` that sends it again (same method, URL and body), sent once its answer was out. */
export function nextResend(traffic: Traffic, r: ReceivedRequest): ReceivedRequest | undefined {
  if (r.answeredAt === undefined) return undefined;
  return traffic.requests.find((x) => x.seq > r.seq && x.arrivedAt >= r.answeredAt! && sameRequest(r, x));
}

/** A request and its resends, each after a 5xx answer to the one before, with the waits between. */
export interface ServerErrorChain {
  requests: ReceivedRequest[];
  /** Wait from each 5xx answer to the resend that followed it. */
  gaps: number[];
}

export function serverErrorChains(traffic: Traffic): ServerErrorChain[] {
  const inChain = new Set<number>();
  const chains: ServerErrorChain[] = [];
  for (const r of traffic.requests) {
    if (!is5xx(r) || inChain.has(r.seq)) continue;
    const chain: ServerErrorChain = { requests: [r], gaps: [] };
    inChain.add(r.seq);
    let last = r;
    while (is5xx(last)) {
      const next = nextResend(traffic, last);
      if (!next) break;
      chain.gaps.push(next.arrivedAt - last.answeredAt!);
      chain.requests.push(next);
      inChain.add(next.seq);
      last = next;
    }
    chains.push(chain);
  }
  return chains;
}

/** `1 retry`, `2 retries`: the plural form is given where adding an s would be wrong. */
export function plural(n: number, word: string, many = `${word}s`): string {
  return `${n} ${n === 1 ? word : many}`;
}
