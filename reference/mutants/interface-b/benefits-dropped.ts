// Part 2.2: benefits is the one required object of the body. A platform that keeps none of its fields.
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'benefits-dropped',
  fault: 'benefits is a nested entity the ORM does not cascade on save (no cascade on the relation, an owned-entity mapping missing), so its fields are silently not stored.',
  breaks: 'B2.round-trip-benefits',
  options: { mutation: { beforeStore: (input) => (input.benefits ? { ...input, benefits: {} } : input) } },
};
