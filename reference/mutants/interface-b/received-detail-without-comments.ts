// Part 2.2: comments are "always returned by single read". A platform whose single read of an action of a
// partner company leaves the comments out.
import { FOREIGN_SEEDS, isPartners } from './foreign-seeds.ts';
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'received-detail-without-comments',
  fault: "the detail query loads comments through a join on the caller's company, so an action received from a partner comes back without its comments array",
  breaks: 'B3.visible-records-conform',
  options: {
    seedActions: FOREIGN_SEEDS,
    mutation: {
      actionView: (view, operation) => {
        if (operation !== 'getAction' || !isPartners(view)) return view;
        const { comments: _c, ...rest } = view;
        return rest;
      },
    },
  },
};
