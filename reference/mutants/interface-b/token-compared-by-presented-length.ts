// Part 5: only the token issued authenticates. A platform comparing only as many characters as the
// presented token has, so that any start of a token passes.
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'token-compared-by-presented-length',
  fault: 'the token is compared with strncmp/memcmp over the length of the presented value (or a LIKE \'token%\' lookup), so a truncated token matches the issued one',
  breaks: 'B.rejects-near-miss-token',
  options: { mutation: { tokenMatches: (presented, issued) => presented.length > 0 && issued.startsWith(presented) } },
};
