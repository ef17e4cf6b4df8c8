// Part 7, client rule 2: on 429 the client may retry after the period given in Retry-After, so not before.
// A delta-seconds value counts from the answer; an HTTP-date is the moment itself (whole seconds), not the
// seconds it seemed to promise. Timers may fire a hair early: a small tolerance is not held against anyone.
import { parseRetryAfter } from '../../src/http/retryAfter.ts';
import type { ReceivedRequest } from '../../src/judge/traffic.ts';
import type { Traffic, Verdict } from '../../src/judge/types.ts';
import { plural, sameRequest, seconds } from './support.ts';

/** When a 429 allows its request again, or undefined when it gave no usable Retry-After. */
export function allowedAt(r: ReceivedRequest): number | undefined {
  if (r.retryAllowedAt !== undefined) return r.retryAllowedAt;
  if (r.answeredAt === undefined) return undefined;
  const wait = parseRetryAfter(r.retryAfter, r.answeredAt);
  return wait === null ? undefined : r.answeredAt + wait;
}

export function throttled(traffic: Traffic): ReceivedRequest[] {
  return traffic.requests.filter((r) => r.status === 429 && r.answeredAt !== undefined && allowedAt(r) !== undefined);
}

export function judgeRetryAfter429(traffic: Traffic): Verdict {
  const answers = throttled(traffic);
  if (answers.length === 0) return { status: 'not-shown', reason: 'no request was answered with 429' };
  let retried = 0;
  for (const q of answers) {
    const from = allowedAt(q)!;
    for (const x of traffic.requests) {
      if (x.seq <= q.seq || x.arrivedAt < q.answeredAt! || !sameRequest(q, x)) continue;
      retried++;
      if (x.arrivedAt < from - traffic.settings.retryAfterToleranceMs) {
        return {
          status: 'broken',
          message: `#${q.seq} was answered 429 with Retry-After ${q.retryAfter}, which allowed it again from +${seconds(from - traffic.t0)}; it was retried as #${x.seq} at +${seconds(x.arrivedAt - traffic.t0)}, ${seconds(x.arrivedAt - q.answeredAt!)} after the answer, ${seconds(from - x.arrivedAt)} too early`,
          involved: [q, x],
        };
      }
      break; // the first retry decides; later ones are the retry's own business
    }
  }
  return { status: 'held', note: `${plural(answers.length, '429 answer')}, ${plural(retried, 'retry', 'retries')} each after the Retry-After` };
}
