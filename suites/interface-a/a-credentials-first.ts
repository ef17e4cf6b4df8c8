// Part 5 and part 7, over the whole class: a request without the API key gets 401 with the error body
// from every operation of the run's table, whatever its supplier-id or materialId (the run's own, one no
// document names, left out, odd texts), its body (valid, invalid, malformed, none) and its query: the key
// is looked at before a 400 for a missing parameter or a broken body, or a 404 for an unknown material.
import fc from 'fast-check';
import { credentialRuns, expect401ForEveryAttempt, type Presented } from '../common/credentialsFirst.ts';
import { credentialsFirstSetupA } from './credentialsFirst.ts';
import type { CheckDefinition } from '../../src/engine/types.ts';

export const aCredentialsFirst: CheckDefinition = {
  id: 'A.credentials-first',
  title: 'without the API key every operation answers 401 with the error body, whatever the ids, body or query',
  level: 'MUST',
  interface: 'a',
  specRef: 'part 5',
  requirements: ['R-A-authenticated', 'R-A-unauthorized-401-body', 'R-A-error-body'],
  property: true,
  // One of the run's longest chains of requests: started first, it does not trail the run.
  startEarly: true,
  async run(t) {
    const setup = await credentialsFirstSetupA(t, 'credentials-first');
    await expect401ForEveryAttempt(t, setup, fc.constant<Presented>({ kind: 'absent' }), undefined, credentialRuns(t, 'a', 'absent'));
  },
};
