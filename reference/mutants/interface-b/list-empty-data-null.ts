// Part 4.2 B1: the answer is { data: [...], meta }. A platform that writes data: null for no match.
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'list-empty-data-null',
  fault: 'An empty result is answered with data: null by a serialiser that skips empty parts.',
  breaks: 'B1.offset',
  options: { mutation: { listBody: (body) => (body.data.length === 0 ? { ...body, data: null } : body) } },
};
