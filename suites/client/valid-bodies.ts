// Part 2: request bodies as the specification lists them (required fields, types, allowed values). The
// front judged each body whole as it arrived (`problems`); this check collects the verdicts.
import type { Traffic, Verdict } from '../../src/judge/types.ts';
import { plural } from './support.ts';

export function judgeValidBodies(kinds: readonly string[]) {
  return (traffic: Traffic): Verdict => {
    const sent = traffic.requests.filter((r) => kinds.includes(r.kind));
    if (sent.length === 0) return { status: 'not-shown', reason: `the client sent no ${kinds.join(' or ')} request` };
    const bad = sent.filter((r) => (r.problems?.length ?? 0) > 0);
    if (bad.length > 0) {
      const first = bad[0];
      return {
        status: 'broken',
        message: `${plural(bad.length, 'body', 'bodies')} broke part 2; #${first.seq} (${first.kind}): ${first.problems!.slice(0, 5).join('; ')}`,
        involved: bad.slice(0, 5),
      };
    }
    return { status: 'held', note: `${plural(sent.length, 'body', 'bodies')} valid` };
  };
}
