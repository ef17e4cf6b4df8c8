// Parts 2.1, 4.1 A1 and 7: fileName is any string; one the holder cannot store is refused with a 4xx,
// never a 5xx. A holder that writes each document to a file of its given name.
import type { MutantA } from './mutant.ts';

export const mutant: MutantA = {
  name: 'file-name-nul-500',
  fault: 'the document is written to disk under its fileName unchecked, and the file system refuses a name with a NUL character ("ERR_INVALID_ARG_VALUE"): the holder answers 500 instead of 400',
  breaks: 'A.hostile-text-no-server-error',
  mutation: {
    storedFileName: (name) => {
      if (name.includes('\u0000')) throw new Error("The argument 'path' must be a string without null bytes");
      return name;
    },
  },
};
