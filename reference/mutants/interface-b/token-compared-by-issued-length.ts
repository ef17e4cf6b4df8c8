// Part 5: only the token issued authenticates. A platform comparing only as many characters as the
// issued token has, so that the token with anything appended passes.
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'token-compared-by-issued-length',
  fault: 'the token is matched by a pattern without an end anchor (/^<token>/) or compared over the issued token\'s length, so the token with characters appended is accepted',
  breaks: 'B.rejects-near-miss-token',
  options: { mutation: { tokenMatches: (presented, issued) => presented.startsWith(issued) } },
};
