// Breaks one B1 rule: expand is ignored: list items never carry tasks, files, comments or history.
import type { MutantB } from './mutant.ts';

export const listExpandIgnored: MutantB = {
  name: 'list-expand-ignored',
  breaks: 'B1.expand',
  options: { mutation: { listExpand: () => [] } },
};
