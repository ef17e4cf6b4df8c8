// Breaks one B1 rule: the offset is ignored: every page starts at the first item.
import type { MutantB } from './mutant.ts';

export const listOffsetIgnored: MutantB = {
  name: 'list-offset-ignored',
  breaks: 'B1.offset',
  options: { mutation: { page: (sorted, q) => sorted.slice(0, q.limit) } },
};
