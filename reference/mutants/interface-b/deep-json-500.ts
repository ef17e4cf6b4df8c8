// Part 4.2 B2 and part 7: an invalid request is a 400. A platform whose JSON parser overflows its stack on
// a deeply nested body and answers 500.
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'deep-json-500',
  fault: "A body nested deeper than the parser's recursion allows (a RangeError: Maximum call stack size exceeded, a StackOverflowError) reaches the generic handler, which answers 500 instead of a 400.",
  breaks: 'B2.no-server-error',
  options: { mutation: { shapeError: (a) => (a.kind === 'too-deep' ? { ...a, status: 500 } : a) } },
};
