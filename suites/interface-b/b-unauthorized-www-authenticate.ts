// Part 5: an unauthenticated request gets 401; "Interface B: OAuth 2.0." The resource server's 401 to a
// request without an access token, or with one it does not know, carries a WWW-Authenticate challenge of
// the scheme Bearer (RFC 6750 3; RFC 9110 15.5.2: every 401 sends WWW-Authenticate). Shown on B1 (one record).
import { unknownToken } from './auth.ts';
import type { CallOptions } from '../../src/engine/api.ts';
import type { CheckDefinition } from '../../src/engine/types.ts';

/** Whether a WWW-Authenticate value holds a challenge of the Bearer scheme (case-insensitive, RFC 9110 11.1). */
export function hasBearerChallenge(value: string): boolean {
  // A challenge starts the value or follows a comma; auth-params (name=value) never start with the bare word.
  return /(^|,)\s*bearer(\s|,|$)/i.test(value);
}

export const unauthorizedWwwAuthenticate: CheckDefinition = {
  id: 'B.unauthorized-www-authenticate',
  title: 'a 401 to a request without a token, or with an unknown one, carries WWW-Authenticate with a Bearer challenge',
  level: 'MUST',
  interface: 'b',
  specRef: 'part 5',
  requirements: ['R-B-unauthorized-www-authenticate'],
  async run(t) {
    // One after the other, each judged before the next is sent: a failure's evidence is its one request.
    const probes: { label: string; auth: NonNullable<CallOptions['auth']> }[] = [
      { label: 'without an Authorization header', auth: 'none' },
      { label: 'with an unknown bearer token', auth: { header: 'Authorization', value: `Bearer ${unknownToken()}` } },
    ];
    for (const { label, auth } of probes) {
      const res = await t.api.call('listActions', { params: { limit: 1 }, auth });
      // Whether it is 401 at all is B.requires-token's and B.rejects-unknown-token's to judge.
      if (res.status !== 401) continue;
      const challenge = res.headers['www-authenticate'];
      if (challenge === undefined || challenge.trim() === '') {
        t.fail(`B1 ${label} answered 401 without WWW-Authenticate; RFC 6750 3: the resource server MUST include it (RFC 9110 15.5.2: every 401 does)`, res.exchange);
      }
      if (!hasBearerChallenge(challenge)) {
        t.fail(`B1 ${label} answered 401 with WWW-Authenticate: ${challenge.slice(0, 80)}, no Bearer challenge; RFC 6750 3: its challenges use the auth-scheme Bearer`, res.exchange);
      }
    }
  },
};
