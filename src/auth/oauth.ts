// OAuth 2.0 client credentials (RFC 6749 4.4) through oauth4webapi: the token is reused until shortly
// before it expires, fetched once more after a 401, and every token is registered as a secret. The client
// proves itself by a secret (RFC 6749 2.3.1), a signed assertion (private_key_jwt, RFC 7523) or its TLS
// certificate (RFC 8705); the token endpoint is given, or read from the issuer's metadata (RFC 8414).
import * as oauth from 'oauth4webapi';
import { certificateThumbprints, checkClientKey, importClientKey, type AssertionAlgorithm, type ClientKey, type ClientKeyText } from './clientKey.ts';
import { UsageError } from '../errors.ts';
import { boundedFetch, type BoundedFetch } from '../http/boundedFetch.ts';
import type { Secrets } from '../http/secrets.ts';
import type { ClientTls } from '../http/dispatcher.ts';
import type { AuthProvider } from './provider.ts';
import type { Exchange } from '../http/exchange.ts';
import { recordedFetch } from './recordedFetch.ts';
import { CLIENT_AUTH_METHODS, usesSecret, type ClientAuthMethod } from './methods.ts';

export { CLIENT_AUTH_METHODS, usesSecret, type ClientAuthMethod };

export interface OAuthSettings {
  /** The token endpoint; without it, `issuer` is asked for its metadata. */
  tokenUrl?: string;
  /** The authorization server's issuer identifier (RFC 8414): token endpoint and methods are read from its metadata. */
  issuer?: string;
  clientId: string;
  /** For client_secret_basic and client_secret_post. */
  clientSecret?: string;
  scope?: string;
  authMethod?: ClientAuthMethod;
  /** For private_key_jwt: the key (PEM or JWK text), its kid and the signing algorithm (default: the key's own). */
  privateKey?: ClientKeyText;
  keyId?: string;
  algorithm?: string;
  /** The certificate of the private key (PEM): its thumbprints go into the assertion's header (x5t, x5t#S256). */
  certificate?: ClientKeyText;
  /** The client assertion's `aud` (default: the token endpoint's URL, RFC 7523 3). */
  assertionAudience?: string;
  /** Extra parameters of every token request (`audience`, `resource`, what a provider asks for). */
  params?: Record<string, string>;
  requestTimeoutMs: number;
  /** Accept an untrusted certificate of the token endpoint (`--insecure`). */
  insecure?: boolean;
  /** Told once, in one line, when the token endpoint refused Basic and client_secret_post is used instead. */
  onNotice?: (line: string) => void;
  /** TLS client identity for a mutual-TLS token endpoint. */
  tls?: ClientTls;
  /** Honour the proxy environment (default true; false for the embedded reference). */
  proxy?: boolean;
  /** Extra headers sent with the token request (those of the profile, when the endpoint shares the target's origin). */
  headers?: Record<string, string>;
  /** Told of every token request and its answer, secrets redacted (the run's record of its exchanges). */
  onExchange?: (exchange: Exchange) => void;
}

/** Refresh this long before expiry, or a tenth of the lifetime when that is shorter (short-lived tokens). */
export const REFRESH_MARGIN_MS = 30_000;

/** A token's lifetime when the answer gives no expires_in and the token is no JWT with `exp` (RFC 6749 5.1 leaves it to the server). */
const DEFAULT_LIFETIME_SECONDS = 3600;

/** Token request parameters the tool sets itself: a profile's `params` may not replace them. */
const RESERVED_PARAMS = new Set(['grant_type', 'client_id', 'client_secret', 'client_assertion', 'client_assertion_type', 'scope']);

/** The `exp` of a JWT access token, in seconds since the epoch, read without verifying (the platform verifies it). */
/** What every token request carries beside the grant and the client's credentials: the extra parameters and the scope. */
export function tokenRequestForm({ scope, params }: Pick<OAuthSettings, 'scope' | 'params'>): Record<string, string> {
  return { ...params, ...(scope ? { scope } : {}) };
}

export function jwtExpiry(token: string): number | undefined {
  const parts = token.split('.');
  if (parts.length !== 3) return undefined;
  try {
    const payload = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8')) as { exp?: unknown };
    return typeof payload?.exp === 'number' && Number.isFinite(payload.exp) ? payload.exp : undefined;
  } catch {
    return undefined;
  }
}

export class OAuthClientCredentials implements AuthProvider {
  readonly header = 'Authorization';
  readonly envHeaders = { authorization: 'Bearer $CONFORMANCE_BEARER_TOKEN' };
  tokenRequests = 0;
  /**
   * The client authentication method in use. Without `authMethod` in the settings it starts as Basic (the
   * method RFC 6749 2.3.1 makes every server support) and turns to client_secret_post for the rest of the
   * run when the endpoint refuses Basic and takes post; a method the profile names is the only one tried.
   * With an issuer, a method its metadata does not list is never tried.
   */
  method: ClientAuthMethod;
  /** The token endpoint in use: given, or read from the issuer's metadata (after the first token). */
  tokenEndpoint: string | undefined;
  /** The methods the issuer's metadata lists (token_endpoint_auth_methods_supported), when it was read. */
  supportedMethods: string[] | undefined;
  /** The lifetime in seconds of the last token, as the answer's expires_in or the JWT's exp gave it; undefined: neither did. */
  lifetimeSeconds: number | undefined;
  /** Whether the last token was a JWT (three base64url parts) or opaque. */
  tokenFormat: 'jwt' | 'opaque' | undefined;
  private mayFallBack: boolean;
  private token: { value: string; refreshAt: number } | null = null;
  private pending: Promise<string> | null = null;
  private as: oauth.AuthorizationServer | undefined;
  private discovering: Promise<oauth.AuthorizationServer> | undefined;
  private readonly client: oauth.Client;
  private readonly keyChoice: { alg: AssertionAlgorithm; kid?: string } | undefined;
  private key: Promise<ClientKey> | undefined;
  private thumbprints: { x5t: string; 'x5t#S256': string } | undefined;
  /** Bounded in time and size, no compression, no redirects: the token endpoint may be as hostile as the target. */
  private readonly fetch: BoundedFetch;

  constructor(
    private readonly settings: OAuthSettings,
    private readonly secrets: Secrets,
  ) {
    const method = settings.authMethod;
    if (settings.clientSecret !== undefined) secrets.addBasic(settings.clientId, settings.clientSecret);
    if (usesSecret(method) && !settings.clientSecret) throw new UsageError(`interface B: ${method ?? 'client_secret_basic'} needs the client secret (--client-secret, CONFORMANCE_CLIENT_SECRET or b.oauth.clientSecret)`);
    if (method === 'private_key_jwt') {
      if (!settings.privateKey) throw new UsageError('interface B: private_key_jwt needs the private key (--client-key, CONFORMANCE_CLIENT_KEY or b.oauth.privateKeyFile)');
      this.keyChoice = checkClientKey(settings.privateKey, settings.algorithm, settings.keyId, secrets);
      if (settings.certificate) this.thumbprints = certificateThumbprints(settings.certificate, settings.privateKey);
    }
    if ((method === 'tls_client_auth' || method === 'self_signed_tls_client_auth') && !settings.tls?.cert)
      throw new UsageError(`interface B: ${method} needs the client certificate (--cert and --key, or b.tls.cert and b.tls.key)`);
    for (const name of Object.keys(settings.params ?? {}))
      if (RESERVED_PARAMS.has(name)) throw new UsageError(`interface B: the token request parameter "${name}" is set by the tool (b.oauth.params may add others: audience, resource, …)`);
    if (!settings.tokenUrl && !settings.issuer) throw new UsageError('interface B: no token endpoint: give --token-url or --issuer (or b.oauth.tokenUrl or b.oauth.issuer)');
    if (settings.tokenUrl) {
      const url = new URL(settings.tokenUrl);
      this.as = { issuer: settings.issuer ?? url.origin, token_endpoint: settings.tokenUrl };
    }
    this.tokenEndpoint = settings.tokenUrl;
    this.client = { client_id: settings.clientId };
    const fetch = boundedFetch({ timeoutMs: settings.requestTimeoutMs, insecure: settings.insecure, tls: settings.tls, proxy: settings.proxy });
    this.fetch = settings.onExchange ? recordedFetch(fetch, secrets, settings.onExchange) : fetch;
    this.method = method ?? 'client_secret_basic';
    this.mayFallBack = method === undefined;
  }

  async headers(signal?: AbortSignal): Promise<Record<string, string>> {
    return { Authorization: `Bearer ${await this.accessToken(signal)}` };
  }

  /**
   * After a 401: a new token, unless the refused request carried an older token than the one now held
   * (another request already renewed it), so that many requests refused at once cost one token request.
   */
  async refresh(signal?: AbortSignal, refused?: Record<string, string>): Promise<boolean> {
    const sent = refused?.Authorization ?? refused?.authorization;
    if (this.pending) {
      await this.pending;
      return true;
    }
    if (sent !== undefined && this.token && sent !== `Bearer ${this.token.value}`) return true;
    this.token = null;
    await this.accessToken(signal);
    return true;
  }

  /** The current token, fetched when absent or near expiry; concurrent callers share one token request. */
  async accessToken(signal?: AbortSignal): Promise<string> {
    if (this.token && Date.now() < this.token.refreshAt) return this.token.value;
    this.pending ??= this.fetchToken(signal).finally(() => {
      this.pending = null;
    });
    return this.pending;
  }

  /** The authorization server: the given token endpoint, or the issuer's metadata read once (RFC 8414, then OpenID Connect Discovery). */
  private async server(signal?: AbortSignal): Promise<oauth.AuthorizationServer> {
    if (this.as) return this.as;
    this.discovering ??= this.discover(signal).catch((err: unknown) => {
      this.discovering = undefined;
      throw err;
    });
    return this.discovering;
  }

  private async discover(signal?: AbortSignal): Promise<oauth.AuthorizationServer> {
    const issuer = new URL(this.settings.issuer!);
    const { requestTimeoutMs } = this.settings;
    let as: oauth.AuthorizationServer | undefined;
    const tried: string[] = [];
    for (const algorithm of ['oidc', 'oauth2'] as const) {
      const timeout = AbortSignal.timeout(requestTimeoutMs);
      const where = algorithm === 'oidc' ? '/.well-known/openid-configuration' : '/.well-known/oauth-authorization-server';
      let response: Response;
      try {
        response = await oauth.discoveryRequest(issuer, {
          algorithm,
          [oauth.allowInsecureRequests]: issuer.protocol === 'http:',
          [oauth.customFetch]: this.fetch,
          signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
        });
      } catch (err) {
        throw new UsageError(this.secrets.redact(`issuer ${issuer.href}: its metadata could not be read: ${reason(err, timeout, requestTimeoutMs)}`));
      }
      if (response.status === 404 && algorithm === 'oidc') {
        await response.body?.cancel().catch(() => undefined);
        tried.push(`${where} (404)`);
        continue;
      }
      try {
        as = await oauth.processDiscoveryResponse(issuer, response);
      } catch (err) {
        const why = response.ok ? excerpt((err as Error)?.message ?? String(err)) : `HTTP ${response.status}`;
        throw new UsageError(this.secrets.redact(`issuer ${issuer.href}: no usable metadata at ${[...tried, where].join(', then ')}: ${why}`));
      }
      break;
    }
    if (!as?.token_endpoint) throw new UsageError(`issuer ${issuer.href}: its metadata names no token_endpoint`);
    const listed = Array.isArray(as.token_endpoint_auth_methods_supported) ? as.token_endpoint_auth_methods_supported.map(String) : undefined;
    // RFC 8414 2: without the list, client_secret_basic is the default.
    const supported = listed ?? ['client_secret_basic'];
    this.supportedMethods = supported;
    const lists = `its metadata lists ${listed ? supported.join(', ') : 'no token_endpoint_auth_methods_supported (client_secret_basic alone, RFC 8414 2)'}`;
    if (this.settings.authMethod !== undefined) {
      if (!supported.includes(this.settings.authMethod)) throw new UsageError(`issuer ${issuer.href} does not offer ${this.settings.authMethod}: ${lists}; set b.oauth.authMethod (--auth-method) to one of them`);
    } else if (supported.includes('client_secret_basic')) {
      // The one try of post stays unless the metadata's list leaves post out.
      this.mayFallBack = listed === undefined || supported.includes('client_secret_post');
    } else if (supported.includes('client_secret_post')) {
      this.method = 'client_secret_post';
      this.mayFallBack = false;
    } else throw new UsageError(`issuer ${issuer.href} offers no client secret method: ${lists}; set b.oauth.authMethod (--auth-method) to one of them`);
    // RFC 8705 5: a client that authenticates with its certificate uses the mutual-TLS alias when there is one.
    const alias = as.mtls_endpoint_aliases?.token_endpoint;
    const endpoint = (this.method === 'tls_client_auth' || this.method === 'self_signed_tls_client_auth') && typeof alias === 'string' ? alias : as.token_endpoint;
    this.tokenEndpoint = endpoint;
    this.as = { ...as, token_endpoint: endpoint };
    return this.as;
  }

  private async fetchToken(signal?: AbortSignal): Promise<string> {
    const as = await this.server(signal);
    const tokenUrl = as.token_endpoint!;
    const { requestTimeoutMs } = this.settings;
    let { response, answer, timeout } = await this.grantRequest(as, this.method, signal);
    let tried = '';
    if (this.mayFallBack && this.method === 'client_secret_basic' && refusesClient(response.status, answer)) {
      // Some platforms read the client's credentials from the body only (RFC 6749 2.3.1 allows both).
      const basicStatus = response.status;
      const second = await this.grantRequest(as, 'client_secret_post', signal);
      if (second.response.ok) {
        this.method = 'client_secret_post';
        this.settings.onNotice?.(
          `interface B: the token endpoint refused client_secret_basic (HTTP ${basicStatus}) and took client_secret_post, used for the rest of the run (set b.oauth.authMethod to "client_secret_post" to skip the first try)`,
        );
      }
      this.mayFallBack = false;
      // When post is refused too, the answer to Basic, the standard method, is the one shown.
      if (second.response.ok) ({ response, answer, timeout } = second);
      else {
        await second.response.body?.cancel().catch(() => undefined);
        tried = ' (tried client_secret_basic, then client_secret_post)';
      }
    }
    try {
      const result = await oauth.processClientCredentialsResponse(as, this.client, response);
      return this.use(result.access_token, result.expires_in);
    } catch (err) {
      // A 2xx answer with an access token that breaks another rule of RFC 6749 5.1 (token_type left out,
      // expires_in as a string): the token still works, so the run goes on with it, and the check of the
      // token answer (B.token-answer-fields) makes the breach a failure with its exchange, not a setup error.
      const usable = !timeout.aborted && response.status >= 200 && response.status < 300 ? usableToken(answer) : undefined;
      if (usable) return this.use(usable.value, usable.expiresIn);
      // Redacted before anything is cut or shown, so that a secret cut in two cannot leave its head behind.
      const why = timeout.aborted ? `no answer within ${requestTimeoutMs} ms` : refusal(response.status, this.secrets.redact(answer), err);
      throw new UsageError(this.secrets.redact(`token endpoint ${tokenUrl} refused the client credentials grant: HTTP ${response.status} ${why}${tried || (usesSecret(this.method) ? '' : ` (client authentication ${this.method})`)}`));
    }
  }

  /** Takes `value` as the run's token, for expires_in seconds (or its JWT's exp when that comes sooner). */
  private use(value: string, expiresIn: number | undefined): string {
    this.secrets.add(value);
    const exp = jwtExpiry(value);
    this.tokenFormat = value.split('.').length === 3 ? 'jwt' : 'opaque';
    // expires_in (RFC 6749 5.1), or a JWT's own exp when that comes sooner (the platform judges by exp,
    // which a provider rounds down to the second) or the answer leaves expires_in out.
    const untilExp = exp !== undefined ? Math.max(0, exp - Date.now() / 1000) : undefined;
    const lifetimeSeconds = expiresIn !== undefined && untilExp !== undefined ? Math.min(expiresIn, untilExp) : (expiresIn ?? untilExp);
    this.lifetimeSeconds = lifetimeSeconds;
    const lifetimeMs = (lifetimeSeconds ?? DEFAULT_LIFETIME_SECONDS) * 1000;
    this.token = { value, refreshAt: Date.now() + Math.max(0, lifetimeMs - Math.min(REFRESH_MARGIN_MS, lifetimeMs / 10)) };
    return value;
  }

  /**
   * The run's own client authentication, put on a token request a check makes itself (the checks of the
   * token endpoint): the form fields and headers the method adds (the client's secret, a fresh signed
   * assertion, or its id beside the TLS certificate). `encode`, for a client with a secret: HTTP Basic
   * whatever the method in use, with id and secret encoded so before they are joined (without it, Basic is
   * form-urlencoded as RFC 6749 2.3.1 says). Every credential it makes is registered as a secret first.
   */
  async authenticateTokenRequest(form: URLSearchParams, headers: Record<string, string>, encode?: (s: string) => string): Promise<void> {
    const as = await this.server();
    const { clientId, clientSecret = '' } = this.settings;
    if (this.method === 'client_secret_basic' || (encode && this.method === 'client_secret_post')) {
      const enc = encode ?? formUrlEncode;
      const basic = Buffer.from(`${enc(clientId)}:${enc(clientSecret)}`).toString('base64');
      this.secrets.add(basic);
      headers.authorization = `Basic ${basic}`;
      return;
    }
    if (this.method === 'client_secret_post') {
      form.set('client_id', clientId);
      form.set('client_secret', clientSecret);
      return;
    }
    if (this.method === 'tls_client_auth' || this.method === 'self_signed_tls_client_auth') {
      form.set('client_id', clientId);
      return;
    }
    const sign = await this.clientAuth(as, this.method);
    const h = new Headers();
    await sign(as, this.client, form, h);
    h.forEach((v, k) => (headers[k] = v));
  }

  /** How the client proves itself with the given method. */
  private async clientAuth(as: oauth.AuthorizationServer, method: ClientAuthMethod): Promise<oauth.ClientAuth> {
    const { clientSecret = '' } = this.settings;
    switch (method) {
      case 'client_secret_post':
        return oauth.ClientSecretPost(clientSecret);
      case 'client_secret_basic':
        return oauth.ClientSecretBasic(clientSecret);
      case 'tls_client_auth':
      case 'self_signed_tls_client_auth':
        // The certificate travels in the TLS handshake (the fetch carries --cert/--key); the body names the client.
        return oauth.TlsClientAuth();
      case 'private_key_jwt': {
        const { alg, kid } = this.keyChoice!;
        this.key ??= importClientKey(this.settings.privateKey!, alg, kid);
        const key = await this.key;
        const audience = this.settings.assertionAudience ?? as.token_endpoint!;
        const sign = oauth.PrivateKeyJwt(
          { key: key.key, ...(key.kid !== undefined ? { kid: key.kid } : {}) },
          {
            // A fresh jti comes with every assertion; the audience and the JOSE alg name are the profile's.
            [oauth.modifyAssertion]: (header, payload) => {
              header.alg = alg;
              if (this.thumbprints) Object.assign(header, this.thumbprints);
              payload.aud = audience;
            },
          },
        );
        return async (server, client, body, headers) => {
          await sign(server, client, body, headers);
          // A signed assertion is a credential for its lifetime: it never shows in a report.
          this.secrets.add(body.get('client_assertion') ?? undefined);
        };
      }
    }
  }

  /** One token request with the given client authentication; the answer's text is kept for messages. */
  private async grantRequest(as: oauth.AuthorizationServer, method: ClientAuthMethod, signal?: AbortSignal): Promise<{ response: Response; answer: string; timeout: AbortSignal }> {
    const { requestTimeoutMs } = this.settings;
    const tokenUrl = as.token_endpoint!;
    const clientAuth = await this.clientAuth(as, method);
    const params = new URLSearchParams(tokenRequestForm(this.settings));
    this.tokenRequests++;
    const timeout = AbortSignal.timeout(requestTimeoutMs);
    let response: Response;
    try {
      response = await oauth.clientCredentialsGrantRequest(as, this.client, clientAuth, params, {
        [oauth.allowInsecureRequests]: tokenUrl.startsWith('http:'),
        [oauth.customFetch]: this.fetch,
        ...(this.settings.headers ? { headers: this.settings.headers } : {}),
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
    } catch (err) {
      throw new UsageError(this.secrets.redact(`token endpoint ${tokenUrl} could not be reached: ${reason(err, timeout, requestTimeoutMs)}`));
    }
    let answer = '';
    try {
      answer = await response.clone().text();
    } catch {
      // the body is reported as unreadable by the caller
    }
    return { response, answer, timeout };
  }
}

/** The endpoint did not authenticate the client: 401, or an `invalid_client` error (RFC 6749 5.2) under any status. */
function refusesClient(status: number, answer: string): boolean {
  if (status === 401) return true;
  if (status < 400) return false;
  try {
    return (JSON.parse(answer) as { error?: unknown })?.error === 'invalid_client';
  } catch {
    return false;
  }
}

/** What to check for each error code of RFC 6749 5.2. */
const FIXES: Record<string, string> = {
  invalid_client: 'check the client id and secret (CONFORMANCE_CLIENT_ID and CONFORMANCE_CLIENT_SECRET, or b.oauth), its key or certificate, and how they are sent (b.oauth.authMethod)',
  invalid_scope: 'check --scope (or b.oauth.scope): the platform does not grant it to this client',
  unauthorized_client: 'this client may not use the client credentials grant: the platform has to allow it',
  unsupported_grant_type: 'this endpoint does not offer the client credentials grant: is --token-url (or b.oauth.tokenUrl) the right one?',
  invalid_grant: 'the platform refused the grant itself: check the client and its scope',
  invalid_request: 'the platform found the request malformed',
};

/** One line of text from an answer: runs of white space (and an HTML page's tags) made single spaces, control characters shown as ?, bounded. */
function excerpt(text: string, max = 160, html = false): string {
  const flat = (html ? text.replace(/<[^>]*>/g, ' ') : text).replace(/\s+/g, ' ').replace(/[\u0000-\u001f\u007f-\u009f]/g, '?').trim();
  return flat.length > max ? `${flat.slice(0, max)}…` : flat;
}

/**
 * Why a token answer could not be used, in the tool's words: the endpoint's `error` and `error_description`
 * (RFC 6749 5.2) with what to check, or what is wrong with an answer that is no token response (5.1).
 */
function refusal(status: number, answer: string, err: unknown): string {
  let body: Record<string, unknown> | undefined;
  try {
    const parsed: unknown = JSON.parse(answer);
    if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)) body = parsed as Record<string, unknown>;
  } catch {
    // not JSON: said below
  }
  const html = /^\s*</.test(answer);
  const said = answer.trim() ? `: "${excerpt(answer, 160, html)}"` : ' and an empty body';
  if (body && typeof body.error === 'string') {
    const description = typeof body.error_description === 'string' && body.error_description ? ` (${excerpt(body.error_description)})` : '';
    const fix = FIXES[body.error];
    return `with error "${excerpt(body.error, 60)}"${description}${fix ? `: ${fix}` : ''}`;
  }
  if (status >= 200 && status < 300) {
    if (!body) return `with ${html ? 'an HTML page' : 'an answer that is not JSON'}, not a token response (RFC 6749 5.1)${said}`;
    if (typeof body.access_token !== 'string' || body.access_token === '') return 'without an access_token (RFC 6749 5.1)';
    if (typeof body.token_type !== 'string' || body.token_type.toLowerCase() !== 'bearer') return `with token_type ${JSON.stringify(body.token_type ?? null)}, not Bearer (RFC 6749 7.1)`;
    return `with a token response the tool cannot use (${excerpt((err as Error)?.message ?? String(err))})`;
  }
  if (html) return `with an HTML page, not an OAuth error (RFC 6749 5.2): is --token-url (or b.oauth.tokenUrl) the token endpoint?${said}`;
  return `without an OAuth error (RFC 6749 5.2)${said}`;
}

/**
 * The access token of a token answer that is a JSON object with a non-empty access_token, no error and no
 * token_type other than bearer, and its lifetime when expires_in gives one (a number, or digits in a string),
 * whatever else is wrong with it.
 */
function usableToken(answer: string): { value: string; expiresIn?: number } | undefined {
  let body: unknown;
  try {
    body = JSON.parse(answer);
  } catch {
    return undefined;
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return undefined;
  const { access_token: value, expires_in: expires, error, token_type: type } = body as Record<string, unknown>;
  if (typeof value !== 'string' || value === '' || error !== undefined) return undefined;
  // A token of another type (mac, DPoP) is no bearer token: sent as one, every request would be refused.
  if (type !== undefined && (typeof type !== 'string' || type.toLowerCase() !== 'bearer')) return undefined;
  const seconds = typeof expires === 'number' ? expires : typeof expires === 'string' && /^\d+$/.test(expires) ? Number(expires) : undefined;
  return seconds !== undefined && Number.isFinite(seconds) && seconds >= 0 ? { value, expiresIn: seconds } : { value };
}

/** application/x-www-form-urlencoded as RFC 6749 2.3.1 applies it to Basic credentials (as oauth4webapi does). */
function formUrlEncode(s: string): string {
  return encodeURIComponent(s).replace(/[-_.!~*'()]|%20/g, (c) => (c === '%20' ? '+' : `%${c.charCodeAt(0).toString(16).toUpperCase()}`));
}

function reason(err: unknown, timeout: AbortSignal, ms: number): string {
  if (timeout.aborted) return `no answer within ${ms} ms`;
  const e = err as { message?: string; cause?: { code?: string; message?: string } };
  return e?.cause?.code ? `${e.cause.code}: ${e.cause.message ?? ''}`.trim() : (e?.message ?? String(err));
}
