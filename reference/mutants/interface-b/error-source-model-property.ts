// Part 7: an error item's source names the field of the body. A platform that names its model's property.
import type { MutantB } from './mutant.ts';

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

export const mutant: MutantB = {
  name: 'error-source-model-property',
  fault: 'source is the name of the internal model property (category_id, responsible_user_ids) instead of the field of the body.',
  breaks: 'B2.error-source-names-field',
  expect: 'warning',
  options: {
    mutation: { shapeError: (a) => (a.kind === 'invalid-body' ? { ...a, errors: a.errors.map((e) => ({ ...e, source: snake(e.source) })) } : a) },
  },
};
