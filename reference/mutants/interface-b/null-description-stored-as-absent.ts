// Part 2.2: null is allowed only where the creation table writes "or null". A platform that takes null in
// description and deadline, as their columns are nullable.
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'null-description-stored-as-absent',
  fault: 'null for description or deadline is accepted and stored as absent, because the column is nullable.',
  breaks: 'B2.rejects-invalid-values',
  expect: 'warning',
  options: {
    mutation: {
      bindBody: (body) => {
        if (body === null || typeof body !== 'object' || Array.isArray(body)) return body;
        const { description, deadline, ...rest } = body as Record<string, unknown>;
        return { ...rest, ...(description === null || description === undefined ? {} : { description }), ...(deadline === null || deadline === undefined ? {} : { deadline }) };
      },
    },
  },
};
