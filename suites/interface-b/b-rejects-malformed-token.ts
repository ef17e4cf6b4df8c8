// Part 5: a request whose Authorization header is no OAuth 2.0 bearer credential is not authenticated.
import { expect401Everywhere } from './auth.ts';
import type { CheckDefinition } from '../../src/engine/types.ts';

export const rejectsMalformedToken: CheckDefinition = {
  id: 'B.rejects-malformed-token',
  title: 'every operation answers 401 with the error body to a malformed Authorization header',
  level: 'MUST',
  interface: 'b',
  specRef: 'part 5',
  requirements: ['R-B-authenticated', 'R-B-oauth2', 'R-B-unauthorized-401-body'],
  run: (t) =>
    expect401Everywhere(t, [
      { label: 'with "Bearer" and garbage', auth: { header: 'Authorization', value: 'Bearer {not a token}!' } },
      { label: 'with a Basic credential instead of a bearer token', auth: { header: 'Authorization', value: 'Basic dXNlcjpwYXNzd29yZA==' } },
    ]),
};
