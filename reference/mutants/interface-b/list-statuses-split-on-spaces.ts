// Part 4.2 B1: statuses is a comma-separated list of statuses. A platform that splits it on spaces too.
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'list-statuses-split-on-spaces',
  fault: 'statuses is split on spaces as well as commas (or + is not decoded), so "In Progress" never matches.',
  breaks: 'B1.filter-statuses',
  options: {
    mutation: {
      filterStatuses: (a, q) => q.statuses === undefined || (a.fields.status !== undefined && q.statuses.flatMap((s) => s.split(' ')).includes(a.fields.status)),
    },
  },
};
