// Part 2.1 lists fileName, description and type for every A3 item. fileName is always determined (every
// stored document has a name, given or chosen by the holder): an item without it fails. description and
// type derive from optional inputs and stay a warning (A3.items-carry-listed-fields). Types are judged by
// A3.returns-data-array's schema; unlisted fields are allowed.
import { describeMissing, missingInItem } from '../../schemas/listed.ts';
import { createDocument, freshId, materialLinkItems, plainDocument, queryDocuments } from './support.ts';
import type { CheckDefinition } from '../../src/engine/types.ts';

export const a3ItemsCarryDeterminedFields: CheckDefinition = {
  id: 'A3.items-carry-determined-fields',
  title: 'every A3 item carries the listed fields whose value is always determined (fileName)',
  level: 'MUST',
  interface: 'a',
  specRef: 'part 2.1',
  requirements: ['R-A3-item-determined-fields'],
  async run(t) {
    const supplierId = await freshId(t, 'a3-determined');
    const materialId = await freshId(t, 'a3-determined-m');
    await createDocument(t, supplierId, plainDocument(`${supplierId}.pdf`, materialLinkItems(t, materialId, '1')));
    const res = await queryDocuments(t, materialId);
    const body = (res.json as { data?: unknown } | undefined)?.data;
    if (res.status !== 200 || !Array.isArray(body)) t.skip('A3 gives no data array for the material (A3.returns-data-array covers this)');
    const data = body as unknown[];
    if (data.length === 0) t.skip('A3 lists no document for the material (A3.finds-created-document covers this)');
    data.forEach((item, i) => {
      if (item === null || typeof item !== 'object' || Array.isArray(item)) return;
      const missing = missingInItem(item as Record<string, unknown>, 'determined', `data[${i}]`);
      if (missing.length) t.fail(`A3 item lacks ${describeMissing(missing)}, always determined for a stored document (part 2.1): ${JSON.stringify(item).slice(0, 300)}`, res.exchange);
    });
  },
};
