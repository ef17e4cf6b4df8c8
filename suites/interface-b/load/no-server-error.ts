// Part 7: throttling is a 429, not a 5xx (500 means an internal error); and a server that throttles keeps
// answering: no connection reset, closed under a waiting request, or left unanswered.
import { loadFindings } from './burst.ts';
import type { CheckDefinition } from '../../../src/engine/types.ts';

export const throttlingNoServerError: CheckDefinition = {
  id: 'B.throttling-no-server-error',
  title: 'under a burst, no 5xx and no dropped connections',
  level: 'MUST',
  interface: 'b',
  specRef: 'part 7',
  requirements: ['R-B-throttling'],
  phase: 'load',
  async run(t) {
    const f = await loadFindings(t);
    const { burst } = f;
    const statuses = Object.entries(burst.statuses)
      .map(([s, n]) => `${s}: ${n}`)
      .join(', ');
    if (burst.serverErrors > 0) {
      t.fail(
        `${burst.serverErrors} of ${burst.answered} answers under load were 5xx (${statuses}); throttling is answered with 429 (part 7)`,
        burst.firstServerError ? f.evidence(burst.firstServerError) : undefined,
      );
    }
    const broken = burst.connectionErrors + burst.timeouts + burst.dropped;
    if (broken > 0) {
      const parts = [
        burst.connectionErrors ? `${burst.connectionErrors} connection errors` : '',
        burst.timeouts ? `${burst.timeouts} requests unanswered within 10 s` : '',
        burst.dropped ? `${burst.dropped} connections closed with a request waiting` : '',
      ].filter(Boolean);
      const why = burst.errorMessages.length ? ` (${burst.errorMessages.join('; ')})` : '';
      t.fail(`under load the server dropped requests: ${parts.join(', ')}${why}`);
    }
    if (burst.throttled === 0) t.warn(`no 5xx and no dropped connection, but no 429 either within the bounds, so throttling was not reached: ${f.tried}`);
    t.note(`no 5xx and no dropped connection in ${burst.answered} answers (${statuses})`);
    t.note(f.figures);
  },
};
