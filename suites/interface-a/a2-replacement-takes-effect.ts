// Part 4.1 A2 replaces an existing file: a read after the replacement shows what only the replacement
// carries. The replacement ties the file to a new revision of its material (through the profile's
// materialLink), so the material query for that revision lists the file only if the replacement happened.
import { createDocument, fileNames, freshId, materialLinkItems, queryItems, replaceDocument } from './support.ts';
import type { CheckDefinition } from '../../src/engine/types.ts';

export const a2ReplacementTakesEffect: CheckDefinition = {
  id: 'A2.replacement-takes-effect',
  title: 'after A2, the material query shows the document as the replacement describes it (its new revision)',
  level: 'MUST',
  interface: 'a',
  specRef: 'part 4.1 A2',
  requirements: ['R-A2-replacement-takes-effect'],
  async run(t) {
    const supplierId = await freshId(t, 'a2-effect');
    const materialId = await freshId(t, 'a2-effect-m');
    const fileName = `${supplierId}.pdf`;
    const contents = (s: string) => Buffer.from(s).toString('base64');
    await createDocument(t, supplierId, { fileName, base64EncodedContents: contents('first'), metaData: materialLinkItems(t, materialId, '1') });
    const early = fileNames(await queryItems(t, materialId, '2'));
    if (early.includes(fileName)) t.skip(`the material query for revision 2 lists ${fileName} before any replacement: revisions are not told apart`);
    const res = await replaceDocument(t, supplierId, { fileName, base64EncodedContents: contents('second'), metaData: materialLinkItems(t, materialId, '2') });
    const after = fileNames(await queryItems(t, materialId, '2'));
    if (!after.includes(fileName)) {
      t.fail(`A2 answered ${res.status} for ${fileName} with revision 2, yet the material query for revision 2 does not list it: the replacement did not take effect`);
    }
  },
};
