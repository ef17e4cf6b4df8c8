// Part 2.2: businessUnitId is "integer int64 or null". A platform that refuses null.
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'null-business-unit-refused',
  fault: 'businessUnitId is a non-nullable Long in the DTO, so an explicit null is refused though the field is "integer int64 or null".',
  breaks: 'B2.accepts-null-where-listed',
  options: { mutation: { nullField: (field, mode) => (field === 'businessUnitId' && mode === 'create' ? 'refuse' : 'accept') } },
};
