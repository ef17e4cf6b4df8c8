// Breaks one B1 relation: expand adds fields, never records. A platform that, with expand=tasks, applies
// LIMIT to the rows of the actions joined with their tasks: a page holds fewer actions than limit although
// more match (an action with 12 tasks fills a page of 7 alone).
import type { MutantB } from './mutant.ts';

export const listExpandLimitCountsTaskRows: MutantB = {
  name: 'list-expand-limit-counts-task-rows',
  fault: 'With expand=tasks the page query is SELECT ... FROM actions LEFT JOIN tasks ... LIMIT :limit OFFSET :offset, so LIMIT counts joined rows, one per task, and the page holds fewer actions.',
  breaks: 'B1.equivalent-expand',
  options: {
    mutation: {
      page: (sorted, q) => {
        const from = sorted.slice(q.offset, q.offset + q.limit);
        if (!q.expand.includes('tasks')) return from;
        // Rows of the join in order, LIMIT of them: the actions whose first row is among them.
        let rows = 0;
        const held = [];
        for (const a of from) {
          if (rows >= q.limit) break;
          held.push(a);
          rows += Math.max(1, a.fields.tasks?.length ?? 0);
        }
        return held;
      },
    },
  },
};
