// Legitimate variants of the reference document holder (interface A), each choosing differently where the
// specification is silent. The suite must pass every one of them, with no warning.
import type { DocumentHolderOptions } from '../interface-a/index.ts';
import type { Personality } from './types.ts';

export type PersonalityA = Personality<DocumentHolderOptions>;

const SUPPLIER_HEADER = { 'X-Supplier-Id': '{supplier-id}' };

/** The operations under a gateway's prefix, told through the profile as a vendor would write them. */
const PREFIXED_OPERATIONS = {
  createDocument: 'POST /integration/docs/suppliers/{supplier-id}/documents',
  replaceDocument: 'PUT /integration/docs/suppliers/{supplier-id}/documents',
  queryDocuments: 'GET /integration/docs/materials/{materialId}/documents',
};

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
  {
    name: 'served-under-a-prefix',
    chooses: 'the operations are served under /integration/docs/ (every other path answers 404)',
    openPoint: 'part 4.1 A1-A3: "Path shape: not shown"',
    options: { operations: PREFIXED_OPERATIONS },
    profile: { operations: PREFIXED_OPERATIONS },
  },
  {
    name: 'compressed-answers',
    chooses: 'answers are compressed (gzip or deflate) whenever the request\'s Accept-Encoding allows it',
    openPoint: 'part 1: "Both interfaces carry JSON bodies"; how bodies are encoded in transit is not shown',
    options: { transport: { compression: ['gzip', 'deflate'] } },
  },
  {
    name: 'connection-close',
    chooses: 'every answer carries Connection: close and the connection is closed after it',
    openPoint: 'part 4: methods and success status codes only; whether a connection stays open is not shown',
    options: { transport: { connectionClose: true } },
  },
];
