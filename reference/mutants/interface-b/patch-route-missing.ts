// Part 4.2: B4 is PATCH. A platform (or a proxy in front) that routes no PATCH.
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'patch-route-missing',
  fault: 'A proxy or framework routes only GET, POST, PUT and DELETE, so PATCH never reaches the partial update (served on PUT).',
  breaks: 'B4.answers-200-with-action',
  options: { operations: { updateAction: 'PUT /v2/development-actions/{id}' } },
};
