// Part 4.2 B2: a body that is not JSON is an invalid request (400). A platform whose parser error escapes
// as a 500.
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'malformed-json-500',
  fault: "The body parser's SyntaxError is not caught by the validation error handler and reaches the generic handler, which answers 500.",
  breaks: 'B2.rejects-malformed-json',
  options: { mutation: { shapeError: (a) => (a.kind === 'malformed-json' ? { ...a, status: 500 } : a) } },
};
