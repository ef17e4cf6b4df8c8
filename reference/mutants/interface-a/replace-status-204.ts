// Part 4: success is 200 or 201. A holder that answers A2 with 204 No Content.
import type { MutantA } from './index.ts';

export const mutant: MutantA = {
  name: 'replace-status-204',
  breaks: 'A2.accepts-valid-document',
  mutation: { replaceStatus: 204 },
};
