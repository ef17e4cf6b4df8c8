// Token requests a check makes itself, as the run's own client (its method, its credentials, the
// parameters of the run's token requests), for the checks of the token endpoint (part 5: "Interface B:
// OAuth 2.0."). The evidence never holds a credential: the client's secret and a Basic credential are
// registered secrets, the curl line gets them from CONFORMANCE_CLIENT_SECRET, and an access token the
// endpoint hands out is cut from the answer before the exchange is kept.
import type { ApiResponse, CallOptions } from '../../src/engine/api.ts';
import type { CheckContext, RunSettings } from '../../src/engine/types.ts';
import { shellQuote } from '../../src/http/curl.ts';

export type RunOAuth = NonNullable<RunSettings['oauth']>;

/**
 * How a check's token request sends the client's credentials: `run`, by the run's own method (Basic
 * form-urlencoded as RFC 6749 2.3.1 says); in HTTP Basic whatever that method (a client with a secret),
 * every byte as %XX, or `raw`, not encoded at all.
 */
export type BasicEncoding = 'run' | 'every-byte' | 'raw';

/** application/x-www-form-urlencoded of a Basic credential part (RFC 6749 2.3.1). */
const FORM_JS = 's=>encodeURIComponent(s).replace(/[-_.!~*\\x27()]|%20/g,c=>c==="%20"?"+":"%"+c.charCodeAt(0).toString(16).toUpperCase())';
/** Not encoded. */
const RAW_JS = 's=>s';
/** Every byte as %XX: what a form-urlencoded decoder turns back into the same text. */
const EVERY_BYTE_JS = 's=>[...Buffer.from(s)].map(b=>"%"+b.toString(16).toUpperCase().padStart(2,"0")).join("")';

/** Every byte of the text as %XX (upper-case hex), alphanumerics included. */
export function percentEncodeEveryByte(s: string): string {
  return [...Buffer.from(s)].map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join('');
}

/**
 * The shell expression a curl line shows for the Basic credential: made where it runs from the client id
 * (no secret) and CONFORMANCE_CLIENT_SECRET, encoded as the check encoded it.
 */
function basicExpression(clientId: string, encoding: BasicEncoding): string {
  const js = `const e=${encoding === 'run' ? FORM_JS : encoding === 'raw' ? RAW_JS : EVERY_BYTE_JS};process.stdout.write(Buffer.from(e(process.argv[1])+":"+e(process.env.CONFORMANCE_CLIENT_SECRET||"")).toString("base64"))`;
  return `Basic $(node -e '${js}' ${shellQuote(clientId)})`;
}

/** Why the run cannot make token requests of its own, or undefined when it can. */
export function cannotRequestTokens(t: CheckContext): string | undefined {
  const oauth = t.settings.oauth;
  if (!oauth) return 'the run authenticates with a static bearer token: no token endpoint to ask';
  if (!oauth.authenticate) return 'the run cannot make token requests of its own (no OAuth client)';
  return undefined;
}

export interface OwnTokenAnswer {
  res: ApiResponse;
  /** The access token handed out (cut from the evidence), when the answer holds one. */
  token?: string;
  /** expires_in, when the answer gives a number. */
  expiresIn?: number;
}

/**
 * One token request as the run's client: grant_type=client_credentials and the run's own parameters,
 * then `fields` over them. `basic`: how the credentials go (see BasicEncoding).
 */
export async function ownTokenRequest(t: CheckContext, oauth: RunOAuth, fields: Record<string, string> = {}, basic: BasicEncoding = 'run'): Promise<OwnTokenAnswer> {
  const form = new URLSearchParams({ ...oauth.form, grant_type: 'client_credentials', ...fields });
  const headers: Record<string, string> = {};
  await oauth.authenticate!(form, headers, basic === 'every-byte' ? percentEncodeEveryByte : basic === 'raw' ? (x) => x : undefined);
  let auth: CallOptions['auth'] = 'none';
  const authorization = headers.authorization;
  if (authorization !== undefined && /^basic /i.test(authorization)) {
    delete headers.authorization;
    auth = { header: 'Authorization', value: authorization, secret: { env: basicExpression(oauth.clientId, basic), text: authorization.slice(6) } };
  }
  // Last, so that the curl line can take it from the environment in its place (below).
  const secret = form.get('client_secret');
  if (secret !== null) {
    form.delete('client_secret');
    form.append('client_secret', secret);
  }
  const res = await t.api.send('POST', oauth.tokenUrl, { auth, retry: false, headers, rawBody: form.toString(), contentType: 'application/x-www-form-urlencoded' });
  if (secret !== null) {
    const line = res.exchange.reproduce.replace(/&client_secret=<redacted>'/, "'");
    if (line !== res.exchange.reproduce) res.exchange.reproduce = `${line} --data-urlencode "client_secret=$CONFORMANCE_CLIENT_SECRET"`;
  }
  const body = res.json as { access_token?: unknown; expires_in?: unknown } | undefined;
  const token = typeof body?.access_token === 'string' && body.access_token !== '' ? body.access_token : undefined;
  // A token handed to a check is a live credential: it never reaches the evidence.
  if (token !== undefined && res.exchange.response?.body) res.exchange.response.body = res.exchange.response.body.split(token).join('<redacted>');
  const expiresIn = typeof body?.expires_in === 'number' && Number.isFinite(body.expires_in) ? body.expires_in : undefined;
  return { res, ...(token !== undefined ? { token } : {}), ...(expiresIn !== undefined ? { expiresIn } : {}) };
}

/** The `error` of an OAuth error answer (RFC 6749 5.2), when it has one. */
export function oauthError(res: ApiResponse): string | undefined {
  const error = (res.json as { error?: unknown } | undefined)?.error;
  return typeof error === 'string' ? error : undefined;
}
