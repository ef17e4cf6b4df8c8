// Part 7 rule 2 read with part 8 (throttling is per client): a 429 says the client is over its quota, so
// its other requests should hold back for the Retry-After too. Only a SHOULD: the rule speaks of the
// throttled request. Requests already on their way when the 429 was answered are not held against it.
import type { Traffic, Verdict } from '../../src/judge/types.ts';
import { allowedAt, throttled } from './retry-after-429.ts';
import { plural, sameRequest, seconds } from './support.ts';

export function judgeThrottleHonouredByAll(traffic: Traffic): Verdict {
  const answers = throttled(traffic);
  if (answers.length === 0) return { status: 'not-shown', reason: 'no request was answered with 429' };
  const { inFlightGraceMs, retryAfterToleranceMs } = traffic.settings;
  for (const q of answers) {
    const from = allowedAt(q)!;
    const others = traffic.requests.filter(
      (x) => x.kind !== 'token' && !sameRequest(q, x) && x.arrivedAt > q.answeredAt! + inFlightGraceMs && x.arrivedAt < from - retryAfterToleranceMs,
    );
    if (others.length > 0) {
      return {
        status: 'broken',
        message: `after #${q.seq} was answered 429 with Retry-After ${q.retryAfter} (until +${seconds(from - traffic.t0)}), the client sent ${plural(others.length, 'other request')} before that time, the first ${seconds(others[0].arrivedAt - q.answeredAt!)} after the 429`,
        involved: [q, ...others.slice(0, 5)],
      };
    }
  }
  return { status: 'held', note: `no other request during the Retry-After of ${plural(answers.length, '429 answer')}` };
}
