// Part 5: "Interface B: OAuth 2.0." A token request for a grant type the authorization server does not
// support is answered 400 with error unsupported_grant_type (RFC 6749 5.2), never with a token. The run's own
// client asks, with its valid credentials, for an extension grant (RFC 6749 4.5: an absolute URI) no server
// defines, so that only the grant type is wrong.
import { randomBytes } from 'node:crypto';
import { cannotRequestTokens, oauthError, ownTokenRequest } from './tokenRequest.ts';
import type { CheckDefinition } from '../../src/engine/types.ts';

export const tokenUnsupportedGrantType: CheckDefinition = {
  id: 'B.token-unsupported-grant-type',
  title: 'the token endpoint refuses a grant type it does not support with 400 unsupported_grant_type, and no token',
  level: 'MUST',
  interface: 'b',
  specRef: 'part 5',
  requirements: ['R-B-token-unsupported-grant-type'],
  tokenEndpointOnly: true,
  async run(t) {
    const why = cannotRequestTokens(t);
    if (why) return t.skip(why);
    const grant = `urn:conformance:unknown-grant:${randomBytes(6).toString('hex')}`;
    const { res, token } = await ownTokenRequest(t, t.settings.oauth!, { grant_type: grant });
    if (token !== undefined || (res.status >= 200 && res.status < 300)) {
      t.fail(`the token endpoint answered ${res.status}${token !== undefined ? ' with an access token' : ''} to the client's valid credentials with grant_type=${grant}, a grant no server defines; RFC 6749 5.2 calls for 400 unsupported_grant_type`, res.exchange);
    }
    const error = oauthError(res);
    if (res.status !== 400 || error !== 'unsupported_grant_type') {
      t.fail(`the token endpoint answered ${res.status}${error !== undefined ? ` with error ${JSON.stringify(error).slice(0, 60)}` : ' without an OAuth error'} to grant_type=${grant}; RFC 6749 5.2 gives 400 with error unsupported_grant_type`, res.exchange);
    }
  },
};
