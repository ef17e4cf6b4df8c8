// Part 5: "Interface B: OAuth 2.0." A successful token answer has status 200 (RFC 6749 5.1). A token endpoint
// written as an ordinary POST route of a framework that answers 201 Created to every POST.
import type { FreshFault } from '../fault.ts';

export const fault: FreshFault = {
  name: 'token-answered-201',
  interface: 'b',
  requirement: 'R-B-oauth2',
  level: 'MUST',
  fault:
    "The token endpoint is a controller method under @Post() in NestJS, whose default status for POST is 201 Created, and no @HttpCode(200) was added, so every token is issued with 201; client libraries that accept a token answer on 200 only (as RFC 6749 5.1 prescribes) report a failed token request. Error answers keep their 400 and 401.",
  spec: 'part 5: "Interface B: OAuth 2.0." with RFC 6749 5.1: "The authorization server issues an access token and optional refresh token, and constructs the response by adding the following parameters to the entity-body of the HTTP response with a 200 (OK) status code"',
  options: {
    mutation: {
      tokenAnswer: (a) => (a.status === 200 ? { ...a, status: 201 } : a),
    },
  },
};
