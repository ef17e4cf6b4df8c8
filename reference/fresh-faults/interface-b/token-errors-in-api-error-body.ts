// Part 5: "Interface B: OAuth 2.0." A token request the endpoint refuses is answered with the error member of
// RFC 6749 5.2 (unsupported_grant_type, invalid_client, ...). A platform whose token errors go through the
// API's own error handler and come out as the error body of part 7.
import type { FreshFault } from '../fault.ts';

/** The request parameter each OAuth error code is about, as the API's error items name a source. */
const SOURCES: Record<string, string> = { invalid_client: 'client_id', unsupported_grant_type: 'grant_type' };

export const fault: FreshFault = {
  name: 'token-errors-in-api-error-body',
  interface: 'b',
  requirement: 'R-B-token-unsupported-grant-type',
  level: 'MUST',
  fault:
    "The token endpoint is a controller of the application, and its exceptions (the grant-type check, the failed client authentication) are caught by the API's global exception handler (@RestControllerAdvice), which writes the error body of part 7 with the right status and headers: { \"message\": ..., \"errors\": [{ \"type\": \"UNSUPPORTED_GRANT_TYPE\", ... }] }, without the error member RFC 6749 requires, so an OAuth client library cannot read why its token request was refused (it reports an unknown error, or takes the answer for no error at all).",
  spec: 'part 5: "Interface B: OAuth 2.0." with RFC 6749 5.2: "The authorization server responds with an HTTP 400 (Bad Request) status code (unless specified otherwise) and includes the following parameters with the response: error REQUIRED. A single ASCII error code from the following: ... unsupported_grant_type"',
  options: {
    mutation: {
      tokenAnswer: (a) => {
        if (a.status < 400) return a;
        const code = String(a.body.error);
        const message = String(a.body.error_description ?? code);
        return { ...a, body: { message, errors: [{ type: code.toUpperCase(), message, source: SOURCES[code] ?? 'body' }] } };
      },
    },
  },
};
