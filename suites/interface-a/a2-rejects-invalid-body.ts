// Part 7 for A2: an invalid body is a 400 with the error body, also when it is aimed at a document that
// exists (the valid parts of each body keep that document's fileName, so only the breakage is wrong).
import { expectErrorBody, expectStatus } from '../common/expect.ts';
import { asCallBody, brokenDocumentBody } from './brokenDocumentBody.ts';
import { createDocument, freshId, plainDocument } from './support.ts';
import type { CheckDefinition } from '../../src/engine/types.ts';

export const a2RejectsInvalidBody: CheckDefinition = {
  id: 'A2.rejects-invalid-body',
  title: 'A2 answers an invalid document body (wrong types, bad Base64, bad metaData, not JSON, not an object) with 400 and the error body',
  level: 'MUST',
  interface: 'a',
  specRef: 'part 7',
  requirements: ['R-A-document-body-field-types', 'R-A-invalid-request-400', 'R-A-error-body'],
  property: true,
  async run(t) {
    const supplierId = await freshId(t, 'a2-invalid');
    const fileName = `${supplierId}.txt`;
    await createDocument(t, supplierId, plainDocument(fileName), 'A1 creating the document the broken replacements aim at');
    await t.property(brokenDocumentBody({ fileName }), async (c) => {
      const res = await t.api.call('replaceDocument', { params: { 'supplier-id': supplierId }, ...asCallBody(c) });
      const what = `A2 where ${c.label}`;
      expectStatus(t, res, [400], what);
      expectErrorBody(t, res, what);
    });
  },
};
