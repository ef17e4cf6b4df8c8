// OAuth 2.0 of part 5: a token endpoint for the client-credentials grant (RFC 6749 4.4), with client
// authentication by client_secret_basic or client_secret_post (2.3.1), and, when a client is registered
// for them, private_key_jwt (RFC 7523) and tls_client_auth / self_signed_tls_client_auth (RFC 8705); bearer
// tokens (RFC 6750) are random opaque strings remembered with their expiry.
import { createHash, randomBytes, timingSafeEqual, X509Certificate, type KeyObject } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { BodyTooLarge, readBody, sendJson } from '../common/http.ts';
import { SeenAssertions, verifyClientAssertion } from './client-assertion.ts';
import { CLIENT_ASSERTION_TYPE } from '../../src/auth/methods.ts';

/**
 * The certificate a client authenticates with (RFC 8705 2): for tls_client_auth its subject DN (and, when
 * the server issued it, the CA it must chain to); for self_signed_tls_client_auth its public key, so that
 * the client may renew the certificate around the same key.
 */
export type RegisteredCertificate = { kind: 'subject'; subject: string; ca?: X509Certificate } | { kind: 'self-signed'; publicKey: KeyObject };

export interface ClientCredentials {
  clientId: string;
  clientSecret: string;
  /** The user the client acts for: author of what it creates. */
  userId: number | bigint;
  /** private_key_jwt: the public key client assertions are verified with. */
  assertionKey?: KeyObject;
  /** tls_client_auth or self_signed_tls_client_auth: the certificate the client presents. */
  certificate?: RegisteredCertificate;
}

const TOKEN_BODY_LIMIT = 64 * 1024;
/** Expired tokens are swept once this many are remembered. */
const SWEEP_AT = 10_000;

function sameSecret(a: string, b: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(a), digest(b));
}

export type ClientAuthMethod = 'client_secret_basic' | 'client_secret_post';
/** Client authentication methods (IANA names) a token endpoint may take. */
export type TokenAuthMethod = ClientAuthMethod | 'private_key_jwt' | 'tls_client_auth' | 'self_signed_tls_client_auth';
/** Those taken by default: the secret ones of RFC 6749 2.3.1. */
export const TOKEN_AUTH_METHODS: readonly TokenAuthMethod[] = ['client_secret_basic', 'client_secret_post'];

export { CLIENT_ASSERTION_TYPE };

/** An answer of the token endpoint before it is sent (RFC 6749 5.1 and 5.2). */
export interface TokenAnswer {
  status: number;
  body: Record<string, unknown>;
  headers: Record<string, string>;
}

export class TokenIssuer {
  /** false: any secret authenticates a known client id (a breakage, for a mutant). */
  checkSecret = true;
  /** false: a token is issued whatever grant_type says (a breakage, for a fault switch). */
  checkGrantType = true;
  /** true: a client's unexpired token is handed out again, announced with the whole lifetime (a breakage). */
  reuseLiveTokens = false;
  /** false: Basic credentials are used without their form-urlencoding undone (a breakage). */
  formDecodeBasic = true;
  /** Set: how a bearer Authorization header is read instead of BEARER (a breakage). */
  bearerPattern?: RegExp;
  /** Set: the last word on every answer of the token endpoint (a breakage). */
  shapeAnswer?: (answer: TokenAnswer) => TokenAnswer;
  /** false: a client assertion's signature is not checked, only its claims (a breakage, for a mutant). */
  checkAssertionSignature = true;
  /** Set: tokens are compared with it instead of looked up exactly (a breakage, for a mutant). */
  tokenMatches?: (presented: string, issued: string) => boolean;

  /**
   * The values a client assertion's aud may name (the token endpoint's URL and the issuer as clients
   * reach them); unset, those of the request's Host. A front before the platform sets its own.
   */
  audiences?: () => readonly string[];
  /**
   * A header in which a TLS-terminating front passes the client certificate it received (Base64 DER),
   * when the platform itself is served over plain HTTP behind it. Only set when every request comes
   * through that front, which removes the header from what clients send.
   */
  certificateHeader?: string;
  readonly seenAssertions = new SeenAssertions();

  private readonly clients = new Map<string, ClientCredentials>();
  private readonly tokens = new Map<string, { clientId: string; expiresAt: number }>();

  constructor(
    clients: ClientCredentials[],
    readonly lifetimeSeconds: number,
    private readonly now: () => number,
    /** Which client authentication methods the endpoint takes (the specification leaves it open). */
    readonly authMethods: readonly TokenAuthMethod[] = TOKEN_AUTH_METHODS,
  ) {
    for (const c of clients) this.clients.set(c.clientId, c);
  }

  authenticate(clientId: string, secret: string): ClientCredentials | undefined {
    const client = this.clients.get(clientId);
    return client && (!this.checkSecret || sameSecret(client.clientSecret, secret)) ? client : undefined;
  }

  client(clientId: string): ClientCredentials | undefined {
    return this.clients.get(clientId);
  }

  nowMs(): number {
    return this.now();
  }

  issue(clientId: string): string {
    if (this.reuseLiveTokens) {
      const now = this.now();
      for (const [t, v] of this.tokens) if (v.clientId === clientId && v.expiresAt > now) return t;
    }
    if (this.tokens.size >= SWEEP_AT) {
      const now = this.now();
      for (const [t, v] of this.tokens) if (v.expiresAt <= now) this.tokens.delete(t);
    }
    const token = randomBytes(32).toString('base64url');
    this.tokens.set(token, { clientId, expiresAt: this.now() + this.lifetimeSeconds * 1000 });
    return token;
  }

  /** The client a token was issued to, or undefined when the token is unknown or expired. */
  clientOf(token: string): ClientCredentials | undefined {
    const matches = this.tokenMatches;
    // The issued token the presented one stands for (itself, unless a fault switch matches them otherwise).
    const issued = matches ? [...this.tokens.keys()].find((key) => matches(token, key)) : token;
    const entry = issued === undefined ? undefined : this.tokens.get(issued);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.tokens.delete(issued!);
      return undefined;
    }
    return this.clients.get(entry.clientId);
  }
}

export type BearerCheck = { ok: true; client: ClientCredentials } | { ok: false; reason: 'missing' | 'malformed' | 'invalid' };

export const BEARER = /^Bearer +([A-Za-z0-9\-._~+/]+=*) *$/i;

/**
 * Tokens of another authorization server: given the token, the client id it was issued to, or undefined
 * when it is not valid here (bad signature, wrong audience or issuer, expired). The platform's own token
 * endpoint is then not used for the operations' credentials.
 */
export type TokenVerifier = (token: string) => Promise<string | undefined>;

/** checkBearer with an outside verifier: the client of the id it names, or invalid. */
export async function checkBearerWith(header: string | undefined, verify: TokenVerifier, clients: readonly ClientCredentials[]): Promise<BearerCheck> {
  if (header === undefined || header.trim() === '') return { ok: false, reason: 'missing' };
  const m = BEARER.exec(header);
  if (!m) return { ok: false, reason: 'malformed' };
  let clientId: string | undefined;
  try {
    clientId = await verify(m[1]);
  } catch {
    clientId = undefined;
  }
  const client = clientId === undefined ? undefined : clients.find((c) => c.clientId === clientId);
  return client ? { ok: true, client } : { ok: false, reason: 'invalid' };
}

export function checkBearer(header: string | undefined, issuer: TokenIssuer): BearerCheck {
  if (header === undefined || header.trim() === '') return { ok: false, reason: 'missing' };
  const m = (issuer.bearerPattern ?? BEARER).exec(header);
  if (!m) return { ok: false, reason: 'malformed' };
  const client = issuer.clientOf(m[1]);
  return client ? { ok: true, client } : { ok: false, reason: 'invalid' };
}

/** application/x-www-form-urlencoded decoding of one credential part (RFC 6749 2.3.1). */
function formDecode(s: string): string {
  try {
    return decodeURIComponent(s.replace(/\+/g, ' '));
  } catch {
    return s;
  }
}

/** Sends an answer of the token endpoint, through the issuer's shapeAnswer when one is set. */
function tokenAnswer(res: ServerResponse, issuer: TokenIssuer, status: number, body: Record<string, unknown>, headers: Record<string, string>): void {
  const a = issuer.shapeAnswer ? issuer.shapeAnswer({ status, body, headers }) : { status, body, headers };
  sendJson(res, a.status, a.body, a.headers);
}

function oauthError(res: ServerResponse, issuer: TokenIssuer, status: number, error: string, description: string, headers: Record<string, string> = {}): void {
  tokenAnswer(res, issuer, status, { error, error_description: description }, { 'cache-control': 'no-store', pragma: 'no-cache', ...headers });
}

const INVALID_CLIENT_HEADERS = { 'www-authenticate': 'Basic realm="token", charset="UTF-8"' };

export async function handleTokenRequest(req: IncomingMessage, res: ServerResponse, issuer: TokenIssuer): Promise<void> {
  if (req.method !== 'POST') {
    oauthError(res, issuer, 405, 'invalid_request', 'the token endpoint accepts POST only', { allow: 'POST' });
    return;
  }
  let raw: Buffer;
  try {
    raw = await readBody(req, TOKEN_BODY_LIMIT);
  } catch (err) {
    if (err instanceof BodyTooLarge) oauthError(res, issuer, 413, 'invalid_request', 'request body too large');
    else throw err;
    return;
  }
  const type = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') {
    oauthError(res, issuer, 400, 'invalid_request', 'the body must be application/x-www-form-urlencoded');
    return;
  }
  const form = new URLSearchParams(raw.toString('utf8'));
  // RFC 6749 3.2: parameters must not be repeated; empty ones count as absent.
  for (const name of ['grant_type', 'client_id', 'client_secret', 'scope', 'client_assertion', 'client_assertion_type']) {
    if (form.getAll(name).length > 1) {
      oauthError(res, issuer, 400, 'invalid_request', `parameter ${name} repeated`);
      return;
    }
  }
  const param = (name: string) => form.get(name) || undefined;

  const authorization = req.headers.authorization;
  const basic = authorization !== undefined && /^basic /i.test(authorization);
  let client: ClientCredentials | undefined;
  if (param('client_assertion') !== undefined || param('client_assertion_type') !== undefined) {
    if (basic || param('client_secret') !== undefined) {
      oauthError(res, issuer, 400, 'invalid_request', 'use one client authentication method, not two');
      return;
    }
    const found = authenticateByAssertion(req, issuer, param('client_id'), param('client_assertion_type'), param('client_assertion'));
    if (!found.ok) {
      oauthError(res, issuer, 401, 'invalid_client', found.reason);
      return;
    }
    client = found.client;
  } else if (basic) {
    if (!issuer.authMethods.includes('client_secret_basic')) {
      oauthError(res, issuer, 401, 'invalid_client', `this endpoint takes ${issuer.authMethods.join(' or ')} only`, INVALID_CLIENT_HEADERS);
      return;
    }
    if (param('client_secret') !== undefined) {
      oauthError(res, issuer, 400, 'invalid_request', 'use one client authentication method, not two');
      return;
    }
    const decoded = Buffer.from(authorization.slice(6).trim(), 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon < 0) {
      oauthError(res, issuer, 401, 'invalid_client', 'malformed Basic credentials', INVALID_CLIENT_HEADERS);
      return;
    }
    const decode = issuer.formDecodeBasic ? formDecode : (x: string) => x;
    const clientId = decode(decoded.slice(0, colon));
    if (param('client_id') !== undefined && param('client_id') !== clientId) {
      oauthError(res, issuer, 400, 'invalid_request', 'client_id differs from the authenticated client');
      return;
    }
    client = issuer.authenticate(clientId, decode(decoded.slice(colon + 1)));
  } else if (param('client_secret') !== undefined) {
    if (!issuer.authMethods.includes('client_secret_post')) {
      oauthError(res, issuer, 401, 'invalid_client', `this endpoint takes ${issuer.authMethods.join(' or ')} only`, INVALID_CLIENT_HEADERS);
      return;
    }
    const clientId = param('client_id');
    client = clientId !== undefined ? issuer.authenticate(clientId, param('client_secret')!) : undefined;
  } else if (issuer.authMethods.includes('tls_client_auth') || issuer.authMethods.includes('self_signed_tls_client_auth')) {
    const found = authenticateByCertificate(req, issuer, param('client_id'));
    if (!found.ok) {
      oauthError(res, issuer, 401, 'invalid_client', found.reason);
      return;
    }
    client = found.client;
  }
  if (!client) {
    oauthError(res, issuer, 401, 'invalid_client', 'client authentication failed', INVALID_CLIENT_HEADERS);
    return;
  }
  const grant = param('grant_type');
  // checkGrantType false is a breakage: the grant type is never looked at.
  if (issuer.checkGrantType && grant === undefined) {
    oauthError(res, issuer, 400, 'invalid_request', 'grant_type missing');
    return;
  }
  if (issuer.checkGrantType && grant !== 'client_credentials') {
    oauthError(res, issuer, 400, 'unsupported_grant_type', `grant type ${grant} is not supported`);
    return;
  }
  const scope = param('scope');
  tokenAnswer(
    res,
    issuer,
    200,
    { access_token: issuer.issue(client.clientId), token_type: 'Bearer', expires_in: issuer.lifetimeSeconds, ...(scope ? { scope } : {}) },
    { 'cache-control': 'no-store', pragma: 'no-cache' },
  );
}

type Authenticated = { ok: true; client: ClientCredentials } | { ok: false; reason: string };

/** The client_id an unverified assertion names (sub, RFC 7523 3 item 2), to find the key to verify it with. */
function unverifiedSubject(assertion: string): string | undefined {
  try {
    const claims = JSON.parse(Buffer.from(assertion.split('.')[1] ?? '', 'base64url').toString('utf8')) as { sub?: unknown };
    return typeof claims.sub === 'string' ? claims.sub : undefined;
  } catch {
    return undefined;
  }
}

/** The URLs a client may name in aud: the token endpoint as reached through the Host header, and the issuer (its origin). */
function hostAudiences(req: IncomingMessage): string[] {
  const host = req.headers.host;
  if (!host) return [];
  const path = (req.url ?? '/').split('?')[0];
  const scheme = (req.socket as Partial<TLSSocket>).encrypted ? 'https' : 'http';
  return [`${scheme}://${host}${path}`, `${scheme}://${host}`];
}

function authenticateByAssertion(req: IncomingMessage, issuer: TokenIssuer, clientIdParam: string | undefined, type: string | undefined, assertion: string | undefined): Authenticated {
  if (!issuer.authMethods.includes('private_key_jwt')) return { ok: false, reason: `this endpoint takes ${issuer.authMethods.join(' or ')} only` };
  if (type !== CLIENT_ASSERTION_TYPE) return { ok: false, reason: `client_assertion_type must be ${CLIENT_ASSERTION_TYPE}` };
  if (assertion === undefined) return { ok: false, reason: 'client_assertion missing' };
  const clientId = clientIdParam ?? unverifiedSubject(assertion);
  const client = clientId === undefined ? undefined : issuer.client(clientId);
  if (!client?.assertionKey) return { ok: false, reason: 'unknown client, or one not registered for private_key_jwt' };
  const check = verifyClientAssertion(assertion, {
    clientId: client.clientId,
    key: client.assertionKey,
    audiences: issuer.audiences?.() ?? hostAudiences(req),
    nowMs: issuer.nowMs(),
    seen: issuer.seenAssertions,
    signature: issuer.checkAssertionSignature,
  });
  return check.ok ? { ok: true, client } : { ok: false, reason: check.reason };
}

/** The certificate the client presented: on this TLS connection, or as passed on by a TLS-terminating front. */
function presentedCertificate(req: IncomingMessage, issuer: TokenIssuer): X509Certificate | undefined {
  const socket = req.socket as Partial<TLSSocket>;
  if (socket.encrypted && typeof socket.getPeerX509Certificate === 'function') return socket.getPeerX509Certificate();
  if (!issuer.certificateHeader) return undefined;
  const raw = req.headers[issuer.certificateHeader];
  if (typeof raw !== 'string' || raw === '') return undefined;
  try {
    return new X509Certificate(Buffer.from(raw, 'base64'));
  } catch {
    return undefined;
  }
}

function authenticateByCertificate(req: IncomingMessage, issuer: TokenIssuer, clientId: string | undefined): Authenticated {
  // RFC 8705 2: client_id is required, since nothing else names the client.
  if (clientId === undefined) return { ok: false, reason: 'client authentication failed: no credentials, and no client_id for TLS client authentication' };
  const client = issuer.client(clientId);
  const registered = client?.certificate;
  if (!client || !registered) return { ok: false, reason: 'unknown client, or one not registered for TLS client authentication' };
  const cert = presentedCertificate(req, issuer);
  if (!cert) return { ok: false, reason: 'no client certificate was presented on the TLS connection' };
  const now = issuer.nowMs();
  if (Date.parse(cert.validFrom) > now || Date.parse(cert.validTo) < now) return { ok: false, reason: 'the client certificate is not valid now' };
  if (registered.kind === 'self-signed') {
    const spki = (k: KeyObject) => k.export({ type: 'spki', format: 'der' });
    if (!spki(cert.publicKey).equals(spki(registered.publicKey))) return { ok: false, reason: 'the client certificate is not the one registered for the client (its public key differs)' };
    return { ok: true, client };
  }
  if (cert.subject !== registered.subject) return { ok: false, reason: 'the client certificate\'s subject DN is not the one registered for the client' };
  if (registered.ca && !(cert.checkIssued(registered.ca) && cert.verify(registered.ca.publicKey))) return { ok: false, reason: 'the client certificate is not issued by the trusted CA' };
  return { ok: true, client };
}
