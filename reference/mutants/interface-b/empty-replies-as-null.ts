// Part 2.2: a comment's replies are an array. A platform that returns null for a comment without replies
// (on an action a partner shared with the caller's company, with a comment, before the run).
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'empty-replies-as-null',
  fault: 'replies are a lazily loaded ORM collection left uninitialised (null) for a comment nobody answered, and serialized as null',
  breaks: 'B.arrays-never-null',
  options: {
    seedActions: [
      {
        authorUserId: 3,
        body: { status: 'Suggestion', title: 'Partner suggestion with a comment', categoryId: 3, allowTaskEditingForPartners: true, benefits: {}, shareTo: [{ companyId: 1 }] },
        comments: [{ authorUserId: 3, comment: 'Please review' }, { authorUserId: 1, comment: 'Reviewed', replies: [{ authorUserId: 3, comment: 'Thanks' }] }],
      },
    ],
    mutation: {
      actionView: (view) =>
        Array.isArray(view.comments)
          ? { ...view, comments: (view.comments as { replies?: unknown[] }[]).map((c) => (c.replies?.length === 0 ? { ...c, replies: null } : c)) }
          : view,
    },
  },
};
