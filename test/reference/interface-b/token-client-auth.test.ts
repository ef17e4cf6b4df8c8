// The reference token endpoint with the methods that send no secret: private_key_jwt (the audience taken
// from the request's Host when none is set) and TLS client authentication through a front's header, which
// is trusted only when the platform is told to.
import { generateKeyPairSync, randomUUID, sign } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { startPlatform } from '../../../reference/interface-b/index.ts';
import { CLIENT_ASSERTION_TYPE } from '../../../reference/interface-b/oauth.ts';
import { makeCertificate } from '../../../reference/common/certificates.ts';
import { basic, send } from './helpers.ts';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const pair = generateKeyPairSync('ec', { namedCurve: 'P-256' });
const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');

function assertion(aud: string, clientId = 'tool'): string {
  const now = Math.floor(Date.now() / 1000);
  const input = `${b64({ alg: 'ES256' })}.${b64({ iss: clientId, sub: clientId, aud, exp: now + 60, jti: randomUUID() })}`;
  return `${input}.${sign('sha256', Buffer.from(input), { key: pair.privateKey, dsaEncoding: 'ieee-p1363' }).toString('base64url')}`;
}

const jwtBody = (a: string, extra: Record<string, string> = {}) => new URLSearchParams({ grant_type: 'client_credentials', client_assertion_type: CLIENT_ASSERTION_TYPE, client_assertion: a, ...extra }).toString();

describe('interface B token endpoint, private_key_jwt', () => {
  it('issues a token for an assertion whose aud is the token URL the client called; refuses a secret and two methods at once', async () => {
    const p = await startPlatform({ clients: [{ clientId: 'tool', clientSecret: 'unused-secret', userId: 1, assertionKey: pair.publicKey }], tokenAuthMethods: ['private_key_jwt'] });
    try {
      const ok = await send(p.tokenUrl, { method: 'POST', headers: FORM, body: jwtBody(assertion(p.tokenUrl)) });
      expect(ok.status).toBe(200);
      expect(ok.json.token_type).toBe('Bearer');
      const origin = await send(p.tokenUrl, { method: 'POST', headers: FORM, body: jwtBody(assertion(new URL(p.tokenUrl).origin), { client_id: 'tool' }) });
      expect(origin.status).toBe(200);
      const secret = await send(p.tokenUrl, { method: 'POST', headers: { ...FORM, authorization: basic('tool', 'unused-secret') }, body: 'grant_type=client_credentials' });
      expect(secret.status).toBe(401);
      expect(secret.json).toMatchObject({ error: 'invalid_client', error_description: 'this endpoint takes private_key_jwt only' });
      const both = await send(p.tokenUrl, { method: 'POST', headers: { ...FORM, authorization: basic('tool', 'unused-secret') }, body: jwtBody(assertion(p.tokenUrl)) });
      expect(both.status).toBe(400);
      const wrongType = await send(p.tokenUrl, { method: 'POST', headers: FORM, body: jwtBody(assertion(p.tokenUrl), { client_assertion_type: 'urn:other' }) });
      expect(wrongType.json.error_description).toMatch(/client_assertion_type must be/);
      const unknown = await send(p.tokenUrl, { method: 'POST', headers: FORM, body: jwtBody(assertion(p.tokenUrl, 'nobody')) });
      expect(unknown.json).toMatchObject({ error: 'invalid_client', error_description: 'unknown client, or one not registered for private_key_jwt' });
    } finally {
      await p.close();
    }
  });

  it('refuses an assertion when the endpoint takes the secret methods only (the default)', async () => {
    const p = await startPlatform({ clients: [{ clientId: 'tool', clientSecret: 'unused-secret', userId: 1, assertionKey: pair.publicKey }] });
    try {
      const r = await send(p.tokenUrl, { method: 'POST', headers: FORM, body: jwtBody(assertion(p.tokenUrl)) });
      expect(r.status).toBe(401);
      expect(r.json.error_description).toBe('this endpoint takes client_secret_basic or client_secret_post only');
    } finally {
      await p.close();
    }
  });
});

describe('interface B token endpoint, TLS client authentication behind a front', () => {
  const ca = makeCertificate({ commonName: 'test CA', ca: true });
  const cert = makeCertificate({ commonName: 'tool', issuer: ca, client: true });
  const stranger = makeCertificate({ commonName: 'tool', client: true });
  const header = (c: typeof cert) => ({ 'x-client-cert': c.x509.raw.toString('base64') });
  const body = 'grant_type=client_credentials&client_id=tool';

  it('takes the certificate the front passes on: its subject DN and its CA', async () => {
    const p = await startPlatform({
      clients: [{ clientId: 'tool', clientSecret: 'unused-secret', userId: 1, certificate: { kind: 'subject', subject: cert.x509.subject, ca: ca.x509 } }],
      tokenAuthMethods: ['tls_client_auth'],
      clientCertificateHeader: 'X-Client-Cert',
    });
    try {
      expect((await send(p.tokenUrl, { method: 'POST', headers: { ...FORM, ...header(cert) }, body })).status).toBe(200);
      const other = await send(p.tokenUrl, { method: 'POST', headers: { ...FORM, ...header(stranger) }, body });
      expect(other.json.error_description).toBe('the client certificate is not issued by the trusted CA');
      const none = await send(p.tokenUrl, { method: 'POST', headers: FORM, body });
      expect(none.json.error_description).toBe('no client certificate was presented on the TLS connection');
      const noId = await send(p.tokenUrl, { method: 'POST', headers: { ...FORM, ...header(cert) }, body: 'grant_type=client_credentials' });
      expect(noId.status).toBe(401);
    } finally {
      await p.close();
    }
  });

  it('ignores the header when it was not told a front sets it', async () => {
    const p = await startPlatform({
      clients: [{ clientId: 'tool', clientSecret: 'unused-secret', userId: 1, certificate: { kind: 'self-signed', publicKey: stranger.x509.publicKey } }],
      tokenAuthMethods: ['self_signed_tls_client_auth'],
    });
    try {
      const r = await send(p.tokenUrl, { method: 'POST', headers: { ...FORM, ...header(stranger) }, body });
      expect(r.status).toBe(401);
      expect(r.json.error_description).toBe('no client certificate was presented on the TLS connection');
    } finally {
      await p.close();
    }
  });
});
