// Part 2.2: a returned action lists authorCompany, always determined (the author's company). A platform
// whose single read leaves it out.
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'action-without-author-company',
  fault: 'The single read loads the author user but not the company relation (a lazy association never fetched, a DTO without the field), so authorCompany is left out.',
  breaks: 'B3.carries-determined-fields',
  options: {
    mutation: {
      actionView: (view, operation) => {
        if (operation !== 'getAction') return view;
        const { authorCompany: _company, ...rest } = view;
        return rest;
      },
    },
  },
};
