// Part 2.1 lists type for every A3 item; it derives from the name or the contents, optional inputs, so an
// item without it is a warning. A holder that never says what type a document is.
import type { MutantA } from './mutant.ts';

export const mutant: MutantA = {
  name: 'query-item-without-type',
  fault: 'type comes only from a MIME-sniffing library that returns undefined for contents it does not know, and the serialiser drops undefined fields.',
  breaks: 'A3.items-carry-listed-fields',
  expect: 'warning',
  mutation: { guessType: () => undefined },
};
