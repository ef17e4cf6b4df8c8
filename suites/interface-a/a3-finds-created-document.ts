// Part 4.1 A3 queries documents related to a material; the profile's materialLink says a document is
// related through its metaData item `materialKey` (and revision `revisionKey`). Every document created that
// way, whatever else its body holds, comes back for its material; and on every run, a document of another
// material whose id merely begins with the asked one does not (a LIKE or prefix match would list it), and a
// material with more documents than a page of common defaults (10, 20, 25) lists every one: A3 has no paging.
import fc from 'fast-check';
import { base64Contents } from '../../generators/base64Contents.ts';
import { metaDataList } from '../../generators/metaDataList.ts';
import { describe } from '../common/expect.ts';
import { createDocument, fileNames, freshId, heavyRuns, materialLinkHint, materialLinkItems, plainDocument, queryItems } from './support.ts';
import type { CheckContext, CheckDefinition } from '../../src/engine/types.ts';

export const a3FindsCreatedDocument: CheckDefinition = {
  id: 'A3.finds-created-document',
  title: 'a document created with the material link in its metaData is returned by A3 for that material',
  level: 'MUST',
  interface: 'a',
  specRef: 'part 4.1 A3',
  requirements: ['R-A3-documents-of-material', 'R-A1-creates-document'],
  property: true,
  async run(t) {
    const { materialKey, revisionKey } = t.settings.materialLink;
    await onlyItsOwnMaterial(t);
    await everyDocumentOfTheMaterial(t);
    const reserved = { key: materialKey, value: '' };
    const bodies = fc.record({
      contents: fc.option(base64Contents({ maxBytes: 2048 }), { nil: undefined }),
      // Placeholders for the link, so that the random pairs never take its keys.
      metaData: metaDataList({ maxItems: 6, include: [reserved, { key: revisionKey, value: '' }] }),
      revision: fc.constantFrom('1', '2', '10'),
    });
    await t.property(
      bodies,
      async ({ contents, metaData, revision }) => {
        const supplierId = await freshId(t, 'a3-find');
        const materialId = await freshId(t, 'a3-find-m');
        const [link, rev] = materialLinkItems(t, materialId, revision);
        const items = metaData.map((m) => (m.key === materialKey ? link : m.key === revisionKey ? rev : m));
        // A plain ASCII name: A3.returns-file-name-unchanged is where names of every script are judged.
        const fileName = `${supplierId}.pdf`;
        const body = { fileName, ...(contents ? { base64EncodedContents: contents.base64 } : {}), metaData: items };
        await createDocument(t, supplierId, body, 'A1 creating a document linked to a material');
        const names = fileNames(await queryItems(t, materialId));
        if (!names.includes(fileName)) {
          t.fail(`A3 for material ${materialId} does not list ${fileName}, created with metaData ${describe(items, 300)} (listed: ${describe(names, 300)})${materialLinkHint(t, names)}`);
        }
      },
      { runs: heavyRuns(t) },
    );
  },
};

/** A3 for a material lists its document, not that of a material whose id extends the asked one. */
async function onlyItsOwnMaterial(t: CheckContext): Promise<void> {
  const supplierId = await freshId(t, 'a3-find');
  const materialId = await freshId(t, 'a3-find-m');
  const longer = `${materialId}0`;
  const own = `${supplierId}.pdf`;
  const other = `${supplierId}-of-${longer}.pdf`;
  await createDocument(t, supplierId, plainDocument(own, materialLinkItems(t, materialId, '1')), 'A1 creating a document linked to a material');
  await createDocument(t, supplierId, plainDocument(other, materialLinkItems(t, longer, '1')), `A1 creating a document of material ${longer}, whose id begins with the other's`);
  const names = fileNames(await queryItems(t, materialId));
  if (!names.includes(own)) t.fail(`A3 for material ${materialId} does not list ${own}, created with its material link (listed: ${describe(names, 300)})${materialLinkHint(t, names)}`);
  if (names.includes(other)) t.fail(`A3 for material ${materialId} lists ${other}, a document of material ${longer} only: the material is matched as a prefix, not as a whole`);
}

/** Documents of one material: past the page sizes a search index or a repository defaults to (10, 20, 25). */
const MANY_DOCUMENTS = 26;

/** A3 for a material with MANY_DOCUMENTS documents of two suppliers lists every one of them. */
async function everyDocumentOfTheMaterial(t: CheckContext): Promise<void> {
  const suppliers = [await freshId(t, 'a3-many'), await freshId(t, 'a3-many')];
  const materialId = await freshId(t, 'a3-many-m');
  const made = Array.from({ length: MANY_DOCUMENTS }, (_, i) => ({ supplierId: suppliers[i % 2], fileName: `${suppliers[i % 2]}-${String(i).padStart(2, '0')}.pdf` }));
  await t.each(made, ({ supplierId, fileName }) =>
    createDocument(t, supplierId, plainDocument(fileName, materialLinkItems(t, materialId, '1')), 'A1 creating one of many documents of a material').then(() => undefined),
  );
  const names = new Set(fileNames(await queryItems(t, materialId)));
  const missing = made.filter((d) => !names.has(d.fileName));
  if (missing.length > 0) {
    t.fail(`A3 for material ${materialId} lists ${names.size} documents, but the run created ${MANY_DOCUMENTS} for it (two suppliers, one revision): ${missing.length} are missing (e.g. ${missing[0].fileName}); A3 answers every document of the material, with no paging`);
  }
}
