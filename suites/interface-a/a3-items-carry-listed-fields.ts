// Part 2.1 lists fileName, description and type for an A3 item, without saying each is always present:
// an item that lacks one of them is a warning, not a failure (the schema of A3 already judges the types).
// Two documents of one material: one with a "description" metaData item, one without, so that an item
// whose description exists only when some input gave one shows.
import { createDocument, freshId, materialLinkItems, plainDocument, queryItems } from './support.ts';
import type { CheckDefinition } from '../../src/engine/types.ts';

export const a3ItemsCarryListedFields: CheckDefinition = {
  id: 'A3.items-carry-listed-fields',
  title: 'A3 items carry fileName, description and type as strings',
  level: 'SHOULD',
  interface: 'a',
  specRef: 'part 2.1',
  requirements: ['R-A3-item-optional-input-fields'],
  async run(t) {
    const supplierId = await freshId(t, 'a3-fields');
    const materialId = await freshId(t, 'a3-fields-m');
    const link = materialLinkItems(t, materialId, '1');
    await createDocument(t, supplierId, plainDocument(`${supplierId}.pdf`, [...link, { key: 'description', value: 'conformance document' }]));
    await createDocument(t, supplierId, plainDocument(`${supplierId}-plain.pdf`, link), 'A1 creating a document without a description item');
    const items = await queryItems(t, materialId);
    if (items.length === 0) t.skip('A3 lists no document for the material (A3.finds-created-document covers this)');
    for (const item of items) {
      const missing = (['fileName', 'description', 'type'] as const).filter((f) => typeof item[f] !== 'string');
      if (missing.length) t.fail(`an A3 item lacks ${missing.join(', ')} as a string: ${JSON.stringify(item).slice(0, 300)}`);
    }
  },
};
