// Part 2.2: a returned action carries sharedTo, [] when it is shared with nobody. A platform that leaves
// the empty list out.
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'shared-to-left-out-when-empty',
  fault: 'sharedTo is left out when empty, because the ORM serialises a collection only once it was loaded.',
  breaks: 'B3.carries-listed-fields',
  expect: 'warning',
  options: {
    mutation: {
      actionView: (view, operation) => {
        if (operation !== 'getAction' || !Array.isArray(view.sharedTo) || view.sharedTo.length > 0) return view;
        const { sharedTo: _empty, ...rest } = view;
        return rest;
      },
    },
  },
};
