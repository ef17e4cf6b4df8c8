// Part 5: an unauthenticated request gets 401, whatever its body. A platform that validates the body
// before it looks at the token.
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'body-validated-before-auth',
  fault: 'request validation (a schema-validating body parser or a validation pipe) is registered ahead of the authentication middleware, so an unauthenticated invalid body gets 400',
  breaks: 'B.credentials-first',
  options: { mutation: { beforeAuthentication: (r) => r.bodyFault() } },
};
