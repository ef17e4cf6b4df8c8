// Part 2.1: "fileName | string | no | name of the file to be created": the file is listed under the name it
// was given. A holder that sanitises names like browser uploads, keeping what follows the last slash.
import type { FreshFault } from '../fault.ts';

export const fault: FreshFault = {
  name: 'file-name-path-stripped',
  interface: 'a',
  requirement: 'R-A3-file-name-kept',
  level: 'SHOULD',
  fault:
    'The name goes through the upload helper meant for browser uploads (FilenameUtils.getName, path.basename), which drops everything up to the last / or \\ to defeat path traversal, so a document named "2024/Q1 audit.pdf" or "Audit 1\\2.pdf" is stored and listed as "Q1 audit.pdf" or "2.pdf".',
  spec: 'part 2.1: "fileName | string | no | name of the file to be created"; part 2.1: the material query\'s item carries "fileName (string)"',
  options: {
    mutation: {
      storedFileName: (given) => given.replace(/^.*[\\/]/, ''),
    },
  },
};
