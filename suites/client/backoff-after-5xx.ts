// Part 7, client rule 3: on a 5xx the client may retry; exponential backoff is preferred. A SHOULD: each
// retry waits at least a short while after the error, and each wait of a chain is no shorter than the one
// before.
import type { Traffic, Verdict } from '../../src/judge/types.ts';
import { is5xx, plural, seconds, serverErrorChains } from './support.ts';

export function judgeBackoffAfter5xx(traffic: Traffic): Verdict {
  if (!traffic.requests.some(is5xx)) return { status: 'not-shown', reason: 'no request was answered with a 5xx' };
  const chains = serverErrorChains(traffic);
  const retried = chains.filter((c) => c.gaps.length > 0);
  const { minBackoffMs } = traffic.settings;
  for (const c of retried) {
    if (c.gaps[0] < minBackoffMs) {
      return {
        status: 'broken',
        message: `#${c.requests[0].seq} was answered ${c.requests[0].status} and retried ${seconds(c.gaps[0])} later as #${c.requests[1].seq}: no backoff (at least ${minBackoffMs} ms expected)`,
        involved: c.requests.slice(0, 2),
      };
    }
    for (let i = 1; i < c.gaps.length; i++) {
      if (c.gaps[i] < c.gaps[i - 1]) {
        return {
          status: 'broken',
          message: `retries of #${c.requests[0].seq} after 5xx answers waited ${c.gaps.map(seconds).join(', ')}: the wait before #${c.requests[i + 1].seq} shrank instead of growing`,
          involved: c.requests.slice(0, i + 2),
        };
      }
    }
  }
  if (retried.length === 0) return { status: 'held', note: `${plural(chains.length, 'request')} answered with a 5xx, not retried` };
  return { status: 'held', note: `${plural(retried.length, 'request')} retried after a 5xx with growing waits` };
}
