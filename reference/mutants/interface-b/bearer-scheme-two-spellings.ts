// RFC 9110 11.1 and RFC 6750 2.1 (part 5, OAuth 2.0): the auth scheme Bearer is case-insensitive. A
// resource server that knows two spellings of it.
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'bearer-scheme-two-spellings',
  fault: 'The scheme is matched against the two spellings "Bearer" and "bearer" only (a regex written for the common client libraries), so "BEARER" is refused.',
  breaks: 'B.bearer-scheme-case-insensitive',
  options: { mutation: { bearerPattern: /^(?:Bearer|bearer) +([A-Za-z0-9\-._~+/]+=*) *$/ } },
};
