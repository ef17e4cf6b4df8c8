// Client authentication by a signed JWT (private_key_jwt, RFC 7523 2.2 and 3, OpenID Connect Core 9):
// the token endpoint verifies the assertion against the client's registered public key with node:crypto
// alone. Each refusal says which rule of RFC 7523 section 3 failed, never what the assertion held.
import { createPublicKey, verify, type KeyObject } from 'node:crypto';
// The algorithms the tool signs with, and which key fits which: asymmetric ones only (`none` proves nothing,
// and an HMAC would make the client's key a shared secret).
import { ASSERTION_ALGORITHMS, jwsCrypto, keyFits, type AssertionAlgorithm as Alg } from '../../src/auth/clientKey.ts';

/** An exp further ahead than this is refused (RFC 7523 3, item 4 lets a server bound it). */
export const MAX_ASSERTION_LIFETIME_SECONDS = 3600;
/** Clock difference tolerated on exp, nbf and iat. */
export const ASSERTION_LEEWAY_SECONDS = 10;
/** Larger assertions are refused before any parsing. */
const MAX_ASSERTION_CHARS = 16 * 1024;
/** Remembered jtis are swept once this many are kept. */
const SWEEP_AT = 10_000;

export type AssertionCheck = { ok: true; jti: string } | { ok: false; reason: string };

/** The jtis of assertions accepted, until they expire: an assertion is good for one token request (RFC 7523 3, item 7). */
export class SeenAssertions {
  private readonly seen = new Map<string, number>();

  /** false: the jti is still remembered (a replay). */
  remember(key: string, expiresAtMs: number, nowMs: number): boolean {
    const until = this.seen.get(key);
    if (until !== undefined && until > nowMs) return false;
    if (this.seen.size >= SWEEP_AT) for (const [k, v] of this.seen) if (v <= nowMs) this.seen.delete(k);
    this.seen.set(key, expiresAtMs);
    return true;
  }
}

export interface AssertionExpectations {
  clientId: string;
  /** The client's registered public key. */
  key: KeyObject;
  /** Values of which aud must contain one: the token endpoint's URL(s) and the issuer. */
  audiences: readonly string[];
  nowMs: number;
  seen: SeenAssertions;
  /** false: the signature is not checked (a breakage, for a mutant); default true. */
  signature?: boolean;
}

function part(text: string): Record<string, unknown> | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return undefined;
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

function signatureHolds(alg: Alg, key: KeyObject, data: Buffer, signature: Buffer): boolean {
  const v = jwsCrypto(alg, key);
  return verify(v.hash, data, v.key, signature);
}

function numeric(v: unknown): number | undefined {
  return typeof v === 'number' && Number.isFinite(v) ? v : undefined;
}

/** Verifies a client assertion by RFC 7523 section 3; the jti is remembered only once every other rule held. */
export function verifyClientAssertion(assertion: string, expect: AssertionExpectations): AssertionCheck {
  const refuse = (reason: string): AssertionCheck => ({ ok: false, reason });
  if (assertion.length > MAX_ASSERTION_CHARS) return refuse('client assertion too large');
  const parts = assertion.split('.');
  if (parts.length !== 3) return refuse('client assertion is not a signed JWT (three dot-separated parts)');
  const header = part(parts[0]);
  const claims = part(parts[1]);
  if (!header || !claims) return refuse('client assertion header or claims are not base64url JSON objects');
  const alg = header.alg;
  if (typeof alg !== 'string') return refuse('client assertion header has no alg');
  if (alg === 'none' || /^HS/.test(alg)) return refuse(`client assertion alg ${alg} is refused: it must be signed with the client's private key`);
  if (!(ASSERTION_ALGORITHMS as readonly string[]).includes(alg)) return refuse(`client assertion alg ${alg} is not supported (${ASSERTION_ALGORITHMS.join(', ')})`);
  if (header.crit !== undefined) return refuse('client assertion header has crit extensions this endpoint does not understand');
  if (!keyFits(expect.key, alg as Alg)) return refuse(`client assertion alg ${alg} does not fit the registered ${expect.key.asymmetricKeyType ?? ''} key`);
  let valid: boolean;
  try {
    valid = signatureHolds(alg as Alg, expect.key, Buffer.from(`${parts[0]}.${parts[1]}`, 'ascii'), Buffer.from(parts[2], 'base64url'));
  } catch {
    valid = false;
  }
  if (!valid && expect.signature !== false) return refuse("client assertion signature does not verify with the client's registered key");

  if (claims.iss !== expect.clientId) return refuse('client assertion iss is not the client_id');
  if (claims.sub !== expect.clientId) return refuse('client assertion sub is not the client_id');
  const aud = typeof claims.aud === 'string' ? [claims.aud] : Array.isArray(claims.aud) ? claims.aud : [];
  if (!aud.some((a) => typeof a === 'string' && expect.audiences.includes(a))) return refuse(`client assertion aud names neither the token endpoint nor the issuer (expected ${expect.audiences[0]})`);
  const now = expect.nowMs / 1000;
  const exp = numeric(claims.exp);
  if (exp === undefined) return refuse('client assertion has no exp');
  if (exp <= now - ASSERTION_LEEWAY_SECONDS) return refuse('client assertion has expired');
  if (exp > now + MAX_ASSERTION_LIFETIME_SECONDS + ASSERTION_LEEWAY_SECONDS) return refuse(`client assertion exp is more than ${MAX_ASSERTION_LIFETIME_SECONDS} s ahead`);
  const nbf = numeric(claims.nbf);
  if (claims.nbf !== undefined && (nbf === undefined || nbf > now + ASSERTION_LEEWAY_SECONDS)) return refuse('client assertion is not valid yet (nbf)');
  const iat = numeric(claims.iat);
  if (claims.iat !== undefined && (iat === undefined || iat > now + ASSERTION_LEEWAY_SECONDS)) return refuse('client assertion iat is in the future');
  if (typeof claims.jti !== 'string' || claims.jti === '') return refuse('client assertion has no jti');
  if (!expect.seen.remember(`${expect.clientId}\u0000${claims.jti}`, exp * 1000, expect.nowMs)) return refuse('client assertion jti was already used: an assertion is good for one token request');
  return { ok: true, jti: claims.jti };
}

/** The public key of a PEM (public or private key, or a certificate), a JWK or a JWK set with one signing key. */
export function publicKeyOf(text: string): KeyObject {
  const trimmed = text.trim();
  if (trimmed.startsWith('{')) {
    const parsed = JSON.parse(trimmed) as { keys?: unknown[] } & Record<string, unknown>;
    const keys = Array.isArray(parsed.keys) ? (parsed.keys as Record<string, unknown>[]).filter((k) => k.use === undefined || k.use === 'sig') : [parsed];
    if (keys.length !== 1) throw new Error(`a JWK set with ${keys.length} signing keys; give the one the client signs with`);
    // Private parameters are dropped: only the public half is registered.
    const { d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, ...pub } = keys[0];
    return createPublicKey({ key: pub as import('node:crypto').JsonWebKey, format: 'jwk' });
  }
  return createPublicKey(trimmed);
}
