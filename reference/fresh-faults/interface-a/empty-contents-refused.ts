// Part 2.1: "base64EncodedContents | string | no | file contents, Base64 encoded": the contents of an empty
// file are the empty string (RFC 4648 10: BASE64("") = ""). A holder whose Base64 check wants one character.
import { isStrictBase64 } from '../../common/http.ts';
import type { FreshFault } from '../fault.ts';

export const fault: FreshFault = {
  name: 'empty-contents-refused',
  interface: 'a',
  requirement: 'R-A1-creates-document',
  level: 'MUST',
  fault:
    'base64EncodedContents is validated with @NotBlank and the pattern ^[A-Za-z0-9+/]+={0,2}$ (one or more characters), so a zero-byte file (an empty placeholder, an empty CSV export), whose Base64 is the empty string, is refused with 400 although a document without any contents at all is taken.',
  spec: 'part 2.1: "base64EncodedContents | string | no | file contents, Base64 encoded" with RFC 4648 10: "BASE64("") = """; part 4.1 A1: "Create a document linked to a supplier (method POST). Request body: the document body of 2.1"',
  options: {
    mutation: {
      validateBase64: (text) => text.length > 0 && isStrictBase64(text),
    },
  },
};
