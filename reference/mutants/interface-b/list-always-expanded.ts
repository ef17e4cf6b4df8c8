// Breaks one B1 rule: list items always carry tasks, files, comments and history, asked for or not.
import type { MutantB } from './mutant.ts';
import { EXPANDABLE_FIELDS } from '../../interface-b/index.ts';

export const listAlwaysExpanded: MutantB = {
  name: 'list-always-expanded',
  fault: "The list query eagerly fetches every relation (an ORM's eager loading, a serialiser walking all associations), so tasks, files, comments and history appear without expand.",
  breaks: 'B1.expand',
  options: { mutation: { listExpand: () => EXPANDABLE_FIELDS } },
};
