// OAuth 2.0 of part 5: a token endpoint for the client-credentials grant (RFC 6749 4.4), with client
// authentication by client_secret_basic or client_secret_post (2.3.1), and bearer tokens (RFC 6750)
// that are random opaque strings remembered with their expiry.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { BodyTooLarge, readBody, sendJson } from '../common/http.ts';

export interface ClientCredentials {
  clientId: string;
  clientSecret: string;
  /** The user the client acts for: author of what it creates. */
  userId: number | bigint;
}

const TOKEN_BODY_LIMIT = 64 * 1024;
/** Expired tokens are swept once this many are remembered. */
const SWEEP_AT = 10_000;

function sameSecret(a: string, b: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(a), digest(b));
}

export type ClientAuthMethod = 'client_secret_basic' | 'client_secret_post';
/** Client authentication methods of RFC 6749 2.3.1 a token endpoint may take. */
export type TokenAuthMethod = ClientAuthMethod;
export const TOKEN_AUTH_METHODS: readonly TokenAuthMethod[] = ['client_secret_basic', 'client_secret_post'];

export class TokenIssuer {
  /** false: any secret authenticates a known client id (a breakage, for a mutant). */
  checkSecret = true;
  /** Set: tokens are compared with it instead of looked up exactly (a breakage, for a mutant). */
  tokenMatches?: (presented: string, issued: string) => boolean;

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

  issue(clientId: string): string {
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
    const entry = matches ? [...this.tokens].find(([issued]) => matches(token, issued))?.[1] : this.tokens.get(token);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.tokens.delete(token);
      return undefined;
    }
    return this.clients.get(entry.clientId);
  }
}

export type BearerCheck = { ok: true; client: ClientCredentials } | { ok: false; reason: 'missing' | 'malformed' | 'invalid' };

const BEARER = /^Bearer +([A-Za-z0-9\-._~+/]+=*) *$/i;

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
  const m = BEARER.exec(header);
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

function oauthError(res: ServerResponse, status: number, error: string, description: string, headers: Record<string, string> = {}): void {
  sendJson(res, status, { error, error_description: description }, { 'cache-control': 'no-store', pragma: 'no-cache', ...headers });
}

const INVALID_CLIENT_HEADERS = { 'www-authenticate': 'Basic realm="token", charset="UTF-8"' };

export async function handleTokenRequest(req: IncomingMessage, res: ServerResponse, issuer: TokenIssuer): Promise<void> {
  if (req.method !== 'POST') {
    oauthError(res, 405, 'invalid_request', 'the token endpoint accepts POST only', { allow: 'POST' });
    return;
  }
  let raw: Buffer;
  try {
    raw = await readBody(req, TOKEN_BODY_LIMIT);
  } catch (err) {
    if (err instanceof BodyTooLarge) oauthError(res, 413, 'invalid_request', 'request body too large', { connection: 'close' });
    else throw err;
    return;
  }
  const type = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') {
    oauthError(res, 400, 'invalid_request', 'the body must be application/x-www-form-urlencoded');
    return;
  }
  const form = new URLSearchParams(raw.toString('utf8'));
  // RFC 6749 3.2: parameters must not be repeated; empty ones count as absent.
  for (const name of ['grant_type', 'client_id', 'client_secret', 'scope']) {
    if (form.getAll(name).length > 1) {
      oauthError(res, 400, 'invalid_request', `parameter ${name} repeated`);
      return;
    }
  }
  const param = (name: string) => form.get(name) || undefined;

  let clientId: string | undefined;
  let secret: string | undefined;
  const authorization = req.headers.authorization;
  if (authorization !== undefined && /^basic /i.test(authorization)) {
    if (!issuer.authMethods.includes('client_secret_basic')) {
      oauthError(res, 401, 'invalid_client', 'this endpoint takes client_secret_post only', INVALID_CLIENT_HEADERS);
      return;
    }
    if (param('client_secret') !== undefined) {
      oauthError(res, 400, 'invalid_request', 'use one client authentication method, not two');
      return;
    }
    const decoded = Buffer.from(authorization.slice(6).trim(), 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon < 0) {
      oauthError(res, 401, 'invalid_client', 'malformed Basic credentials', INVALID_CLIENT_HEADERS);
      return;
    }
    clientId = formDecode(decoded.slice(0, colon));
    secret = formDecode(decoded.slice(colon + 1));
    if (param('client_id') !== undefined && param('client_id') !== clientId) {
      oauthError(res, 400, 'invalid_request', 'client_id differs from the authenticated client');
      return;
    }
  } else {
    if (!issuer.authMethods.includes('client_secret_post') && param('client_secret') !== undefined) {
      oauthError(res, 401, 'invalid_client', 'this endpoint takes client_secret_basic only', INVALID_CLIENT_HEADERS);
      return;
    }
    clientId = param('client_id');
    secret = param('client_secret');
  }
  const client = clientId !== undefined && secret !== undefined ? issuer.authenticate(clientId, secret) : undefined;
  if (!client) {
    oauthError(res, 401, 'invalid_client', 'client authentication failed', INVALID_CLIENT_HEADERS);
    return;
  }
  const grant = param('grant_type');
  if (grant === undefined) {
    oauthError(res, 400, 'invalid_request', 'grant_type missing');
    return;
  }
  if (grant !== 'client_credentials') {
    oauthError(res, 400, 'unsupported_grant_type', `grant type ${grant} is not supported`);
    return;
  }
  const scope = param('scope');
  sendJson(
    res,
    200,
    { access_token: issuer.issue(client.clientId), token_type: 'Bearer', expires_in: issuer.lifetimeSeconds, ...(scope ? { scope } : {}) },
    { 'cache-control': 'no-store', pragma: 'no-cache' },
  );
}
