// Part 2.2: a returned file carries its folder (null when none was sent). A platform that leaves it out.
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'file-folder-left-out-when-unset',
  fault: 'folder is left out when no folder was sent, instead of coming back null or empty.',
  breaks: 'B3.carries-listed-fields',
  expect: 'warning',
  options: {
    mutation: {
      actionView: (view, operation) =>
        operation === 'getAction' && Array.isArray(view.files)
          ? { ...view, files: (view.files as Record<string, unknown>[]).map(({ folder, ...f }) => (folder === null ? f : { ...f, folder })) }
          : view,
    },
  },
};
