// Part 5: interface B uses OAuth 2.0. RFC 6749 5.2 answers a failed client authentication with
// invalid_client (400 or 401), under that error code, and no token; a token endpoint that hands a token to
// a wrong client secret, or to an assertion signed by a key that is not the client's (RFC 7523 3), defeats
// the authentication part 5 requires. Part 5 names OAuth 2.0 without restating its rules: a warning.
import { randomBytes } from 'node:crypto';
import { CLIENT_ASSERTION_TYPE } from '../../src/auth/methods.ts';
import { strangerAssertion, strangerAssertionArgument } from './strangerAssertion.ts';
import type { CheckDefinition } from '../../src/engine/types.ts';

export const tokenRejectsWrongSecret: CheckDefinition = {
  id: 'B.token-rejects-wrong-secret',
  title: 'the token endpoint refuses a known client id with a wrong secret, or an assertion signed by another key, with error invalid_client and no token',
  level: 'SHOULD',
  interface: 'b',
  specRef: 'part 5',
  requirements: ['R-B-token-rejects-wrong-secret'],
  tokenEndpointOnly: true,
  async run(t) {
    const oauth = t.settings.oauth;
    if (!oauth) return t.skip('the run authenticates with a static bearer token: no token endpoint to ask');
    if (oauth.authMethod === 'tls_client_auth' || oauth.authMethod === 'self_signed_tls_client_auth') {
      return t.skip('the client authenticates with its TLS certificate: a wrong secret proves nothing there, and the run holds no other certificate');
    }
    const wrong = `wrong-${randomBytes(12).toString('hex')}`;
    // The parameters the run's own token requests carry (b.oauth.params, the scope), so that only the credential
    // differs: a provider that wants an audience may answer its absence before it looks at the client.
    const form = new URLSearchParams({ ...oauth.form, grant_type: 'client_credentials' });
    const headers: Record<string, string> = {};
    let credential = 'a wrong secret';
    // As the run's own assertion, the kid included (the endpoint picks the registered key by it), but signed
    // by another key: only the signature tells it from the client's.
    const shape = oauth.assertion ?? { alg: 'ES256', aud: oauth.tokenUrl };
    if (oauth.authMethod === 'private_key_jwt') {
      credential = 'a client assertion signed by a key that is not the client\'s';
      form.set('client_id', oauth.clientId);
      form.set('client_assertion_type', CLIENT_ASSERTION_TYPE);
      // Last: the reproduction below replaces it with one made when it runs.
      form.set('client_assertion', strangerAssertion(oauth.clientId, shape));
    } else if (oauth.authMethod === 'client_secret_post') {
      form.set('client_id', oauth.clientId);
      form.set('client_secret', wrong);
    } else {
      const enc = (s: string) => encodeURIComponent(s).replace(/%20/g, '+');
      headers.authorization = `Basic ${Buffer.from(`${enc(oauth.clientId)}:${enc(wrong)}`).toString('base64')}`;
    }
    const res = await t.api.send('POST', oauth.tokenUrl, {
      auth: 'none',
      retry: false,
      headers,
      rawBody: form.toString(),
      contentType: 'application/x-www-form-urlencoded',
    });
    if (oauth.authMethod === 'private_key_jwt') {
      // The assertion sent is spent (its jti is remembered where it was taken) and lives a minute: the curl
      // line makes a fresh one, with a fresh key, each time it runs.
      const line = res.exchange.reproduce.replace(/&client_assertion=[A-Za-z0-9_.-]+'/, "'");
      if (line !== res.exchange.reproduce) res.exchange.reproduce = `${line} ${strangerAssertionArgument(oauth.clientId, shape)}`;
    }
    const token = (res.json as { access_token?: unknown } | undefined)?.access_token;
    // A token handed out by mistake is still a live credential: it never reaches the evidence.
    if (typeof token === 'string' && token !== '' && res.exchange.response?.body) {
      res.exchange.response.body = res.exchange.response.body.split(token).join('<redacted>');
    }
    if ((res.status >= 200 && res.status < 300) || token !== undefined) {
      t.fail(`the token endpoint answered ${res.status}${token !== undefined ? ' with an access token' : ''} to client ${oauth.clientId} with ${credential}; RFC 6749 5.2 calls for invalid_client`, res.exchange);
    }
    if (res.status !== 400 && res.status !== 401) t.fail(`the token endpoint answered ${res.status} to client ${oauth.clientId} with ${credential}; RFC 6749 5.2 gives 400 or 401 (invalid_client)`, res.exchange);
    // The code tells the client what to do: invalid_client (fix or rotate the credentials), not another
    // condition's (unauthorized_client is a client not allowed the grant type).
    const error = (res.json as { error?: unknown } | undefined)?.error;
    if (error !== 'invalid_client') {
      t.fail(`the token endpoint refused client ${oauth.clientId} with ${credential} ${typeof error === 'string' ? `under error ${JSON.stringify(error).slice(0, 60)}` : 'without an OAuth error code'}; RFC 6749 5.2 names a failed client authentication invalid_client`, res.exchange);
    }
  },
};
