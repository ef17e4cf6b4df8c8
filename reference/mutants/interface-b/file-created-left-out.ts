// Part 2.2: a returned file carries created. A platform that sets it only through an upload endpoint.
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'file-created-left-out',
  fault: 'created is set only by a separate upload endpoint, so files sent in the creation body come back without it.',
  breaks: 'B3.carries-determined-fields',
  options: {
    mutation: {
      actionView: (view, operation) =>
        operation === 'getAction' && Array.isArray(view.files)
          ? { ...view, files: (view.files as Record<string, unknown>[]).map(({ created: _created, ...f }) => f) }
          : view,
    },
  },
};
