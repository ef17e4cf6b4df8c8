// Part 7: a throttled request gets 429, "the Retry-After header says when to retry" (stated: a broken
// Retry-After fails). Every 429 of the burst is judged, and the one the run's client got right after it.
// The error body of those answers is B.throttling-error-body's (a SHOULD).
import { loadFindings, retryAfterProblems } from './burst.ts';
import type { CheckDefinition } from '../../../src/engine/types.ts';

export const throttlingRetryAfter: CheckDefinition = {
  id: 'B.throttling-retry-after',
  title: 'under a burst, every 429 carries a valid Retry-After',
  level: 'MUST',
  interface: 'b',
  specRef: 'part 7',
  requirements: ['R-B-throttled-429-retry-after', 'R-B-throttling'],
  phase: 'load',
  async run(t) {
    const f = await loadFindings(t);
    const { burst } = f;
    if (burst.throttled === 0) {
      const fives = burst.serverErrors ? ` (but ${burst.serverErrors} answers were 5xx: see B.throttling-no-server-error)` : '';
      t.warn(`no 429 within the bounds of the throttling phase${fives}: ${f.tried}`);
    }
    if (burst.firstInvalid) {
      const { answer, problems } = burst.firstInvalid;
      t.fail(
        `${burst.invalidThrottled} of ${burst.throttled} 429 answers break part 7; the first, ${answer.atMs} ms into the burst: ${problems.join('; ')}`,
        f.evidence(answer),
      );
    }
    if (f.probe?.status === 429) {
      const problems = retryAfterProblems(f.probe.headers);
      if (problems.length) t.fail(`the 429 answered right after the burst breaks part 7: ${problems.join('; ')}`, f.probe.exchange);
    }
    t.note(`${burst.throttled} answers were 429, each with a valid Retry-After`);
    t.note(f.figures);
  },
};
