// Part 5: "Interface B: OAuth 2.0." The answer that hands out an access token is the JSON object of RFC 6749
// 5.1, sent "with a 200 (OK) status code" (not another 2xx such as a framework's default 201): access_token and token_type present as strings, the type the bearer type the interface's requests
// carry (7.1, case-insensitive), and expires_in, when given, a JSON number of seconds (Appendix A.14: digits),
// never a string. A client library that reads the answer by the RFC cannot use one that breaks these.
import { cannotRequestTokens, ownTokenRequest } from './tokenRequest.ts';
import type { CheckDefinition } from '../../src/engine/types.ts';

/** What in the token answer breaks RFC 6749 5.1, each as a clause; empty when it keeps every rule. */
export function tokenAnswerBreaches(body: Record<string, unknown>, contentType: string | undefined, status = 200): string[] {
  const out: string[] = [];
  if (status !== 200) out.push(`its status is ${status}, not 200 (OK) ("constructs the response ... with a 200 (OK) status code")`);
  if (!/^application\/json\s*(;|$)/i.test(contentType ?? '')) out.push(`its Content-Type is ${contentType === undefined ? 'absent' : contentType.slice(0, 60)}, not application/json`);
  if (typeof body.access_token !== 'string' || body.access_token === '') out.push('access_token (REQUIRED) is not a non-empty string');
  if (body.token_type === undefined) out.push('token_type (REQUIRED) is left out');
  else if (typeof body.token_type !== 'string') out.push(`token_type is ${JSON.stringify(body.token_type)}, not a string`);
  else if (body.token_type.toLowerCase() !== 'bearer') out.push(`token_type is "${body.token_type.slice(0, 40)}", not Bearer, the type the interface's requests carry`);
  const expires = body.expires_in;
  if (expires !== undefined && !(typeof expires === 'number' && Number.isInteger(expires) && expires >= 0)) {
    out.push(`expires_in is ${JSON.stringify(expires).slice(0, 40)}, not a JSON number of seconds ("Numerical values are included as JSON numbers")`);
  }
  return out;
}

export const tokenAnswerFields: CheckDefinition = {
  id: 'B.token-answer-fields',
  title: 'the token endpoint\'s answer with an access token is a 200 of JSON with access_token, token_type Bearer and a numeric expires_in',
  level: 'MUST',
  interface: 'b',
  specRef: 'part 5',
  requirements: ['R-B-token-answer-fields'],
  tokenEndpointOnly: true,
  async run(t) {
    const why = cannotRequestTokens(t);
    if (why) return t.skip(why);
    const { res, token } = await ownTokenRequest(t, t.settings.oauth!);
    if (token === undefined) return t.skip(`the token endpoint answered ${res.status} without an access token to the run's own token request: no token answer to judge`);
    const body = res.json;
    if (body === null || typeof body !== 'object' || Array.isArray(body)) return t.fail('the token answer is not a JSON object (RFC 6749 5.1)', res.exchange);
    const breaches = tokenAnswerBreaches(body as Record<string, unknown>, res.headers['content-type'], res.status);
    if (breaches.length > 0) t.fail(`the token endpoint's answer breaks RFC 6749 5.1: ${breaches.join('; ')}`, res.exchange);
  },
};
