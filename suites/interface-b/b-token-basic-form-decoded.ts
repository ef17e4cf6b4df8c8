// Part 5: "Interface B: OAuth 2.0." With HTTP Basic, the client id and secret are form-urlencoded before
// they are joined and Base64-encoded (RFC 6749 2.3.1), so the authorization server form-decodes them. Shown
// without special characters in the client's own credentials: every byte of both is sent as %XX, which a
// form-urlencoded decoder turns back into the same id and secret. When the run's own token came by Basic,
// a refusal fails at once; otherwise (client_secret_post, taken alone or after Basic was refused) the same
// credentials are sent in Basic not encoded at all: taken so but not percent-encoded, the endpoint reads
// Basic without decoding it; refused so too, it takes no Basic from this client and nothing is judged.
import { cannotRequestTokens, oauthError, ownTokenRequest, type OwnTokenAnswer } from './tokenRequest.ts';
import type { CheckDefinition } from '../../src/engine/types.ts';

function tookIt(a: OwnTokenAnswer): boolean {
  return a.token !== undefined && a.res.status >= 200 && a.res.status < 300;
}

function answered(a: OwnTokenAnswer): string {
  const error = oauthError(a.res);
  return `${a.res.status}${error !== undefined ? ` with error ${JSON.stringify(error).slice(0, 60)}` : ''}${a.token === undefined ? ' and no access token' : ''}`;
}

export const tokenBasicFormDecoded: CheckDefinition = {
  id: 'B.token-basic-form-decoded',
  title: 'the token endpoint form-decodes the client id and secret of HTTP Basic (each byte sent as %XX is taken)',
  level: 'MUST',
  interface: 'b',
  specRef: 'part 5',
  requirements: ['R-B-token-basic-form-decoded'],
  tokenEndpointOnly: true,
  async run(t) {
    const why = cannotRequestTokens(t);
    if (why) return t.skip(why);
    const oauth = t.settings.oauth!;
    const method = oauth.authMethod ?? 'client_secret_basic';
    if (method !== 'client_secret_basic' && method !== 'client_secret_post') return t.skip(`the client authenticates with ${method}: it has no secret to send in HTTP Basic`);
    const encoded = await ownTokenRequest(t, oauth, {}, 'every-byte');
    if (tookIt(encoded)) return;
    const rule = 'RFC 6749 2.3.1: id and secret are form-urlencoded before Basic, so the server decodes them';
    if (method === 'client_secret_basic') {
      t.fail(`the token endpoint answered ${answered(encoded)} to the client's own id and secret in HTTP Basic with every byte percent-encoded (the run's own token came by Basic, encoded as usual); ${rule}`, encoded.res.exchange);
    }
    const raw = await ownTokenRequest(t, oauth, {}, 'raw');
    if (!tookIt(raw)) return t.skip(`the token endpoint takes no HTTP Basic from this client (${answered(raw)} to its credentials not encoded, ${answered(encoded)} to them percent-encoded): the client uses client_secret_post`);
    t.fail(`the token endpoint answered ${answered(encoded)} to the client's own id and secret in HTTP Basic with every byte percent-encoded, but took them not encoded at all; ${rule}`, encoded.res.exchange);
  },
};
