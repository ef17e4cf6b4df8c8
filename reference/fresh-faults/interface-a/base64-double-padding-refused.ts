// Part 2.1 with part 4.1 A1: base64EncodedContents is "file contents, Base64 encoded", and A1 creates the
// document. A holder whose Base64 check allows one padding character only, refusing valid contents.
import { isStrictBase64 } from '../../common/http.ts';
import type { FreshFault } from '../fault.ts';

export const fault: FreshFault = {
  name: 'base64-double-padding-refused',
  interface: 'a',
  requirement: 'R-A1-creates-document',
  level: 'MUST',
  fault:
    'The hand-written Base64 check is /^[A-Za-z0-9+/]*=?$/ (one padding character allowed), so every file whose length is one more than a multiple of three bytes (Base64 ending in ==) is refused with 400 as invalid Base64.',
  spec: 'part 2.1: "base64EncodedContents | string | no | file contents, Base64 encoded"; part 4.1 A1: "Create a document linked to a supplier (method POST). Request body: the document body of 2.1"',
  options: {
    mutation: {
      validateBase64: (text) => isStrictBase64(text) && !text.endsWith('=='),
    },
  },
};
