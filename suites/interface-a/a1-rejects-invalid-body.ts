// Part 7: an invalid request is a 400 with the error body (`message`, `errors`). A body that is not JSON,
// not an object, or holds a field of another type than part 2.1 gives it is invalid beyond doubt.
import { expectErrorBody, expectStatus } from '../common/expect.ts';
import { asCallBody, brokenDocumentBody } from './brokenDocumentBody.ts';
import { freshId } from './support.ts';
import type { CheckDefinition } from '../../src/engine/types.ts';

export const a1RejectsInvalidBody: CheckDefinition = {
  id: 'A1.rejects-invalid-body',
  title: 'A1 answers an invalid document body (wrong types, bad Base64, bad metaData, not JSON, not an object) with 400 and the error body',
  level: 'MUST',
  interface: 'a',
  specRef: 'part 7',
  requirements: ['R-A-document-body-field-types', 'R-A-invalid-request-400', 'R-A-error-body'],
  property: true,
  async run(t) {
    const supplierId = await freshId(t, 'a1-invalid');
    await t.property(brokenDocumentBody(), async (c) => {
      const res = await t.api.call('createDocument', { params: { 'supplier-id': supplierId }, ...asCallBody(c) });
      const what = `A1 where ${c.label}`;
      expectStatus(t, res, [400], what);
      expectErrorBody(t, res, what);
    });
  },
};
