// Parts 2.1 and 4.1 A1: fileName is any string. A holder whose storage fails on names outside ASCII.
import type { MutantA } from './mutant.ts';

export const mutant: MutantA = {
  name: 'unicode-file-name-crashes',
  fault: 'The file name goes to a storage layer that only takes latin1 or ASCII (a MySQL utf8 column, a file-system path encoder), which throws on other characters, surfacing as 500.',
  breaks: 'A1.accepts-valid-document',
  mutation: {
    storedFileName: (name) => {
      if (/[^\x00-\x7f]/.test(name)) throw new Error(`cannot encode file name ${name}`);
      return name;
    },
  },
};
