// The OAuth token requests as the HAR records them: a token endpoint that takes client_secret_post only, so
// that the client secret travels in the form body after a refused Basic try. Both requests are recorded,
// the Authorization header, the client_secret of the body and the access token of the answer redacted, and
// verify's secret search finds nothing in the HAR they make.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OAuthClientCredentials } from '../../../src/auth/oauth.ts';
import { Secrets } from '../../../src/http/secrets.ts';
import { toHar, type CollectedExchange } from '../../../commands/certify/har.ts';
import { secretProblems } from '../../../commands/certify/verify.ts';
import { TOOL } from '../../../src/version.ts';
import { CLIENT_ID, CLIENT_SECRET, startTestPlatform, type TestPlatform } from '../../e2e/interface-b-run.ts';
import type { Exchange } from '../../../src/engine/types.ts';

let platform: TestPlatform;
const recorded: Exchange[] = [];
let token: string;

beforeAll(async () => {
  platform = await startTestPlatform({ tokenAuthMethods: ['client_secret_post'] });
  const oauth = new OAuthClientCredentials(
    { tokenUrl: platform.p.tokenUrl, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, requestTimeoutMs: 5000, proxy: false, onExchange: (x) => recorded.push(x) },
    new Secrets(),
  );
  token = await oauth.accessToken();
});

afterAll(async () => {
  await platform?.close();
});

describe('token requests in the record of a run', () => {
  it('are recorded, each one the endpoint received, Basic refused then post taken', () => {
    expect(platform.tokenRequests).toBe(2);
    expect(recorded.map((x) => x.response?.status)).toEqual([401, 200]);
    expect(recorded.every((x) => x.request.method === 'POST' && x.request.url === platform.p.tokenUrl)).toBe(true);
  });

  it('carry no secret: Authorization, client_secret and access_token redacted', () => {
    const [basic, post] = recorded as [Exchange, Exchange];
    expect(basic.request.headers.authorization).toBe('<redacted>');
    expect(post.request.headers.authorization).toBeUndefined();
    expect(post.request.body).toContain('grant_type=client_credentials');
    expect(post.request.body).toContain(`client_id=${CLIENT_ID}`);
    expect(post.request.body).toContain('client_secret=<redacted>');
    expect(JSON.parse(post.response!.body!).access_token).toBe('<redacted>');
    const text = JSON.stringify(recorded);
    expect(platform.issuedTokens.has(token)).toBe(true);
    for (const secret of [CLIENT_SECRET, token, encodeURIComponent(CLIENT_SECRET), Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString('base64')]) {
      expect(text).not.toContain(secret);
    }
  });

  it('make HAR entries that verify finds no secret in', () => {
    const collected: CollectedExchange[] = recorded.map((exchange) => ({ exchange, label: 'token', endedAt: Date.now() }));
    const har = JSON.stringify(toHar(collected, TOOL));
    const entries = JSON.parse(har).log.entries;
    expect(entries).toHaveLength(2);
    expect(entries[1].request.postData.text).toContain('client_secret=<redacted>');
    expect(entries[1]._checkId).toBe('token');
    expect(secretProblems(new Map([['exchanges.har', Buffer.from(har)]]), undefined)).toEqual([]);
    // The same HAR with the secret put back is caught: the search looks where the secret would be.
    const leaked = har.replace('client_secret=<redacted>', `client_secret=${CLIENT_SECRET}`);
    expect(secretProblems(new Map([['exchanges.har', Buffer.from(leaked)]]), undefined)).toEqual([expect.stringMatching(/^exchanges\.har: a client_secret value is not redacted/)]);
  });
});
