import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, it, expect, afterEach } from 'vitest';
import { OAuthClientCredentials } from '../../../src/auth/oauth.ts';
import { Secrets } from '../../../src/http/secrets.ts';
import { UsageError } from '../../../src/errors.ts';
import { startPlatform, type StartedPlatform } from '../../../reference/interface-b/index.ts';

const started: StartedPlatform[] = [];
afterEach(async () => {
  for (const p of started.splice(0)) await p.close();
});

async function platform(extra: Parameters<typeof startPlatform>[0] = {}) {
  const p = await startPlatform({ port: 0, clients: [{ clientId: 'cid', clientSecret: 'the-client-secret', userId: 1 }], rateLimit: false, ...extra });
  started.push(p);
  return p;
}

async function listStatus(p: StartedPlatform, auth: OAuthClientCredentials): Promise<number> {
  const res = await fetch(`${p.url}/v2/development-actions`, { headers: await auth.headers() });
  await res.arrayBuffer();
  return res.status;
}

describe('OAuth 2.0 client credentials', () => {
  for (const authMethod of ['client_secret_basic', 'client_secret_post'] as const) {
    it(`gets a token with ${authMethod}, reuses it, and registers it as a secret`, async () => {
      const p = await platform();
      const secrets = new Secrets();
      const auth = new OAuthClientCredentials({ tokenUrl: p.tokenUrl, clientId: 'cid', clientSecret: 'the-client-secret', authMethod, requestTimeoutMs: 2000 }, secrets);
      const t1 = await auth.accessToken();
      const t2 = await auth.accessToken();
      expect(t1).toBe(t2);
      expect(auth.tokenRequests).toBe(1);
      expect(await listStatus(p, auth)).toBe(200);
      expect(secrets.redact(`x ${t1} y the-client-secret`)).toBe('x <redacted> y <redacted>');
    });
  }

  it('shares one token request among concurrent callers', async () => {
    const p = await platform();
    const auth = new OAuthClientCredentials({ tokenUrl: p.tokenUrl, clientId: 'cid', clientSecret: 'the-client-secret', requestTimeoutMs: 2000 }, new Secrets());
    const tokens = await Promise.all(Array.from({ length: 10 }, () => auth.accessToken()));
    expect(new Set(tokens).size).toBe(1);
    expect(auth.tokenRequests).toBe(1);
  });

  it('refreshes a short-lived token before it expires', async () => {
    const p = await platform({ tokenLifetimeSeconds: 1 });
    const auth = new OAuthClientCredentials({ tokenUrl: p.tokenUrl, clientId: 'cid', clientSecret: 'the-client-secret', requestTimeoutMs: 2000 }, new Secrets());
    const t1 = await auth.accessToken();
    await new Promise((r) => setTimeout(r, 1100));
    const t2 = await auth.accessToken();
    expect(t2).not.toBe(t1);
    expect(await listStatus(p, auth)).toBe(200);
  });

  it('refuses with exit 2, showing the answer and hiding the secret', async () => {
    const p = await platform();
    const auth = new OAuthClientCredentials({ tokenUrl: p.tokenUrl, clientId: 'cid', clientSecret: 'a-wrong-secret', requestTimeoutMs: 2000 }, new Secrets());
    const err = await auth.accessToken().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(UsageError);
    expect((err as Error).message).toMatch(/refused the client credentials grant: HTTP 401 with error "invalid_client".*: check the client id and secret/);
    expect((err as Error).message).not.toContain('a-wrong-secret');
  });

  it('turns to client_secret_post after one refused Basic, says so once, and keeps it for later tokens', async () => {
    const p = await platform({ tokenAuthMethods: ['client_secret_post'], tokenLifetimeSeconds: 60 });
    const notices: string[] = [];
    const auth = new OAuthClientCredentials(
      { tokenUrl: p.tokenUrl, clientId: 'cid', clientSecret: 'the-client-secret', requestTimeoutMs: 2000, onNotice: (l) => notices.push(l) },
      new Secrets(),
    );
    await auth.accessToken();
    expect(auth.method).toBe('client_secret_post');
    expect(auth.tokenRequests).toBe(2);
    // A later token (after a 401 to the old one) goes straight to post: one request, no second notice.
    await auth.refresh();
    expect(auth.tokenRequests).toBe(3);
    expect(await listStatus(p, auth)).toBe(200);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatch(/^interface B: the token endpoint refused client_secret_basic \(HTTP 401\) and took client_secret_post/);
  });

  it('does not fall back when the profile names the method, nor when Basic is taken', async () => {
    const postOnly = await platform({ tokenAuthMethods: ['client_secret_post'] });
    const basic = new OAuthClientCredentials({ tokenUrl: postOnly.tokenUrl, clientId: 'cid', clientSecret: 'the-client-secret', authMethod: 'client_secret_basic', requestTimeoutMs: 2000 }, new Secrets());
    await expect(basic.accessToken()).rejects.toThrow(/HTTP 401/);
    expect(basic.tokenRequests).toBe(1);
    const both = await platform();
    const notices: string[] = [];
    const auth = new OAuthClientCredentials({ tokenUrl: both.tokenUrl, clientId: 'cid', clientSecret: 'the-client-secret', requestTimeoutMs: 2000, onNotice: (l) => notices.push(l) }, new Secrets());
    await auth.accessToken();
    expect(auth.method).toBe('client_secret_basic');
    expect(auth.tokenRequests).toBe(1);
    expect(notices).toEqual([]);
  });

  it('says so when the token endpoint cannot be reached', async () => {
    const auth = new OAuthClientCredentials({ tokenUrl: 'http://127.0.0.1:9/oauth/token', clientId: 'cid', clientSecret: 'the-client-secret', requestTimeoutMs: 2000 }, new Secrets());
    await expect(auth.accessToken()).rejects.toThrow(/token endpoint http:\/\/127\.0\.0\.1:9\/oauth\/token could not be reached/);
  });

  describe('an answer it cannot use is one line in the tool\'s words, with the endpoint\'s error and error_description', () => {
    /** A token endpoint that always gives this answer. */
    async function endpoint(status: number, contentType: string, body: string): Promise<string> {
      const server = createServer((req, res) => {
        req.resume();
        req.on('end', () => res.writeHead(status, { 'content-type': contentType }).end(body));
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      started.push({ close: () => new Promise<void>((resolve) => server.close(() => resolve())) } as StartedPlatform);
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}/token`;
    }
    const refused = async (status: number, contentType: string, body: string): Promise<string> => {
      const tokenUrl = await endpoint(status, contentType, body);
      const auth = new OAuthClientCredentials({ tokenUrl, clientId: 'cid', clientSecret: 'the-client-secret', authMethod: 'client_secret_post', requestTimeoutMs: 2000 }, new Secrets());
      const err = (await auth.accessToken().catch((e: unknown) => e)) as Error;
      expect(err).toBeInstanceOf(UsageError);
      expect(err.message.split('\n')).toHaveLength(1);
      return err.message.replace(tokenUrl, '<url>');
    };
    const JSON_TYPE = 'application/json';

    it.each([
      [400, JSON_TYPE, '{"error":"invalid_scope","error_description":"scope  \\u001b[31mfoo\\u001b[0m is not granted"}', 'HTTP 400 with error "invalid_scope" (scope ?[31mfoo?[0m is not granted): check --scope (or b.oauth.scope): the platform does not grant it to this client'],
      [400, JSON_TYPE, '{"error":"unauthorized_client"}', 'HTTP 400 with error "unauthorized_client": this client may not use the client credentials grant: the platform has to allow it'],
      [400, JSON_TYPE, '{"error":"something_else","error_description":"why"}', 'HTTP 400 with error "something_else" (why)'],
      [200, 'text/html', '<html><body><h1>Sign in</h1></body></html>', 'HTTP 200 with an HTML page, not a token response (RFC 6749 5.1): "Sign in"'],
      [200, JSON_TYPE, '{"token_type":"Bearer","expires_in":60}', 'HTTP 200 without an access_token (RFC 6749 5.1)'],
      [200, JSON_TYPE, '{"access_token":"abc","token_type":"mac"}', 'HTTP 200 with token_type "mac", not Bearer (RFC 6749 7.1)'],
      [404, 'text/html', '<!doctype html><title>Not Found</title>', 'HTTP 404 with an HTML page, not an OAuth error (RFC 6749 5.2): is --token-url (or b.oauth.tokenUrl) the token endpoint?: "Not Found"'],
      [500, 'text/plain', 'upstream timed out', 'HTTP 500 without an OAuth error (RFC 6749 5.2): "upstream timed out"'],
    ])('HTTP %i %s %s', async (status, type, body, expected) => {
      expect(await refused(status, type, body)).toBe(`token endpoint <url> refused the client credentials grant: ${expected}`);
    });

    // A 2xx answer whose access token works but that breaks another rule of RFC 6749 5.1: the run goes on with
    // the token (B.token-answer-fields judges the answer), and takes its lifetime where it can read one.
    it.each([
      ['{"access_token":"tok-without-type","expires_in":120}', 'tok-without-type', 120],
      ['{"access_token":"tok-string-expiry","token_type":"Bearer","expires_in":"90"}', 'tok-string-expiry', 90],
      ['{"access_token":"tok-text-expiry","token_type":"bearer","expires_in":"soon"}', 'tok-text-expiry', undefined],
    ])('HTTP 200 %s: the token is used', async (body, token, lifetime) => {
      const tokenUrl = await endpoint(200, JSON_TYPE, body);
      const auth = new OAuthClientCredentials({ tokenUrl, clientId: 'cid', clientSecret: 'the-client-secret', authMethod: 'client_secret_post', requestTimeoutMs: 2000 }, new Secrets());
      expect(await auth.accessToken()).toBe(token);
      expect(auth.lifetimeSeconds).toBe(lifetime);
    });
  });
});
