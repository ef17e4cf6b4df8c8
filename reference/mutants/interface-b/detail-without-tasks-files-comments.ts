// Part 2.2: a single read always returns tasks, files and comments. A platform whose B3 returns only the
// history.
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'detail-without-tasks-files-comments',
  fault: 'The single read reuses the list query, whose relations are loaded only on expand, so tasks, files and comments are missing from it.',
  breaks: 'B3.detail-arrays',
  options: { mutation: { detailFields: ['history'] } },
};
