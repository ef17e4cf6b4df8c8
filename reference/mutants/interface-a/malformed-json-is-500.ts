// Part 7: a request that is not JSON is invalid, a 400. A holder that lets the parse error through as 500.
import type { MutantA } from './index.ts';

export const mutant: MutantA = {
  name: 'malformed-json-is-500',
  breaks: 'A1.rejects-invalid-body',
  mutation: { malformedJsonStatus: 500 },
};
