// Part 7, client rule 1: on a 4xx the client must not resend the same request unchanged (429 excepted,
// rule 2). Unchanged means same method, URL, body and credential: a resend with a fresh token after a 401
// is a change. A copy that was already on its way when the 4xx was answered is not a resend.
import { unchangedResend } from '../../src/judge/traffic.ts';
import type { Traffic, Verdict } from '../../src/judge/types.ts';
import { is4xx, plural, seconds } from './support.ts';

export function judgeNoResendAfter4xx(traffic: Traffic): Verdict {
  const refused = traffic.requests.filter((r) => is4xx(r) && r.status !== 429 && r.answeredAt !== undefined);
  if (refused.length === 0) return { status: 'not-shown', reason: 'no request was answered with a 4xx other than 429' };
  for (const r of refused) {
    const resend = traffic.requests.find((x) => x.seq > r.seq && x.arrivedAt >= r.answeredAt! && unchangedResend(r, x));
    if (resend) {
      return {
        status: 'broken',
        message: `#${r.seq} was answered ${r.status} and sent again unchanged (same method, URL, body and credential) as #${resend.seq}, ${seconds(resend.arrivedAt - r.answeredAt!)} later`,
        involved: [r, resend],
      };
    }
  }
  return { status: 'held', note: `${plural(refused.length, 'request')} answered with a 4xx, none sent again unchanged` };
}
