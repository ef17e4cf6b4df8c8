// Part 7: a throttled request gets 429, "the Retry-After header says when to retry" (stated: a broken
// Retry-After fails), with the error body (implied, since the 429 row does not say "details in the body":
// a 429 without it is a warning). Every 429 of the burst is judged, and the one the run's client got right
// after it.
import { errorBodyProblems, loadFindings, retryAfterProblems } from './burst.ts';
import type { CheckDefinition } from '../../../src/engine/types.ts';

export const throttlingRetryAfter: CheckDefinition = {
  id: 'B.throttling-retry-after',
  title: 'under a burst, every 429 carries a valid Retry-After and the error body',
  level: 'MUST',
  interface: 'b',
  specRef: 'part 7',
  requirements: ['R-B-throttled-429-retry-after', 'R-B-throttling', 'R-B-throttled-error-body'],
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
    if (f.bodyless.first) {
      const { answer, problems } = f.bodyless.first;
      t.warn(
        `every 429 carries a valid Retry-After, but ${f.bodyless.count} of ${burst.throttled} lack the error body of part 7 (implied: the 429 row does not say "details in the body"); the first, ${answer.atMs} ms into the burst: ${problems.join('; ')}`,
        f.evidence(answer),
      );
    }
    if (f.probe?.status === 429) {
      const problems = errorBodyProblems(f.probe.text);
      if (problems.length) t.warn(`the 429 answered right after the burst lacks the error body of part 7 (implied): ${problems.join('; ')}`, f.probe.exchange);
    }
    t.note(`${burst.throttled} answers were 429, each with a valid Retry-After and error body`);
    t.note(f.figures);
  },
};
