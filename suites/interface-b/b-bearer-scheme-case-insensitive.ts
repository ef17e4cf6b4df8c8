// Part 5: "Interface B: OAuth 2.0." A bearer token travels as `Authorization: Bearer <token>` (RFC 6750
// 2.1), and the name of an authentication scheme is case-insensitive (RFC 9110 11.1): the run's own valid
// token sent under the scheme written `bearer` authenticates a read (B1, one record) as it does under `Bearer`.
import type { CheckDefinition } from '../../src/engine/types.ts';

export const bearerSchemeCaseInsensitive: CheckDefinition = {
  id: 'B.bearer-scheme-case-insensitive',
  title: 'the run\'s valid token is taken under the scheme written in lower case (Authorization: bearer <token>)',
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
    const res = await t.api.call('listActions', {
      params: { limit: 1 },
      auth: { header: 'Authorization', value: `bearer ${token}`, secret: { env: 'bearer $CONFORMANCE_BEARER_TOKEN', text: token } },
    });
    if (res.status === 401 || res.status === 403) {
      t.fail(`B1 with the run's valid token sent as "Authorization: bearer <token>" answered ${res.status}; the scheme name is case-insensitive (RFC 9110 11.1, RFC 6750 2.1), so the token authenticates as under "Bearer"`, res.exchange);
    }
  },
};
