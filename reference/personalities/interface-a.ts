// Legitimate variants of the reference document holder (interface A), each choosing differently where the
// specification is silent. The suite must pass every one of them, with no warning.
import type { DocumentHolderOptions } from '../interface-a/index.ts';
import type { Personality } from './types.ts';

export type PersonalityA = Personality<DocumentHolderOptions>;

const SUPPLIER_HEADER = { 'X-Supplier-Id': '{supplier-id}' };

export const personalitiesA: PersonalityA[] = [
  {
    name: 'unknown-material-404',
    chooses: 'A3 answers 404 for a material no document refers to, instead of 200 with an empty data array',
    openPoint: 'part 7: "Which condition of which endpoint yields 404 and 401 bodies beyond the above: not shown"',
    options: { mutation: { unknownMaterialStatus: 404 } },
  },
  {
    name: 'empty-success-answers',
    chooses: 'A1 and A2 answer success with an empty body',
    openPoint: 'part 4.1 A1, A2: "Response body on success: not shown"',
    options: { mutation: { documentView: () => undefined } },
  },
  {
    name: 'supplier-id-in-a-header',
    chooses: 'supplier-id travels in a request header, and the key in a header named X-Docs-Key',
    openPoint: 'part 4.1 A1, A2: "Where it is carried (path, query or header): not shown"; part 5: "The header name may be chosen freely"',
    options: {
      apiKeyHeader: 'X-Docs-Key',
      operations: {
        createDocument: { method: 'POST', path: '/docs', headers: SUPPLIER_HEADER },
        replaceDocument: { method: 'PUT', path: '/docs', headers: SUPPLIER_HEADER },
        queryDocuments: 'GET /material-docs',
      },
    },
    profile: {
      apiKeyHeader: 'X-Docs-Key',
      operations: {
        createDocument: { method: 'POST', path: '/docs', headers: SUPPLIER_HEADER },
        replaceDocument: { method: 'PUT', path: '/docs', headers: SUPPLIER_HEADER },
        queryDocuments: 'GET /material-docs',
      },
    },
  },
];
