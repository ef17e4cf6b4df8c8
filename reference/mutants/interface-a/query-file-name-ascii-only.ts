// Part 2.1: fileName is the name of the file to be created, so it comes back as given, in any script
// (SHOULD). A holder that lists every character outside ASCII as "_"; ASCII names are untouched.
import type { MutantA } from './mutant.ts';

export const mutant: MutantA = {
  name: 'query-file-name-ascii-only',
  fault: 'File names pass through a slugify / sanitize step (or a latin1 column) that replaces every character outside ASCII with an underscore before they are listed.',
  breaks: 'A3.returns-file-name-unchanged',
  expect: 'warning',
  mutation: { queryItem: (item) => ({ ...item, fileName: item.fileName.replace(/[^\x20-\x7e]/gu, '_') }) },
};
