// Breaks one B1 relation: expand adds fields, not records. A platform that counts the rows of its query
// joined with the tasks when expand asks for them gives another totalCount with expand than without.
import type { MutantB } from './mutant.ts';

export const listExpandCountsTaskRows: MutantB = {
  name: 'list-expand-counts-task-rows',
  fault: 'With expand=tasks the count query runs over the actions LEFT JOIN their tasks, so totalCount counts one row per task (at least one per action) instead of one per action.',
  breaks: 'B1.equivalent-expand',
  options: {
    mutation: {
      totalCount: (matchCount, _pageCount, query, matched) =>
        query.expand.includes('tasks') ? matched.reduce((n, a) => n + Math.max(1, a.fields.tasks?.length ?? 0), 0) : matchCount,
    },
  },
};
