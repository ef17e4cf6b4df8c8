// Part 2.2 / part 4.2 B1: with expand, each listed action carries its own tasks, files, comments and history.
// A platform whose batch loader hands back the related rows in id order and attaches them by position.
import type { FreshFault } from '../fault.ts';

type Item = Record<string, unknown> & { id: bigint };
const RELATED = ['tasks', 'files', 'comments', 'history'] as const;

export const fault: FreshFault = {
  name: 'list-expand-attached-by-position',
  interface: 'b',
  requirement: 'R-B1-expand-related',
  level: 'MUST',
  fault:
    "The expanded relations are fetched by a DataLoader-style batch function whose query ends in ORDER BY action_id and whose groups are returned in that order rather than in the order of the keys it was given, so on a page not in id order (sortingColumn=deadline, sortingDirection=desc) each action is given another action's tasks, files, comments and history.",
  spec: 'part 2.2: "tasks | array of Task | returned in a list only when expand includes tasks" (likewise files, comments, history); part 4.2 B1: "expand | string | related entities to include"',
  options: {
    mutation: {
      listBody: (body) => {
        const data = body.data as Item[];
        const inIdOrder = [...data].sort((x, y) => (x.id < y.id ? -1 : x.id > y.id ? 1 : 0));
        let out = data;
        for (const field of RELATED) {
          if (data.length === 0 || !(field in data[0])) continue;
          out = out.map((item, i) => ({ ...item, [field]: inIdOrder[i][field] }));
        }
        return { ...body, data: out };
      },
    },
  },
};
