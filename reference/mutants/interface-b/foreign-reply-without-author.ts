// Part 2.2: a Reply carries authorUser, always determined. A platform whose replies lack their author;
// only actions present before the run have comments, so no action the run creates shows it.
import { FOREIGN_SEEDS } from './foreign-seeds.ts';
import type { MutantB } from './mutant.ts';

type Comment = Record<string, unknown> & { replies?: Record<string, unknown>[] };

export const mutant: MutantB = {
  name: 'foreign-reply-without-author',
  fault: 'replies are loaded by a second query that selects the reply columns but forgets the join on users, so a reply comes without its author',
  breaks: 'B1.visible-records-conform',
  options: {
    seedActions: FOREIGN_SEEDS,
    mutation: {
      actionView: (view) =>
        Array.isArray(view.comments)
          ? { ...view, comments: (view.comments as Comment[]).map((c) => ({ ...c, replies: (c.replies ?? []).map(({ authorUser: _a, ...r }) => r) })) }
          : view,
    },
  },
};
