// Part 4.1 A2 replaces an existing file: afterwards the material query (part 4.1 A3, through the profile's
// materialLink) shows that file once, not the old and the new side by side. The file to replace is named
// by its fileName, as the default operations describe. Then two replacements in flight together: a holder
// that reads the old document and inserts the new one without a lock or a unique key leaves two copies.
import { createDocument, fileNames, freshId, materialLinkItems, queryItems, replaceDocument } from './support.ts';
import type { CheckDefinition } from '../../src/engine/types.ts';

export const a2ReplacesExistingDocument: CheckDefinition = {
  id: 'A2.replaces-existing-document',
  title: 'after A2, the material query shows the replaced document once (the replacement, not a second copy)',
  level: 'MUST',
  interface: 'a',
  specRef: 'part 4.1 A2',
  requirements: ['R-A2-replaces-file'],
  async run(t) {
    const supplierId = await freshId(t, 'a2-replace');
    const materialId = await freshId(t, 'a2-replace-m');
    const fileName = `${supplierId}.pdf`;
    const link = materialLinkItems(t, materialId, '1');
    const original = { fileName, base64EncodedContents: Buffer.from('original contents').toString('base64'), metaData: [...link, { key: 'description', value: 'original' }] };
    const replacement = { fileName, base64EncodedContents: Buffer.from('replacement contents, longer').toString('base64'), metaData: [...link, { key: 'description', value: 'replacement' }] };
    await createDocument(t, supplierId, original, 'A1 creating the document to replace');
    const before = fileNames(await queryItems(t, materialId)).filter((n) => n === fileName).length;
    if (before !== 1) t.skip(`the material query shows the created document ${before} times before the replacement (A3.finds-created-document covers this)`);
    await replaceDocument(t, supplierId, replacement);
    const after = fileNames(await queryItems(t, materialId)).filter((n) => n === fileName).length;
    if (after !== 1) t.fail(`after replacing ${fileName}, the material query lists it ${after} times; a replacement leaves exactly one`);
    const overlapping = await Promise.all(
      [1, 2].map((n) => t.api.call('replaceDocument', { params: { 'supplier-id': supplierId }, body: { ...replacement, metaData: [...link, { key: 'description', value: `overlapping replacement ${n}` }] } })),
    );
    const afterBoth = fileNames(await queryItems(t, materialId)).filter((n) => n === fileName).length;
    if (afterBoth !== 1) {
      t.fail(`after two overlapping replacements of ${fileName} (answered ${overlapping.map((r) => r.status).join(' and ')}), the material query lists it ${afterBoth} times; replacements leave exactly one`);
    }
  },
};
