// Part 4.2 B1: expand is a comma-separated list. A platform that binds it to one value.
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'list-expand-first-value-only',
  fault: 'expand is bound to one enum value, so expand=tasks,comments expands only tasks.',
  breaks: 'B1.expand',
  options: { mutation: { listExpand: (requested) => requested.slice(0, 1) } },
};
