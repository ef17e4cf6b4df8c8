// Part 5: only the right key authenticates. The run's own API key with characters added or removed,
// letters' case changed, cut short or extended is refused with 401 and the error body by every operation,
// whatever the ids, body or query. No variant is the key with only whitespace around it (RFC 9110 §5.5
// strips that from a header value: it is the same key), and a key of hexadecimal digits only (a UUID) gets
// no case changes (its case is no part of its value).
import { credentialRuns, expect401ForEveryAttempt, nearMisses, ownCredential } from '../common/credentialsFirst.ts';
import { credentialsFirstSetupA } from './credentialsFirst.ts';
import type { CheckDefinition } from '../../src/engine/types.ts';

export const aRejectsNearMissApiKey: CheckDefinition = {
  id: 'A.rejects-near-miss-api-key',
  title: 'a near miss of the API key (characters added, removed, case changed) gets 401 with the error body everywhere',
  level: 'MUST',
  interface: 'a',
  specRef: 'part 5',
  requirements: ['R-A-authenticated', 'R-A-api-key-header', 'R-A-unauthorized-401-body'],
  property: true,
  // One of the run's longest chains of requests: started first, it does not trail the run.
  startEarly: true,
  async run(t) {
    const own = await ownCredential(t);
    const setup = await credentialsFirstSetupA(t, 'near-miss-key');
    await expect401ForEveryAttempt(t, setup, nearMisses(own), own, credentialRuns(t, 'a', 'nearMiss'));
  },
};
