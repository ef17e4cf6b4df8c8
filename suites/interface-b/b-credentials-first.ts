// Part 5 and part 7, over the whole class: a request without a token gets 401 with the error body from
// every operation of the run's table, whatever its id (the run's own, one known absent, non-numeric,
// negative, zero, beyond int64, percent-encoded oddities), its body (valid, invalid, malformed, none) and
// its query: authentication comes before a 404 for the id or a 400 for the body.
import fc from 'fast-check';
import { credentialRuns, expect401ForEveryAttempt, type Presented } from '../common/credentialsFirst.ts';
import { credentialsFirstSetupB } from './credentialsFirst.ts';
import type { CheckDefinition } from '../../src/engine/types.ts';

export const credentialsFirstB: CheckDefinition = {
  id: 'B.credentials-first',
  title: 'without a token every operation answers 401 with the error body, whatever the id, body or query',
  level: 'MUST',
  interface: 'b',
  specRef: 'part 5',
  requirements: ['R-B-authenticated', 'R-B-unauthorized-401-body', 'R-B-error-body'],
  property: true,
  // One of the run's longest chains of requests: started first, it does not trail the run.
  startEarly: true,
  async run(t) {
    const setup = await credentialsFirstSetupB(t, 'credentials first');
    await expect401ForEveryAttempt(t, setup, fc.constant<Presented>({ kind: 'absent' }), undefined, credentialRuns(t, 'b', 'absent'));
  },
};
