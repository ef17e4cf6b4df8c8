// Part 7, client rule 3 allows retries after a 5xx; a client that never gives up turns an outage into a
// flood. A SHOULD: no more resends of one request after 5xx answers than a small bound.
import type { Traffic, Verdict } from '../../src/judge/types.ts';
import { is5xx, plural, serverErrorChains } from './support.ts';

export function judgeRetriesBounded(traffic: Traffic): Verdict {
  if (!traffic.requests.some(is5xx)) return { status: 'not-shown', reason: 'no request was answered with a 5xx' };
  const chains = serverErrorChains(traffic);
  const max = traffic.settings.maxRetries5xx;
  const longest = chains.reduce((a, c) => (c.gaps.length > a.gaps.length ? c : a), chains[0]);
  if (longest.gaps.length > max) {
    return {
      status: 'broken',
      message: `#${longest.requests[0].seq} was resent ${longest.gaps.length} times after 5xx answers (more than ${max})`,
      involved: longest.requests,
    };
  }
  return { status: 'held', note: `at most ${plural(longest.gaps.length, 'retry', 'retries')} of one request after 5xx answers` };
}
