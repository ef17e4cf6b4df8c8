// The private key of `private_key_jwt` (RFC 7523, OpenID Connect Core 9): a PEM or JWK text from a file or
// the environment, checked once before the run (exit 2 with one line when it cannot be used) and turned
// into a WebCrypto key for the signing algorithm, through node:crypto alone.
import { X509Certificate, constants, createHash, createPrivateKey, generateKeyPairSync, webcrypto, type JsonWebKey, type KeyObject, type KeyPairKeyObjectResult, type SignKeyObjectInput } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { UsageError } from '../errors.ts';
import type { Secrets } from '../http/secrets.ts';
import type { PrivateKey } from 'oauth4webapi';

/** The JWS algorithms a client assertion can be signed with. */
export const ASSERTION_ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA'] as const;
export type AssertionAlgorithm = (typeof ASSERTION_ALGORITHMS)[number];

/** A key text is small: a JWK or a PEM of an RSA key of 8192 bits stays well under this. */
const MAX_KEY_BYTES = 64 * 1024;

/** The key as given (its text is a secret) and what it says of itself. */
export interface ClientKeyText {
  text: string;
  /** Where it came from, for messages: `--client-key key.pem`, `CONFORMANCE_CLIENT_KEY`. */
  source: string;
  /** The absolute path of the file it was read from (none: the environment gave it): a reproduction script reads the key there. */
  path?: string;
}

export interface ClientKey {
  key: PrivateKey['key'];
  alg: AssertionAlgorithm;
  kid?: string;
}

/** Reads a key file (bounded, a regular file) as text; the text is checked by checkClientKey. */
export function readClientKeyFile(path: string, what: string): ClientKeyText {
  try {
    const stat = statSync(path);
    if (!stat.isFile()) throw new UsageError(`${what} ${path}: not a regular file`);
    if (stat.size > MAX_KEY_BYTES) throw new UsageError(`${what} ${path}: larger than ${MAX_KEY_BYTES} bytes, not a private key`);
    return { text: readFileSync(path, 'utf8'), source: `${what} ${path}`, path: resolve(path) };
  } catch (err) {
    if (err instanceof UsageError) throw err;
    const code = (err as NodeJS.ErrnoException).code;
    throw new UsageError(`${what} ${path}: cannot be read (${code === 'ENOENT' ? 'no such file' : (code ?? String(err))})`);
  }
}

interface Parsed {
  object: KeyObject;
  kid?: string;
  jwk: Record<string, unknown>;
}

function parse(given: ClientKeyText): Parsed {
  const text = given.text.trim();
  if (text.startsWith('{')) {
    let jwk: Record<string, unknown>;
    try {
      jwk = JSON.parse(text) as Record<string, unknown>;
    } catch {
      throw new UsageError(`${given.source}: neither a PEM private key nor a JWK (not valid JSON)`);
    }
    if (Array.isArray(jwk?.keys)) throw new UsageError(`${given.source}: a JWK set; give the one private key (a single JWK object)`);
    if (typeof jwk?.d !== 'string') throw new UsageError(`${given.source}: a JWK without "d": a public key, not the client's private key`);
    try {
      const object = createPrivateKey({ key: jwk as JsonWebKey, format: 'jwk' });
      return { object, jwk, ...(typeof jwk.kid === 'string' ? { kid: jwk.kid } : {}) };
    } catch (err) {
      throw new UsageError(`${given.source}: a JWK that is no usable private key (${(err as Error).message})`);
    }
  }
  if (!/-----BEGIN [A-Z0-9 ]*PRIVATE KEY-----/.test(text)) throw new UsageError(`${given.source}: neither a PEM private key (no -----BEGIN … PRIVATE KEY----- line) nor a JWK`);
  try {
    const object = createPrivateKey(text);
    return { object, jwk: object.export({ format: 'jwk' }) as Record<string, unknown> };
  } catch (err) {
    const encrypted = /ENCRYPTED/.test(text);
    throw new UsageError(`${given.source}: ${encrypted ? 'an encrypted private key; give it unencrypted (openssl pkey -in key.pem -out plain.pem)' : `not a usable PEM private key (${(err as Error).message})`}`);
  }
}

/** The algorithm a key signs with when none is named: RS256 for RSA, the curve's ES algorithm, EdDSA for Ed25519. */
function defaultAlgorithm(parsed: Parsed, source: string): AssertionAlgorithm {
  const { object, jwk } = parsed;
  if (typeof jwk.alg === 'string' && (ASSERTION_ALGORITHMS as readonly string[]).includes(jwk.alg)) return jwk.alg as AssertionAlgorithm;
  switch (object.asymmetricKeyType) {
    case 'rsa':
      return 'RS256';
    case 'rsa-pss':
      return 'PS256';
    case 'ec':
      return ({ 'P-256': 'ES256', 'P-384': 'ES384', 'P-521': 'ES512' } as const)[jwk.crv as string] ?? fail();
    case 'ed25519':
      return 'EdDSA';
    default:
      return fail();
  }
  function fail(): never {
    throw new UsageError(`${source}: a ${object.asymmetricKeyType ?? 'unknown'} key${jwk.crv ? ` on ${String(jwk.crv)}` : ''}, which signs none of ${ASSERTION_ALGORITHMS.join(', ')}`);
  }
}

/** How a client's assertions are made, the key aside: algorithm, audience, key id and certificate thumbprints. */
export interface AssertionShape {
  alg: AssertionAlgorithm;
  aud: string;
  kid?: string;
  x5t?: { x5t: string; 'x5t#S256': string };
}

/**
 * node:crypto's sign and verify arguments for a JWS algorithm (RFC 7518 3): the hash (none for EdDSA), and
 * the key with RSA-PSS salted by the hash's length or ECDSA signatures as r || s rather than DER.
 */
export function jwsCrypto(alg: AssertionAlgorithm, key: KeyObject): { hash: string | null; key: KeyObject | SignKeyObjectInput } {
  const hash = alg === 'EdDSA' ? null : `sha${alg.slice(2)}`;
  if (alg.startsWith('PS')) return { hash, key: { key, padding: constants.RSA_PKCS1_PSS_PADDING, saltLength: constants.RSA_PSS_SALTLEN_DIGEST } };
  if (alg.startsWith('ES')) return { hash, key: { key, dsaEncoding: 'ieee-p1363' } };
  return { hash, key };
}

/** A new key pair that fits the algorithm (RSA 2048 for RS and PS, its curve for ES, Ed25519 for EdDSA). */
export function keyPairFor(alg: AssertionAlgorithm): KeyPairKeyObjectResult {
  if (alg.startsWith('RS') || alg.startsWith('PS')) return generateKeyPairSync('rsa', { modulusLength: 2048 });
  if (alg === 'EdDSA') return generateKeyPairSync('ed25519');
  return generateKeyPairSync('ec', { namedCurve: EC_CURVES[alg] });
}

const EC_CURVES: Record<string, string> = { ES256: 'prime256v1', ES384: 'secp384r1', ES512: 'secp521r1' };

/**
 * Whether the key (private or public) belongs to the algorithm: RSA for RS and PS (an RSA-PSS key for PS
 * only), the matching curve for ES, Ed25519 for EdDSA. A signer checks its key with it, a verifier (the
 * reference token endpoint) the registered key.
 */
export function keyFits(key: KeyObject, alg: AssertionAlgorithm): boolean {
  const type = key.asymmetricKeyType;
  if (alg.startsWith('RS') || alg.startsWith('PS')) return type === 'rsa' || (type === 'rsa-pss' && alg.startsWith('PS'));
  if (alg === 'EdDSA') return type === 'ed25519';
  return type === 'ec' && key.asymmetricKeyDetails?.namedCurve === EC_CURVES[alg];
}

/**
 * Checks the key before the run and registers its text and private parts as secrets: the key must be a
 * private key that can sign with the algorithm (given, or the key's own). Returns the algorithm and kid.
 */
export function checkClientKey(given: ClientKeyText, alg: string | undefined, kid: string | undefined, secrets?: Secrets): { alg: AssertionAlgorithm; kid?: string } {
  registerKeySecrets(given, secrets);
  const parsed = parse(given);
  registerKeySecrets({ text: JSON.stringify(parsed.jwk), source: given.source }, secrets, parsed.jwk);
  if (alg !== undefined && !(ASSERTION_ALGORITHMS as readonly string[]).includes(alg)) throw new UsageError(`${given.source}: algorithm "${alg}" is not one of ${ASSERTION_ALGORITHMS.join(', ')}`);
  const chosen = (alg as AssertionAlgorithm | undefined) ?? defaultAlgorithm(parsed, given.source);
  if (!keyFits(parsed.object, chosen)) throw new UsageError(`${given.source}: a ${parsed.object.asymmetricKeyType} key${parsed.jwk.crv ? ` on ${String(parsed.jwk.crv)}` : ''} cannot sign ${chosen}`);
  const id = kid ?? parsed.kid;
  return { alg: chosen, ...(id !== undefined ? { kid: id } : {}) };
}

/**
 * The thumbprints (SHA-1 `x5t`, SHA-256 `x5t#S256`, RFC 7515 4.1.7-8) of the key's certificate, checked to
 * belong to the key: servers that pick the key by its certificate (Entra ID) read them from the header.
 */
export function certificateThumbprints(certificate: ClientKeyText, key: ClientKeyText): { x5t: string; 'x5t#S256': string } {
  let cert: X509Certificate;
  try {
    cert = new X509Certificate(certificate.text);
  } catch (err) {
    throw new UsageError(`${certificate.source}: not a PEM certificate (${(err as Error).message})`);
  }
  if (!cert.checkPrivateKey(parse(key).object)) throw new UsageError(`${certificate.source} is not the certificate of the private key (${key.source})`);
  return { x5t: createHash('sha1').update(cert.raw).digest('base64url'), 'x5t#S256': createHash('sha256').update(cert.raw).digest('base64url') };
}

/** The private parts of a key, every line of its PEM and the text itself: none may show in a report. */
function registerKeySecrets(given: ClientKeyText, secrets: Secrets | undefined, jwk?: Record<string, unknown>): void {
  if (!secrets) return;
  secrets.add(given.text);
  secrets.add(given.text.trim());
  for (const line of given.text.split(/\r?\n/)) if (!line.startsWith('-----') && line.trim().length >= 16) secrets.add(line.trim());
  for (const part of ['d', 'p', 'q', 'dp', 'dq', 'qi']) if (typeof jwk?.[part] === 'string') secrets.add(jwk[part] as string);
}

const SUBTLE_PARAMS: Record<AssertionAlgorithm, webcrypto.RsaHashedImportParams | webcrypto.EcKeyImportParams | webcrypto.Algorithm> = {
  RS256: { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' },
  RS384: { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-384' },
  RS512: { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-512' },
  PS256: { name: 'RSA-PSS', hash: 'SHA-256' },
  PS384: { name: 'RSA-PSS', hash: 'SHA-384' },
  PS512: { name: 'RSA-PSS', hash: 'SHA-512' },
  ES256: { name: 'ECDSA', namedCurve: 'P-256' },
  ES384: { name: 'ECDSA', namedCurve: 'P-384' },
  ES512: { name: 'ECDSA', namedCurve: 'P-521' },
  EdDSA: { name: 'Ed25519' },
};

/** The WebCrypto signing key of a checked key text. */
export async function importClientKey(given: ClientKeyText, alg: AssertionAlgorithm, kid: string | undefined): Promise<ClientKey> {
  const { jwk } = parse(given);
  // WebCrypto takes no "alg", "use" or "key_ops" other than its own: the bare key parameters are imported.
  const { alg: _alg, use: _use, key_ops: _ops, kid: _kid, ...bare } = jwk;
  const key = await webcrypto.subtle.importKey('jwk', bare as webcrypto.JsonWebKey, SUBTLE_PARAMS[alg], false, ['sign']);
  return { key: key as unknown as PrivateKey['key'], alg, ...(kid !== undefined ? { kid } : {}) };
}
