// Part 2.1: "base64EncodedContents | string | no | file contents, Base64 encoded": Base64 is RFC 4648 4, whose
// alphabet has + and / for the values 62 and 63. A holder that checks the contents with the URL-safe
// alphabet of RFC 4648 5 instead, so ordinary Base64 of almost any binary file is refused.
import type { FreshFault } from '../fault.ts';

/** RFC 4648 5 (base64url: - and _ for 62 and 63), with the padding the holder's decoder still expects. */
function isBase64Url(s: string): boolean {
  if (s.length % 4 !== 0) return false;
  return /^[A-Za-z0-9_-]*={0,2}$/.test(s) && !/=[^=]/.test(s);
}

export const fault: FreshFault = {
  name: 'base64-url-alphabet-only',
  interface: 'a',
  requirement: 'R-A1-creates-document',
  level: 'MUST',
  fault:
    "The contents are decoded with the URL-safe decoder (Java's Base64.getUrlDecoder(), a helper copied from the JWT code) instead of the basic one, which throws on '+' and '/', so the document of nearly every binary file (or of text whose Base64 happens to hold either character) is refused as invalid Base64; contents whose Base64 uses only letters and digits still go through.",
  spec: 'part 2.1: "base64EncodedContents | string | no | file contents, Base64 encoded" with RFC 4648 4: "The Base 64 Alphabet" (value 62 is "+", 63 is "/"), and part 4.1 A1: "Create a document linked to a supplier"',
  options: {
    mutation: {
      validateBase64: isBase64Url,
    },
  },
};
