// Part 2.1: "fileName | string | no | name of the file to be created": the file is known under the name it
// was given. A holder whose upload helper appends the extension of the type it detects in the contents to a
// name that has none.
import type { FreshFault } from '../fault.ts';

/** Leading bytes of the types the detector knows, and the extension it gives each. */
const SIGNATURES: readonly [Buffer, string][] = [
  [Buffer.from('%PDF-', 'latin1'), '.pdf'],
  [Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), '.png'],
  [Buffer.from([0xff, 0xd8, 0xff]), '.jpg'],
  [Buffer.from('PK\u0003\u0004', 'latin1'), '.zip'],
];

/** A name that already ends in an extension (".pdf", ".docx") keeps it. */
const HAS_EXTENSION = /\.[A-Za-z0-9]{1,5}$/;

export const fault: FreshFault = {
  name: 'file-name-extension-from-contents',
  interface: 'a',
  requirement: 'R-A3-file-name-kept',
  level: 'SHOULD',
  fault:
    'Uploads go through a storage helper that detects the file type from the decoded contents (file-type or libmagic on the first bytes, as multer-style storage engines do) and appends its extension to a name without one, so a document created as "Test report Q1" with PDF contents (or "Drawing 4711-B" with PNG contents) is stored and listed by the material query as "Test report Q1.pdf"; names that carry an extension, and contents of no known type, are kept as sent.',
  spec: 'part 2.1: "fileName | string | no | name of the file to be created"; "Item returned by the material query (inside data, an array): fileName (string)"',
  options: {
    mutation: {
      parseJson: (text: string): unknown => {
        const body: unknown = JSON.parse(text);
        if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
        const doc = body as Record<string, unknown>;
        if (typeof doc.fileName !== 'string' || typeof doc.base64EncodedContents !== 'string' || HAS_EXTENSION.test(doc.fileName)) return doc;
        const head = Buffer.from(doc.base64EncodedContents.slice(0, 16), 'base64');
        const detected = SIGNATURES.find(([signature]) => head.subarray(0, signature.length).equals(signature));
        if (detected) doc.fileName = `${doc.fileName}${detected[1]}`;
        return doc;
      },
    },
  },
};
