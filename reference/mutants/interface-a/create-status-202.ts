// Part 4: success is 200 or 201. A holder that answers A1 with 202 Accepted.
import type { MutantA } from './mutant.ts';

export const mutant: MutantA = {
  name: 'create-status-202',
  fault: 'Documents are written through a queue, and the create handler answers 202 Accepted as soon as the job is enqueued.',
  breaks: 'A1.accepts-valid-document',
  mutation: { createStatus: 202 },
};
