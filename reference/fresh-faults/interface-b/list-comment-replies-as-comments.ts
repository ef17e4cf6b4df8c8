// Part 2.2: "comments | array of Comment | returned in a list only when expand includes comments"; "Comment
// (as returned): id, comment, created, authorUser, replies (array of reply)". A platform whose list loads
// the replies as comments of their own as well.
import type { Rendered } from '../../interface-b/index.ts';
import type { FreshFault } from '../fault.ts';

export const fault: FreshFault = {
  name: 'list-comment-replies-as-comments',
  interface: 'b',
  requirement: 'R-B1-expand-related',
  level: 'MUST',
  fault:
    'Comments and replies share one self-referencing table (parent_id null for a comment), and the batch loader behind expand=comments, written apart from the single read\'s query, selects WHERE action_id IN (...) ORDER BY id without parent_id IS NULL, so in list items every reply shows twice: in the replies of its comment and again as a top-level comment (with no replies of its own) right after it; the single read is right.',
  spec: 'part 2.2: "comments | array of Comment | returned in a list only when expand includes comments; always returned by single read"; "Comment (as returned): id (integer), comment (string), created (date-time), authorUser (User), replies (array of reply)"',
  options: {
    mutation: {
      actionView: (view, operation) => {
        if (operation !== 'listActions' || !Array.isArray(view.comments)) return view;
        const comments = view.comments as Rendered[];
        return {
          ...view,
          comments: comments.flatMap((c) => [c, ...(Array.isArray(c.replies) ? (c.replies as Rendered[]) : []).map((r) => ({ ...r, replies: [] }))]),
        };
      },
    },
  },
};
