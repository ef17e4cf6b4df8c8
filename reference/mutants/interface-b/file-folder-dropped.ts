// Part 2.2: a returned file carries its folder. A platform that files everything in no folder.
import type { MutantB } from './mutant.ts';

export const mutant: MutantB = {
  name: 'file-folder-dropped',
  fault: 'The upload code stores only the blob and its filename (the blob store has no folders), so the folder sent is dropped.',
  breaks: 'B2.round-trip-files',
  options: {
    mutation: {
      beforeStore: (input) => (input.files ? { ...input, files: input.files.map(({ folder: _folder, ...f }) => f) } : input),
    },
  },
};
