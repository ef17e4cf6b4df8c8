// Part 2.1: fileName is the name of the file to be created, so it comes back as given (SHOULD; part 8
// shows no maximum text length). A holder that stores the first 100 characters.
import type { MutantA } from './mutant.ts';

export const mutant: MutantA = {
  name: 'file-name-cut-to-100',
  fault: 'the name column is a VARCHAR(100) and the database runs in a non-strict mode (or the ORM truncates to the column length), so a longer name is stored cut',
  breaks: 'A3.returns-file-name-unchanged',
  expect: 'warning',
  mutation: { storedFileName: (given) => given.slice(0, 100) },
};
