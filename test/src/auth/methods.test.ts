// Client authentication beyond the secret (private_key_jwt), the issuer's metadata (RFC 8414 and OpenID
// Connect Discovery), and tokens as providers issue them (a JWT's exp without expires_in, one renewal for
// many refused requests), against small token endpoints made here.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { X509Certificate, createHash, generateKeyPairSync } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createLocalJWKSet, decodeProtectedHeader, exportJWK, jwtVerify } from 'jose';
import { OAuthClientCredentials } from '../../../src/auth/oauth.ts';
import { checkClientKey } from '../../../src/auth/clientKey.ts';
import { Secrets, REDACTED } from '../../../src/http/secrets.ts';
import { UsageError } from '../../../src/errors.ts';

const servers: Server[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) await new Promise<void>((r) => s.close(() => r()));
});

type Handler = (req: IncomingMessage, body: string, res: ServerResponse, base: string) => void | Promise<void>;
async function serve(handler: Handler): Promise<string> {
  let base = '';
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => void handler(req, Buffer.concat(chunks).toString('utf8'), res, base));
  });
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return base;
}

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' });
const PEM = ec.privateKey.export({ format: 'pem', type: 'pkcs8' }) as string;

describe('private_key_jwt', () => {
  it('signs a fresh assertion for each token (new jti, aud the token endpoint, the kid and alg given) and keeps every assertion secret', async () => {
    const jwks = createLocalJWKSet({ keys: [{ ...(await exportJWK(ec.publicKey)), kid: 'k1' }] });
    const seen: { jti: string; assertion: string }[] = [];
    const base = await serve(async (req, body, res, base) => {
      const form = new URLSearchParams(body);
      expect(form.get('client_assertion_type')).toBe('urn:ietf:params:oauth:client-assertion-type:jwt-bearer');
      expect(form.get('client_id')).toBe('cid');
      expect(form.get('audience')).toBe('https://api.example');
      expect(req.headers.authorization).toBeUndefined();
      const assertion = form.get('client_assertion')!;
      const { payload } = await jwtVerify(assertion, jwks, { audience: `${base}/token`, issuer: 'cid', subject: 'cid' });
      expect(decodeProtectedHeader(assertion)).toMatchObject({ alg: 'ES256', kid: 'k1' });
      seen.push({ jti: String(payload.jti), assertion });
      json(res, 200, { access_token: `token-${seen.length}-abcdef`, token_type: 'Bearer', expires_in: 3600 });
    });
    const secrets = new Secrets();
    const auth = new OAuthClientCredentials(
      { tokenUrl: `${base}/token`, clientId: 'cid', authMethod: 'private_key_jwt', privateKey: { text: PEM, source: 'test key' }, keyId: 'k1', params: { audience: 'https://api.example' }, requestTimeoutMs: 2000 },
      secrets,
    );
    await auth.accessToken();
    await auth.refresh();
    expect(seen).toHaveLength(2);
    expect(seen[0].jti).not.toBe(seen[1].jti);
    for (const { assertion } of seen) expect(secrets.redact(`x ${assertion} y`)).toBe(`x ${REDACTED} y`);
    // The key's text and its lines are secrets too.
    const line = PEM.split('\n')[1];
    expect(secrets.redact(line)).toBe(REDACTED);
  });

  it("names the key's certificate by its thumbprints (x5t, x5t#S256) when given, and refuses a certificate of another key", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'conformance-x5t-'));
    try {
      writeFileSync(join(dir, 'k.pem'), PEM);
      execFileSync('/usr/bin/openssl', ['req', '-x509', '-new', '-key', 'k.pem', '-subj', '/CN=client', '-days', '2', '-out', 'c.pem'], { cwd: dir, stdio: 'ignore' });
      const certificate = { text: readFileSync(join(dir, 'c.pem'), 'utf8'), source: 'c.pem' };
      const raw = new X509Certificate(certificate.text).raw;
      let header: Record<string, unknown> = {};
      const base = await serve((_req, body, res) => {
        header = decodeProtectedHeader(new URLSearchParams(body).get('client_assertion')!) as Record<string, unknown>;
        json(res, 200, { access_token: 'opaque-token-5678', token_type: 'Bearer' });
      });
      const settings = { tokenUrl: `${base}/token`, clientId: 'cid', authMethod: 'private_key_jwt' as const, privateKey: { text: PEM, source: 'k.pem' }, certificate, requestTimeoutMs: 2000 };
      await new OAuthClientCredentials(settings, new Secrets()).accessToken();
      expect(header['x5t']).toBe(createHash('sha1').update(raw).digest('base64url'));
      expect(header['x5t#S256']).toBe(createHash('sha256').update(raw).digest('base64url'));
      const other = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ format: 'pem', type: 'pkcs8' }) as string;
      expect(() => new OAuthClientCredentials({ ...settings, privateKey: { text: other, source: 'other.pem' } }, new Secrets())).toThrow('c.pem is not the certificate of the private key (other.pem)');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('takes a JWK (its kid and alg) and signs with the algorithm it names', async () => {
    const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const jwk = { ...rsa.privateKey.export({ format: 'jwk' }), kid: 'rsa-1', alg: 'PS256' };
    let header: unknown;
    const base = await serve((_req, body, res) => {
      header = decodeProtectedHeader(new URLSearchParams(body).get('client_assertion')!);
      json(res, 200, { access_token: 'opaque-token-1234', token_type: 'Bearer' });
    });
    const auth = new OAuthClientCredentials({ tokenUrl: `${base}/token`, clientId: 'cid', authMethod: 'private_key_jwt', privateKey: { text: JSON.stringify(jwk), source: 'CONFORMANCE_CLIENT_KEY' }, requestTimeoutMs: 2000 }, new Secrets());
    await auth.accessToken();
    expect(header).toMatchObject({ alg: 'PS256', kid: 'rsa-1' });
    expect(auth.tokenFormat).toBe('opaque');
  });

  it('refuses, in one line naming where it came from, a public key, a key that cannot sign the algorithm, and what is no key', () => {
    const pub = JSON.stringify(ec.publicKey.export({ format: 'jwk' }));
    const problem = (text: string, alg?: string) => {
      try {
        checkClientKey({ text, source: '--client-key k.pem' }, alg, undefined);
        return 'accepted';
      } catch (err) {
        expect(err).toBeInstanceOf(UsageError);
        return (err as Error).message;
      }
    };
    expect(problem(pub)).toMatch(/^--client-key k\.pem: a JWK without "d"/);
    expect(problem(PEM, 'RS256')).toBe('--client-key k.pem: a ec key on P-256 cannot sign RS256');
    expect(problem(PEM, 'HS256')).toMatch(/algorithm "HS256" is not one of/);
    expect(problem('hello')).toMatch(/neither a PEM private key/);
    expect(problem(PEM)).toBe('accepted');
  });
});

describe("the issuer's metadata", () => {
  const metadata = (base: string, methods?: string[]) => ({ issuer: base, token_endpoint: `${base}/oauth2/token`, ...(methods ? { token_endpoint_auth_methods_supported: methods } : {}) });

  it('reads the token endpoint from /.well-known/openid-configuration and takes client_secret_post when only it is listed', async () => {
    const base = await serve((req, body, res, base) => {
      if (req.url === '/.well-known/openid-configuration') return json(res, 200, metadata(base, ['client_secret_post', 'private_key_jwt']));
      expect(req.url).toBe('/oauth2/token');
      expect(new URLSearchParams(body).get('client_secret')).toBe('the-secret');
      json(res, 200, { access_token: 'tok-abcdef', token_type: 'Bearer', expires_in: 120 });
    });
    const auth = new OAuthClientCredentials({ issuer: base, clientId: 'cid', clientSecret: 'the-secret', requestTimeoutMs: 2000 }, new Secrets());
    await auth.accessToken();
    expect(auth.tokenEndpoint).toBe(`${base}/oauth2/token`);
    expect(auth.method).toBe('client_secret_post');
    expect(auth.tokenRequests).toBe(1);
    expect(auth.lifetimeSeconds).toBe(120);
  });

  it('falls back to /.well-known/oauth-authorization-server when there is no OpenID configuration', async () => {
    const asked: string[] = [];
    const base = await serve((req, _body, res, base) => {
      asked.push(req.url!);
      if (req.url === '/.well-known/oauth-authorization-server') return json(res, 200, metadata(base));
      if (req.url === '/oauth2/token') return json(res, 200, { access_token: 'tok-abcdef', token_type: 'Bearer' });
      json(res, 404, {});
    });
    const auth = new OAuthClientCredentials({ issuer: base, clientId: 'cid', clientSecret: 'the-secret', requestTimeoutMs: 2000 }, new Secrets());
    await auth.accessToken();
    expect(asked).toEqual(['/.well-known/openid-configuration', '/.well-known/oauth-authorization-server', '/oauth2/token']);
    expect(auth.supportedMethods).toEqual(['client_secret_basic']);
  });

  it('a method the metadata does not list is a setup error naming the ones it lists, and no token is asked for', async () => {
    let tokenRequests = 0;
    const base = await serve((req, _body, res, base) => {
      if (req.url === '/.well-known/openid-configuration') return json(res, 200, metadata(base, ['private_key_jwt', 'tls_client_auth']));
      tokenRequests++;
      json(res, 500, {});
    });
    const auth = new OAuthClientCredentials({ issuer: base, clientId: 'cid', clientSecret: 'the-secret', authMethod: 'client_secret_basic', requestTimeoutMs: 2000 }, new Secrets());
    const err = (await auth.accessToken().catch((e: unknown) => e)) as Error;
    expect(err).toBeInstanceOf(UsageError);
    expect(err.message).toBe(`issuer ${base}/ does not offer client_secret_basic: its metadata lists private_key_jwt, tls_client_auth; set b.oauth.authMethod (--auth-method) to one of them`);
    expect(tokenRequests).toBe(0);
  });

  it('metadata naming another issuer is refused (RFC 8414 3.3)', async () => {
    const base = await serve((_req, _body, res) => json(res, 200, { issuer: 'https://elsewhere.example', token_endpoint: 'https://elsewhere.example/token' }));
    const auth = new OAuthClientCredentials({ issuer: base, clientId: 'cid', clientSecret: 'the-secret', requestTimeoutMs: 2000 }, new Secrets());
    const err = (await auth.accessToken().catch((e: unknown) => e)) as Error;
    expect(err).toBeInstanceOf(UsageError);
    expect(err.message).toMatch(/^issuer http:\/\/127\.0\.0\.1:\d+\/: no usable metadata at \/\.well-known\/openid-configuration: /);
  });
});

describe('tokens as providers issue them', () => {
  it('a JWT without expires_in lives until its exp', async () => {
    const exp = Math.floor(Date.now() / 1000) + 600;
    const jwt = ['eyJhbGciOiJub25lIn0', Buffer.from(JSON.stringify({ exp, sub: 'cid' })).toString('base64url'), 'c2ln'].join('.');
    const base = await serve((_req, _body, res) => json(res, 200, { access_token: jwt, token_type: 'Bearer' }));
    const auth = new OAuthClientCredentials({ tokenUrl: `${base}/token`, clientId: 'cid', clientSecret: 'the-secret', requestTimeoutMs: 2000 }, new Secrets());
    await auth.accessToken();
    expect(auth.tokenFormat).toBe('jwt');
    expect(auth.lifetimeSeconds).toBeGreaterThan(590);
    expect(auth.lifetimeSeconds).toBeLessThanOrEqual(600);
  });

  it('many requests refused with the same token cost one new token; one refused with an older token costs none', async () => {
    let n = 0;
    const base = await serve((_req, _body, res) => json(res, 200, { access_token: `token-number-${++n}`, token_type: 'Bearer', expires_in: 3600 }));
    const auth = new OAuthClientCredentials({ tokenUrl: `${base}/token`, clientId: 'cid', clientSecret: 'the-secret', requestTimeoutMs: 2000 }, new Secrets());
    const first = await auth.headers();
    await Promise.all(Array.from({ length: 8 }, () => auth.refresh(undefined, first)));
    expect(auth.tokenRequests).toBe(2);
    // A request that still carried the first token, refused after the renewal: the new token is used as is.
    await auth.refresh(undefined, first);
    expect(auth.tokenRequests).toBe(2);
    expect(await auth.headers()).toEqual({ Authorization: 'Bearer token-number-2' });
  });
});
