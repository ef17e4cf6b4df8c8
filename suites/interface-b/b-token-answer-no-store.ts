// Part 5: "Interface B: OAuth 2.0." The answer that carries an access token says Cache-Control: no-store
// (RFC 6749 5.1), so that no cache on the way keeps the token. RFC 6749 5.1 asks for Pragma: no-cache too,
// but RFC 9111 5.4 has since deprecated Pragma (a cache reads Cache-Control first): its absence is a note.
import { cannotRequestTokens, ownTokenRequest } from './tokenRequest.ts';
import type { CheckDefinition } from '../../src/engine/types.ts';

/** The directives of a Cache-Control value, lower case, without their arguments. */
function directives(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((d) => d.split('=')[0].trim().toLowerCase())
    .filter(Boolean);
}

export const tokenAnswerNoStore: CheckDefinition = {
  id: 'B.token-answer-no-store',
  title: 'the token endpoint\'s answer with an access token carries Cache-Control: no-store',
  level: 'MUST',
  interface: 'b',
  specRef: 'part 5',
  requirements: ['R-B-token-answer-no-store'],
  tokenEndpointOnly: true,
  async run(t) {
    const why = cannotRequestTokens(t);
    if (why) return t.skip(why);
    const { res, token } = await ownTokenRequest(t, t.settings.oauth!);
    if (token === undefined) return t.skip(`the token endpoint answered ${res.status} without an access token to the run's own token request: no token answer to judge`);
    const cacheControl = res.headers['cache-control'];
    if (!directives(cacheControl).includes('no-store')) {
      t.fail(`the token endpoint's answer with an access token carries ${cacheControl === undefined ? 'no Cache-Control' : `Cache-Control: ${cacheControl.slice(0, 80)}`}; RFC 6749 5.1: it MUST include Cache-Control with the value no-store`, res.exchange);
    }
    if (!/(^|,)\s*no-cache\s*(,|$)/i.test(res.headers.pragma ?? '')) t.note('no Pragma: no-cache beside it (RFC 6749 5.1 asks for it; RFC 9111 5.4 deprecates Pragma)');
  },
};
