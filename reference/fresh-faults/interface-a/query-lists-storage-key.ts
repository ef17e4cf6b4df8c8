// Part 2.1: "fileName | string | no | name of the file to be created", and the A3 item's fileName: the file
// is listed under the name it was given. A holder that lists the object-store key the file is kept under.
import type { FreshFault } from '../fault.ts';
import type { QueryItem } from '../../interface-a/index.ts';

export const fault: FreshFault = {
  name: 'query-lists-storage-key',
  interface: 'a',
  requirement: 'R-A3-file-name-kept',
  level: 'SHOULD',
  fault:
    "Documents are kept in an object store (S3, Azure Blob) under the key <supplier-id>/<fileName>, and the material query maps each listed object's Key to fileName instead of the name recorded at upload, so a document created as report.pdf for supplier S-17 is listed as S-17/report.pdf.",
  spec: 'part 2.1: "fileName | string | no | name of the file to be created" and "Item returned by the material query (inside data, an array): fileName (string), description (string), type (string)"',
  options: {
    mutation: {
      queryItem: (item: QueryItem) => ({ ...item, fileName: `${item.supplierId}/${item.fileName}` }),
    },
  },
};
