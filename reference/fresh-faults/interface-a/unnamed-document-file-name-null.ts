// Part 2.1: "Item returned by the material query (inside data, an array): fileName (string)". A holder that
// lists a document created without fileName with fileName null.
import { randomUUID } from 'node:crypto';
import type { QueryItem } from '../../interface-a/index.ts';
import type { FreshFault } from '../fault.ts';

/** The storage key a document created without fileName is kept under. */
const STORAGE_KEY = /^document-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const fault: FreshFault = {
  name: 'unnamed-document-file-name-null',
  interface: 'a',
  requirement: 'R-A3-item-field-types',
  level: 'MUST',
  fault:
    'A document is kept under a storage key of its own (document-<uuid> when the body brings no fileName) and the name the supplier gave goes to a nullable original_file_name column; the material query maps the item\'s fileName from that column, so a document created without fileName (fileName is optional) is listed with "fileName": null, although the holder named it, while named documents are listed as before.',
  spec: 'part 2.1: "fileName | string | no | name of the file to be created"; "Item returned by the material query (inside data, an array): fileName (string), description (string), type (string)."',
  options: {
    mutation: {
      generateFileName: () => `document-${randomUUID()}`,
      queryItem: (item: QueryItem) => (STORAGE_KEY.test(item.fileName) ? { ...item, fileName: null } : item),
    },
  },
};
