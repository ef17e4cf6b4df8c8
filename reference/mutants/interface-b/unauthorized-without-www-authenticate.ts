// RFC 6750 3 and RFC 9110 15.5.2 (part 5, OAuth 2.0): a 401 of the resource server carries WWW-Authenticate: Bearer.
// The fresh fault of the same name (reference/fresh-faults/interface-b/unauthorized-without-www-authenticate.ts) as a mutant, with its options.
import { fault as fresh } from '../../fresh-faults/interface-b/unauthorized-without-www-authenticate.ts';
import { freshOptions } from './freshOptions.ts';
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'unauthorized-without-www-authenticate',
  fault: "A missing or unknown token raises an exception the application's own error handler maps to 401, writing the JSON error body but not the Bearer challenge the resource-server filter would have sent.",
  breaks: 'B.unauthorized-www-authenticate',
  options: freshOptions(fresh),
};
