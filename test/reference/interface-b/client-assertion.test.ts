// Client assertions (private_key_jwt) as the reference token endpoint verifies them: RFC 7523 section 3,
// one rule broken per case, the good assertion passing once and refused as a replay the second time.
import { createHmac, generateKeyPairSync, sign, constants, type KeyObject } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SignJWT, importPKCS8 } from 'jose';
import { SeenAssertions, publicKeyOf, verifyClientAssertion } from '../../../reference/interface-b/client-assertion.ts';

const NOW = Date.UTC(2026, 0, 1, 12, 0, 0);
const AUD = 'https://127.0.0.1:8443/oauth/token';
const CLIENT = 'client-1';

const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' });
const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 });
const other = generateKeyPairSync('ec', { namedCurve: 'P-256' });

const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');

function claims(over: Record<string, unknown> = {}): Record<string, unknown> {
  const t = NOW / 1000;
  return { iss: CLIENT, sub: CLIENT, aud: AUD, exp: t + 60, iat: t, jti: `jti-${Math.random()}`, ...over };
}

/** A JWS signed with node:crypto, so that the verifier is not checked against itself. */
function jwt(alg: string, key: KeyObject | Buffer | null, body: Record<string, unknown> = claims()): string {
  const input = `${b64({ alg, typ: 'JWT' })}.${b64(body)}`;
  let sig: Buffer;
  if (alg === 'none') sig = Buffer.alloc(0);
  else if (alg === 'HS256') sig = createHmac('sha256', key as Buffer).update(input).digest();
  else if (alg.startsWith('ES')) sig = sign('sha256', Buffer.from(input), { key: key as KeyObject, dsaEncoding: 'ieee-p1363' });
  else if (alg.startsWith('PS')) sig = sign('sha256', Buffer.from(input), { key: key as KeyObject, padding: constants.RSA_PKCS1_PSS_PADDING, saltLength: 32 });
  else sig = sign('sha256', Buffer.from(input), key as KeyObject);
  return `${input}.${sig.toString('base64url')}`;
}

function check(assertion: string, key: KeyObject = ec.publicKey, seen = new SeenAssertions()) {
  return verifyClientAssertion(assertion, { clientId: CLIENT, key, audiences: [AUD, 'https://127.0.0.1:8443'], nowMs: NOW, seen });
}

const reason = (r: ReturnType<typeof check>) => (r.ok ? 'accepted' : r.reason);

describe('client assertion verification (RFC 7523 3)', () => {
  it.each([
    ['ES256', ec.privateKey, ec.publicKey],
    ['RS256', rsa.privateKey, rsa.publicKey],
    ['PS256', rsa.privateKey, rsa.publicKey],
  ] as const)('accepts a good %s assertion', (alg, priv, pub) => {
    expect(reason(check(jwt(alg, priv), pub))).toBe('accepted');
  });

  it('accepts an assertion made by jose, as a client library makes it, with aud as an array naming the issuer', async () => {
    const pkcs8 = ec.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const assertion = await new SignJWT({ aud: ['https://127.0.0.1:8443'] })
      .setProtectedHeader({ alg: 'ES256', kid: 'k1' })
      .setIssuer(CLIENT)
      .setSubject(CLIENT)
      .setIssuedAt(NOW / 1000)
      .setExpirationTime(NOW / 1000 + 120)
      .setJti('one')
      .sign(await importPKCS8(pkcs8, 'ES256'));
    expect(reason(check(assertion))).toBe('accepted');
  });

  it.each([
    ['a wrong key', () => jwt('ES256', other.privateKey), /signature does not verify/],
    ['a wrong aud', () => jwt('ES256', ec.privateKey, claims({ aud: 'https://elsewhere.example/token' })), /aud names neither/],
    ['a wrong iss', () => jwt('ES256', ec.privateKey, claims({ iss: 'someone' })), /iss is not the client_id/],
    ['a wrong sub', () => jwt('ES256', ec.privateKey, claims({ sub: 'someone' })), /sub is not the client_id/],
    ['an expired one', () => jwt('ES256', ec.privateKey, claims({ exp: NOW / 1000 - 60 })), /has expired/],
    ['no exp', () => jwt('ES256', ec.privateKey, claims({ exp: undefined })), /has no exp/],
    ['an exp a day ahead', () => jwt('ES256', ec.privateKey, claims({ exp: NOW / 1000 + 86_400 })), /exp is more than 3600 s ahead/],
    ['no jti', () => jwt('ES256', ec.privateKey, claims({ jti: undefined })), /has no jti/],
    ['alg none', () => jwt('none', null), /alg none is refused/],
    ['HS256 keyed with the public key', () => jwt('HS256', ec.publicKey.export({ type: 'spki', format: 'der' })), /alg HS256 is refused/],
    ['an alg that does not fit the key', () => jwt('RS256', rsa.privateKey), /does not fit the registered ec key/],
    ['not a JWT', () => 'abc.def', /not a signed JWT/],
  ])('refuses %s', (_what, make, message) => {
    expect(reason(check(make()))).toMatch(message);
  });

  it('refuses a jti used again within its lifetime, and a second client may use the same jti', () => {
    const seen = new SeenAssertions();
    const assertion = jwt('ES256', ec.privateKey, claims({ jti: 'same' }));
    expect(reason(check(assertion, ec.publicKey, seen))).toBe('accepted');
    expect(reason(check(assertion, ec.publicKey, seen))).toMatch(/jti was already used/);
    expect(reason(check(jwt('ES256', ec.privateKey, claims({ jti: 'same' })), ec.publicKey, seen))).toMatch(/jti was already used/);
    const r = verifyClientAssertion(jwt('ES256', ec.privateKey, claims({ iss: 'client-2', sub: 'client-2', jti: 'same' })), { clientId: 'client-2', key: ec.publicKey, audiences: [AUD], nowMs: NOW, seen });
    expect(r.ok).toBe(true);
  });

  it('does not remember the jti of a refused assertion: the client may correct it and send it again', () => {
    const seen = new SeenAssertions();
    expect(reason(check(jwt('ES256', ec.privateKey, claims({ jti: 'x', aud: 'wrong' })), ec.publicKey, seen))).toMatch(/aud/);
    expect(reason(check(jwt('ES256', ec.privateKey, claims({ jti: 'x' })), ec.publicKey, seen))).toBe('accepted');
  });
});

describe('the registered key', () => {
  it('is read from a public PEM, a private PEM (its public half), a JWK, a JWK set and a private JWK', () => {
    const spki = ec.publicKey.export({ type: 'spki', format: 'der' });
    const same = (k: KeyObject) => expect(k.export({ type: 'spki', format: 'der' }).equals(spki)).toBe(true);
    same(publicKeyOf(ec.publicKey.export({ type: 'spki', format: 'pem' }).toString()));
    same(publicKeyOf(ec.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString()));
    same(publicKeyOf(JSON.stringify(ec.publicKey.export({ format: 'jwk' }))));
    same(publicKeyOf(JSON.stringify({ keys: [{ ...ec.publicKey.export({ format: 'jwk' }), use: 'sig' }, { ...rsa.publicKey.export({ format: 'jwk' }), use: 'enc' }] })));
    const priv = publicKeyOf(JSON.stringify(ec.privateKey.export({ format: 'jwk' })));
    same(priv);
    expect(priv.type).toBe('public');
  });
});
