// The token requests as evidence: the OAuth library sends them through its own fetch, not through the
// run's HTTP client, so a record of every exchange (the certification bundle's HAR) would miss them. This
// wraps that fetch and reports each exchange redacted: credential headers, the client secret in the form
// body and the tokens of the answer.
import { REDACTED, type Secrets } from '../http/secrets.ts';
import type { Exchange } from '../http/exchange.ts';
import type { BoundedFetch, BoundedFetchInit } from '../http/boundedFetch.ts';

/** The label of the token requests in a record of the run's exchanges (`_checkId` in the HAR). */
export const TOKEN_LABEL = 'token';

/** A token answer is small; a longer body is cut here, as the run's evidence cuts its bodies. */
const BODY_CHARS = 8192;

/**
 * Fields whose value is a credential whatever it is: redacted by name, since a secret shorter than the
 * registered minimum, or a refresh token the run never registers, would pass the value-based redaction.
 */
const FORM_SECRETS = /\b(client_secret|client_assertion|assertion|refresh_token|password)=[^&\s]*/g;
const JSON_SECRETS = /("(?:access_token|refresh_token|id_token)"\s*:\s*)"(?:[^"\\]|\\.)*"/g;

function cut(text: string): string {
  return text.length <= BODY_CHARS ? text : `${text.slice(0, BODY_CHARS)}… (${Buffer.byteLength(text)} bytes)`;
}

function bodyText(body: BoundedFetchInit['body']): string | undefined {
  if (body === undefined) return undefined;
  if (body instanceof URLSearchParams) return body.toString();
  return typeof body === 'string' ? body : Buffer.from(body).toString('utf8');
}

/** The tokens of an answer, registered as secrets before anything of the answer is recorded. */
function registerTokens(answer: string, secrets: Secrets): void {
  try {
    const parsed = JSON.parse(answer) as Record<string, unknown>;
    for (const key of ['access_token', 'refresh_token', 'id_token']) if (typeof parsed?.[key] === 'string') secrets.add(parsed[key]);
  } catch {
    // not JSON: nothing to register, the value-based redaction still applies
  }
}

export function recordedFetch(fetch: BoundedFetch, secrets: Secrets, onExchange: (exchange: Exchange) => void): BoundedFetch {
  const send = async (url: string, init: BoundedFetchInit = {}): Promise<Response> => {
    const sent = bodyText(init.body);
    const exchange: Exchange = {
      request: {
        method: init.method ?? 'GET',
        url: secrets.redact(url),
        headers: secrets.redactHeaders(init.headers ?? {}),
        ...(sent !== undefined ? { body: cut(secrets.redact(sent).replace(FORM_SECRETS, `$1=${REDACTED}`)), bodyBytes: Buffer.byteLength(sent) } : {}),
      },
      // A token request is not replayed by hand: it carries the client's credentials.
      reproduce: '',
    };
    const started = performance.now();
    try {
      const response = await fetch(url, init);
      const answer = await response.clone().text().catch(() => '');
      registerTokens(answer, secrets);
      const headers: Record<string, string> = {};
      response.headers.forEach((value, name) => (headers[name] = value));
      exchange.response = {
        status: response.status,
        headers: secrets.redactHeaders(headers),
        body: cut(secrets.redact(answer).replace(JSON_SECRETS, `$1"${REDACTED}"`)),
        bodyBytes: Buffer.byteLength(answer),
        timeMs: performance.now() - started,
      };
      return response;
    } catch (err) {
      exchange.error = secrets.redact(err instanceof Error ? err.message : String(err));
      throw err;
    } finally {
      onExchange(exchange);
    }
  };
  return Object.assign(send, { close: () => fetch.close() });
}
