// Part 2.1: fileName is the name of the file to be created, so it comes back as given, in any script
// (SHOULD). A holder that stores the name normalised to NFC, so that a name given decomposed (NFD) is
// listed with other code points.
import type { MutantA } from './mutant.ts';

export const mutant: MutantA = {
  name: 'file-name-nfc-normalised',
  fault: 'the document store normalises every file name to NFC (as a file system such as APFS or a normalising object store does), so a name given in NFD is listed composed',
  breaks: 'A3.returns-file-name-unchanged',
  expect: 'warning',
  mutation: { storedFileName: (given) => given.normalize('NFC') },
};
