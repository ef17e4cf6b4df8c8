// Part 7: the error body (message and errors) on a 429 is implied, not stated: the 429 row of the table
// does not say "details in the body", as the 400 row does. So a 429 without it, a gateway's own body for
// instance, is a warning. Every 429 of the burst is judged, and the one the run's client got right after it.
import { errorBodyProblems, loadFindings } from './burst.ts';
import type { CheckDefinition } from '../../../src/engine/types.ts';

export const throttledErrorBody: CheckDefinition = {
  id: 'B.throttling-error-body',
  title: 'under a burst, every 429 carries the error body of part 7',
  level: 'SHOULD',
  interface: 'b',
  specRef: 'part 7',
  requirements: ['R-B-throttled-error-body'],
  phase: 'load',
  async run(t) {
    const f = await loadFindings(t);
    const { burst } = f;
    if (burst.throttled === 0 && f.probe?.status !== 429) t.skip(`no 429 within the bounds of the throttling phase, so no error body of one to judge (B.throttling-retry-after says so): ${f.tried}`);
    if (f.bodyless.first) {
      const { answer, problems } = f.bodyless.first;
      t.warn(
        `${f.bodyless.count} of ${burst.throttled} 429 answers lack the error body of part 7 (implied: the 429 row does not say "details in the body"); the first, ${answer.atMs} ms into the burst: ${problems.join('; ')}`,
        f.evidence(answer),
      );
    }
    if (f.probe?.status === 429) {
      const problems = errorBodyProblems(f.probe.text);
      if (problems.length) t.warn(`the 429 answered right after the burst lacks the error body of part 7 (implied): ${problems.join('; ')}`, f.probe.exchange);
    }
    t.note(`${burst.throttled} answers were 429, each with the error body of part 7`);
  },
};
