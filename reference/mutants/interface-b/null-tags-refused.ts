// Part 2.2: tags are "array of strings or null". A platform that refuses null tags as a wrong type.
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'null-tags-refused',
  fault: 'the request DTO declares tags as a non-nullable List<String>, so the validator answers 400 to "tags": null',
  breaks: 'B2.accepts-null-where-listed',
  options: { mutation: { nullField: (field, mode) => (field === 'tags' && mode === 'create' ? 'refuse' : 'accept') } },
};
