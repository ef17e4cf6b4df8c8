// RFC 9110 11.1 and RFC 6750 2.1 (part 5, OAuth 2.0): the auth scheme Bearer is case-insensitive.
// The fresh fault of the same name (reference/fresh-faults/interface-b/bearer-scheme-case-sensitive.ts) as a mutant, with its options.
import { fault as fresh } from '../../fresh-faults/interface-b/bearer-scheme-case-sensitive.ts';
import { freshOptions } from './freshOptions.ts';
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'bearer-scheme-case-sensitive',
  fault: "The resource server reads the token with a case-sensitive startsWith('Bearer '), so a client library that writes the scheme as bearer, a valid spelling, is refused with 401 although its token is valid.",
  breaks: 'B.bearer-scheme-case-insensitive',
  options: freshOptions(fresh),
};
