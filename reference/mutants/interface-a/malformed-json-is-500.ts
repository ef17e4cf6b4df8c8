// Part 7: a request that is not JSON is invalid, a 400. A holder that lets the parse error through as 500.
import type { MutantA } from './mutant.ts';

export const mutant: MutantA = {
  name: 'malformed-json-is-500',
  fault: "The body parser's JSON syntax error is not mapped to 400 by the error handler and falls through to the generic handler, which answers 500.",
  breaks: 'A1.rejects-invalid-body',
  mutation: { malformedJsonStatus: 500 },
};
