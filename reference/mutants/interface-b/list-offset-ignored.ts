// Breaks one B1 rule: the offset is ignored: every page starts at the first item.
import type { MutantB } from './mutant.ts';

export const listOffsetIgnored: MutantB = {
  name: 'list-offset-ignored',
  fault: "The offset is read but only LIMIT reaches the SQL (the ORM's skip() result discarded), so every page starts at the first item.",
  breaks: 'B1.offset',
  options: { mutation: { page: (sorted, q) => sorted.slice(0, q.limit) } },
};
