// Breaks one B1 rule: expand is ignored: list items never carry tasks, files, comments or history.
import type { MutantB } from './mutant.ts';

export const listExpandIgnored: MutantB = {
  name: 'list-expand-ignored',
  fault: "The list's DTO has no tasks, files, comments or history properties, so whatever expand asks for, the serialiser leaves them out.",
  breaks: 'B1.expand',
  options: { mutation: { listExpand: () => [] } },
};
