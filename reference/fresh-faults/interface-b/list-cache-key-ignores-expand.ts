// Part 2.2 / part 4.2 B1: tasks, files, comments and history are "returned in a list only when expand
// includes" them, and then returned. A platform whose list cache is keyed without expand.
import type { FreshFault } from '../fault.ts';

export const fault: FreshFault = {
  name: 'list-cache-key-ignores-expand',
  interface: 'b',
  requirement: 'R-B1-expand-related',
  level: 'MUST',
  fault:
    'List answers are cached under a key built from the filter and paging parameters only (expand being taken for presentation, not selection), so a list asked with expand=tasks right after the same list without it is served the cached answer without tasks (and the other way round).',
  spec: 'part 2.2: "tasks | array of Task | returned in a list only when expand includes tasks" (likewise files, comments, history); part 4.2 B1: "expand | string | related entities to include; values: tasks, files, comments, history"',
  options: {
    mutation: {
      listAnswerKey: (clientId, params) => {
        const { expand: _expand, ...rest } = params;
        return `${clientId.length}:${clientId}${JSON.stringify(rest)}`;
      },
    },
  },
};
