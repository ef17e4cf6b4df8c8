// OAuth 2.0 client credentials (RFC 6749 4.4) through oauth4webapi: the token is reused until shortly
// before it expires, fetched once more after a 401, and every token is registered as a secret.
import * as oauth from 'oauth4webapi';
import { UsageError } from '../errors.ts';
import { boundedFetch, type BoundedFetch } from '../http/boundedFetch.ts';
import type { Secrets } from '../http/secrets.ts';
import type { ClientTls } from '../http/dispatcher.ts';
import type { AuthProvider } from './provider.ts';
import type { Exchange } from '../http/exchange.ts';
import { recordedFetch } from './recordedFetch.ts';

export type ClientAuthMethod = 'client_secret_basic' | 'client_secret_post';

export interface OAuthSettings {
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  scope?: string;
  authMethod?: ClientAuthMethod;
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
const REFRESH_MARGIN_MS = 30_000;

export class OAuthClientCredentials implements AuthProvider {
  readonly header = 'Authorization';
  readonly envHeaders = { authorization: 'Bearer $CONFORMANCE_BEARER_TOKEN' };
  tokenRequests = 0;
  /**
   * The client authentication method in use. Without `authMethod` in the settings it starts as Basic (the
   * method RFC 6749 2.3.1 makes every server support) and turns to client_secret_post for the rest of the
   * run when the endpoint refuses Basic and takes post; a method the profile names is the only one tried.
   */
  method: ClientAuthMethod;
  private mayFallBack: boolean;
  private token: { value: string; refreshAt: number } | null = null;
  private pending: Promise<string> | null = null;
  private readonly as: oauth.AuthorizationServer;
  private readonly client: oauth.Client;
  /** Bounded in time and size, no compression, no redirects: the token endpoint may be as hostile as the target. */
  private readonly fetch: BoundedFetch;

  constructor(
    private readonly settings: OAuthSettings,
    private readonly secrets: Secrets,
  ) {
    secrets.addBasic(settings.clientId, settings.clientSecret);
    const url = new URL(settings.tokenUrl);
    this.as = { issuer: url.origin, token_endpoint: settings.tokenUrl };
    this.client = { client_id: settings.clientId };
    const fetch = boundedFetch({ timeoutMs: settings.requestTimeoutMs, insecure: settings.insecure, tls: settings.tls, proxy: settings.proxy });
    this.fetch = settings.onExchange ? recordedFetch(fetch, secrets, settings.onExchange) : fetch;
    this.method = settings.authMethod ?? 'client_secret_basic';
    this.mayFallBack = settings.authMethod === undefined;
  }

  async headers(signal?: AbortSignal): Promise<Record<string, string>> {
    return { Authorization: `Bearer ${await this.accessToken(signal)}` };
  }

  async refresh(signal?: AbortSignal): Promise<boolean> {
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

  private async fetchToken(signal?: AbortSignal): Promise<string> {
    const { tokenUrl, requestTimeoutMs } = this.settings;
    let { response, answer, timeout } = await this.grantRequest(this.method, signal);
    let tried = '';
    if (this.mayFallBack && this.method === 'client_secret_basic' && refusesClient(response.status, answer)) {
      // Some platforms read the client's credentials from the body only (RFC 6749 2.3.1 allows both).
      const basicStatus = response.status;
      const second = await this.grantRequest('client_secret_post', signal);
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
      const result = await oauth.processClientCredentialsResponse(this.as, this.client, response);
      const value = result.access_token;
      this.secrets.add(value);
      const lifetimeMs = (result.expires_in ?? 3600) * 1000;
      this.token = { value, refreshAt: Date.now() + Math.max(0, lifetimeMs - Math.min(REFRESH_MARGIN_MS, lifetimeMs / 10)) };
      return value;
    } catch (err) {
      // Redacted before anything is cut or shown, so that a secret cut in two cannot leave its head behind.
      const why = timeout.aborted ? `no answer within ${requestTimeoutMs} ms` : refusal(response.status, this.secrets.redact(answer), err);
      throw new UsageError(this.secrets.redact(`token endpoint ${tokenUrl} refused the client credentials grant: HTTP ${response.status} ${why}${tried}`));
    }
  }

  /** One token request with the given client authentication; the answer's text is kept for messages. */
  private async grantRequest(method: ClientAuthMethod, signal?: AbortSignal): Promise<{ response: Response; answer: string; timeout: AbortSignal }> {
    const { tokenUrl, clientSecret, scope, requestTimeoutMs } = this.settings;
    const clientAuth = method === 'client_secret_post' ? oauth.ClientSecretPost(clientSecret) : oauth.ClientSecretBasic(clientSecret);
    const params = new URLSearchParams();
    if (scope) params.set('scope', scope);
    this.tokenRequests++;
    const timeout = AbortSignal.timeout(requestTimeoutMs);
    let response: Response;
    try {
      response = await oauth.clientCredentialsGrantRequest(this.as, this.client, clientAuth, params, {
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
  invalid_client: 'check the client id and secret (CONFORMANCE_CLIENT_ID and CONFORMANCE_CLIENT_SECRET, or b.oauth) and how they are sent (b.oauth.authMethod)',
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

function reason(err: unknown, timeout: AbortSignal, ms: number): string {
  if (timeout.aborted) return `no answer within ${ms} ms`;
  const e = err as { message?: string; cause?: { code?: string; message?: string } };
  return e?.cause?.code ? `${e.cause.code}: ${e.cause.message ?? ''}`.trim() : (e?.message ?? String(err));
}
