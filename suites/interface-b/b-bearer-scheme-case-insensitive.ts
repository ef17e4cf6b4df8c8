// Part 5: "Interface B: OAuth 2.0." A bearer token travels as `Authorization: Bearer <token>` (RFC 6750
// 2.1), and the name of an authentication scheme is case-insensitive (RFC 9110 11.1): the run's own valid
// token sent under the scheme written `bearer`, and `BEARER`, authenticates a read (B1, one record) as it does
// under `Bearer` (a platform that knows the two spellings Bearer and bearer refuses the third).
import type { CheckDefinition } from '../../src/engine/types.ts';

/** Spellings of the scheme other than Bearer. */
const SCHEMES = ['bearer', 'BEARER'] as const;

export const bearerSchemeCaseInsensitive: CheckDefinition = {
  id: 'B.bearer-scheme-case-insensitive',
  title: 'the run\'s valid token is taken under the scheme written in lower or upper case (Authorization: bearer <token>, BEARER <token>)',
  level: 'MUST',
  interface: 'b',
  specRef: 'part 5',
  requirements: ['R-B-bearer-scheme-case-insensitive'],
  async run(t) {
    const own = await t.api.target.auth.headers(t.signal);
    const value = Object.entries(own).find(([k]) => k.toLowerCase() === 'authorization')?.[1];
    const m = value === undefined ? null : /^Bearer +(\S+)$/i.exec(value);
    if (!m) return t.skip('the run\'s credentials are no bearer token in the Authorization header');
    const token = m[1];
    for (const scheme of SCHEMES) {
      const res = await t.api.call('listActions', {
        params: { limit: 1 },
        auth: { header: 'Authorization', value: `${scheme} ${token}`, secret: { env: `${scheme} $CONFORMANCE_BEARER_TOKEN`, text: token } },
      });
      if (res.status === 401 || res.status === 403) {
        t.fail(`B1 with the run's valid token sent as "Authorization: ${scheme} <token>" answered ${res.status}; the scheme name is case-insensitive (RFC 9110 11.1, RFC 6750 2.1), so the token authenticates as under "Bearer"`, res.exchange);
      }
    }
  },
};
