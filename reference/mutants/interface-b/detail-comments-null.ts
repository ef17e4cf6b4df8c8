// Part 4.2 B3: the single read carries comments, an array. A platform that writes null for none.
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'detail-comments-null',
  fault: 'An action without comments has comments: null, a lazy collection never initialised, instead of [].',
  breaks: 'B3.detail-arrays',
  options: {
    mutation: {
      actionView: (view, operation) =>
        operation === 'getAction' && Array.isArray(view.comments) && view.comments.length === 0 ? { ...view, comments: null } : view,
    },
  },
};
