// Part 5: only the token issued authenticates. The run's own access token with characters added or
// removed, letters' case changed, cut short or extended is refused with 401 and the error body by every
// operation, whatever the id, body or query. The scheme word `Bearer` is kept as it is (RFC 6750 and
// RFC 9110 make it case-insensitive), and no variant is the token with only whitespace around it.
import { credentialRuns, expect401ForEveryAttempt, nearMisses, ownCredential } from '../common/credentialsFirst.ts';
import { credentialsFirstSetupB } from './credentialsFirst.ts';
import type { CheckDefinition } from '../../src/engine/types.ts';

export const rejectsNearMissToken: CheckDefinition = {
  id: 'B.rejects-near-miss-token',
  title: 'a near miss of the access token (characters added, removed, case changed) gets 401 with the error body everywhere',
  level: 'MUST',
  interface: 'b',
  specRef: 'part 5',
  requirements: ['R-B-authenticated', 'R-B-oauth2', 'R-B-unauthorized-401-body'],
  property: true,
  // One of the run's longest chains of requests: started first, it does not trail the run.
  startEarly: true,
  async run(t) {
    const own = await ownCredential(t);
    const setup = await credentialsFirstSetupB(t, 'near-miss token');
    await expect401ForEveryAttempt(t, setup, nearMisses(own), own, credentialRuns(t, 'b', 'nearMiss'));
  },
};
