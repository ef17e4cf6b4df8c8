// Part 4.1 A3: the 200 body is an object with `data`, an array of the items of part 2.1. For a material
// the run gave a document this is a 200; for a material nobody knows, a 404 is also an answer part 7 allows.
import { expectSchema, expectStatus } from '../common/expect.ts';
import { createDocument, freshId, materialLinkItems, plainDocument, queryDocuments } from './support.ts';
import type { CheckDefinition } from '../../src/engine/types.ts';

export const a3ReturnsDataArray: CheckDefinition = {
  id: 'A3.returns-data-array',
  title: 'A3 answers 200 with an object whose data is an array of document items (fileName, description, type)',
  level: 'MUST',
  interface: 'a',
  specRef: 'part 4.1 A3',
  requirements: ['R-A3-data-array', 'R-A3-item-field-types'],
  async run(t) {
    const supplierId = await freshId(t, 'a3-data');
    const materialId = await freshId(t, 'a3-data-m');
    await createDocument(t, supplierId, plainDocument(`${supplierId}.pdf`, materialLinkItems(t, materialId, '1')), 'A1 creating a document of the material');
    const known = await queryDocuments(t, materialId);
    expectStatus(t, known, [200], `A3 for material ${materialId}, which has a document`);
    expectSchema(t, known, 'interface-a/documentQueryResponse', 'A3 answer');

    const unknown = await queryDocuments(t, await freshId(t, 'a3-unknown-m'));
    expectStatus(t, unknown, [200, 404], 'A3 for a material without documents');
    if (unknown.status === 200) expectSchema(t, unknown, 'interface-a/documentQueryResponse', 'A3 answer for a material without documents');
  },
};
