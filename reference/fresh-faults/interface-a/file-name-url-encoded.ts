// Part 2.1: "fileName | string | no | name of the file to be created": the file is listed under the name it
// was given. A holder that keeps each file under its URL-encoded name and lists the key as the name.
import type { FreshFault } from '../fault.ts';

export const fault: FreshFault = {
  name: 'file-name-url-encoded',
  interface: 'a',
  requirement: 'R-A3-file-name-kept',
  level: 'SHOULD',
  fault:
    'Files are kept in an object store under the key encodeURIComponent(fileName), to make any name a safe key, and the material query lists the key as the file name without decoding it, so "Test report Q1.pdf" is listed as "Test%20report%20Q1.pdf" (names of letters, digits, - _ . only are unaffected).',
  spec: 'part 2.1: "fileName | string | no | name of the file to be created"; part 2.1: the material query\'s item carries "fileName (string)"',
  options: {
    mutation: {
      storedFileName: (given) => encodeURIComponent(given),
    },
  },
};
