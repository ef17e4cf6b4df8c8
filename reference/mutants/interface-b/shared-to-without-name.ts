// Part 2.2: sharedTo is an array of Company, each with id and name. A platform that leaves the name out.
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'shared-to-without-name',
  fault: 'sharedTo items carry only the company id sent, without name, because the sharing rows are serialised without a join.',
  breaks: 'B3.carries-determined-fields',
  options: {
    mutation: {
      actionView: (view, operation) =>
        operation === 'getAction' && Array.isArray(view.sharedTo)
          ? { ...view, sharedTo: (view.sharedTo as Record<string, unknown>[]).map((c) => ({ id: c.id })) }
          : view,
    },
  },
};
