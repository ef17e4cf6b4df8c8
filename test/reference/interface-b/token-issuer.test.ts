// The reference's token store: an expired token is forgotten when it is next presented, also where a fault
// switch matches presented tokens to issued ones otherwise than by equality (the issued entry goes, not a
// key that was never stored).
import { describe, expect, it } from 'vitest';
import { TokenIssuer } from '../../../reference/interface-b/oauth.ts';

const CLIENT = { clientId: 'c1', clientSecret: 's1-secret', userId: 1 };
const stored = (issuer: TokenIssuer) => (issuer as unknown as { tokens: Map<string, unknown> }).tokens.size;

describe('TokenIssuer', () => {
  it('forgets an expired token when it is presented, as issued or as a fault switch matches it', () => {
    for (const matching of [false, true]) {
      let now = 0;
      const issuer = new TokenIssuer([CLIENT], 60, () => now);
      if (matching) issuer.tokenMatches = (presented, issued) => presented.toLowerCase() === issued.toLowerCase();
      const token = issuer.issue('c1');
      const presented = matching ? token.toUpperCase() : token;
      expect(issuer.clientOf(presented)?.clientId).toBe('c1');
      now = 61_000;
      expect(issuer.clientOf(presented)).toBeUndefined();
      expect(stored(issuer)).toBe(0);
    }
  });
});
