// Part 5: "Interface B: OAuth 2.0." The answer carrying an access token MUST say Cache-Control: no-store
// (RFC 6749 5.1). A token endpoint whose success answer goes out without it.
import type { FreshFault } from '../fault.ts';

export const fault: FreshFault = {
  name: 'token-answer-cacheable',
  interface: 'b',
  requirement: 'R-B-oauth2',
  level: 'MUST',
  fault:
    "The token is written by the framework's ordinary JSON response path, which sets no Cache-Control or Pragma (only the error path was written by hand with no-store), so a shared cache or proxy may keep the access token.",
  spec: 'part 5: "Interface B: OAuth 2.0." with RFC 6749 5.1: "The authorization server MUST include the HTTP Cache-Control response header field with a value of no-store in any response containing tokens"',
  options: {
    mutation: {
      tokenAnswer: (a) => {
        if (a.status !== 200) return a;
        const headers = Object.fromEntries(Object.entries(a.headers).filter(([k]) => k !== 'cache-control' && k !== 'pragma'));
        return { ...a, headers };
      },
    },
  },
};
