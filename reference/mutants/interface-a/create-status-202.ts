// Part 4: success is 200 or 201. A holder that answers A1 with 202 Accepted.
import type { MutantA } from './index.ts';

export const mutant: MutantA = {
  name: 'create-status-202',
  breaks: 'A1.accepts-valid-document',
  mutation: { createStatus: 202 },
};
