// Part 4.1 A3: `revision` is optional; when absent, the latest revision is returned: the material's, so also
// when another supplier than the one holding the latest revision holds only an older one (a "latest" taken
// per supplier would list that supplier's older document too).
import { createTwoRevisions, LATEST, OLDER } from './revisions.ts';
import { createDocument, fileNames, freshId, materialLinkItems, plainDocument, queryItems, materialLinkHint } from './support.ts';
import type { CheckDefinition } from '../../src/engine/types.ts';

export const a3LatestRevisionByDefault: CheckDefinition = {
  id: 'A3.latest-revision-by-default',
  title: 'A3 without revision returns the documents of the latest revision only',
  level: 'MUST',
  interface: 'a',
  specRef: 'part 4.1 A3',
  requirements: ['R-A3-latest-revision-by-default'],
  async run(t) {
    const { materialId, older, latest } = await createTwoRevisions(t, 'a3-latest');
    const names = fileNames(await queryItems(t, materialId));
    if (!names.includes(latest)) t.fail(`A3 without revision does not list ${latest} of the latest revision ${LATEST} (listed: ${names.join(', ') || 'nothing'})${materialLinkHint(t, names)}`);
    if (names.includes(older)) t.fail(`A3 without revision lists ${older} of revision ${OLDER}, although revision ${LATEST} is the latest`);

    // Two suppliers of one material: the first delivered revision OLDER only, the second LATEST.
    const [behind, ahead] = [await freshId(t, 'a3-latest-s1'), await freshId(t, 'a3-latest-s2')];
    const shared = await freshId(t, 'a3-latest-shared-m');
    const behindName = `${behind}-rev${OLDER}.pdf`;
    const aheadName = `${ahead}-rev${LATEST}.pdf`;
    await createDocument(t, behind, plainDocument(behindName, materialLinkItems(t, shared, OLDER)), `A1: one supplier's revision ${OLDER} of a material`);
    await createDocument(t, ahead, plainDocument(aheadName, materialLinkItems(t, shared, LATEST)), `A1: another supplier's revision ${LATEST} of the same material`);
    const listed = fileNames(await queryItems(t, shared));
    if (!listed.includes(aheadName)) t.fail(`A3 without revision does not list ${aheadName} of the latest revision ${LATEST} (listed: ${listed.join(', ') || 'nothing'})${materialLinkHint(t, listed)}`);
    if (listed.includes(behindName)) {
      t.fail(`A3 without revision lists ${behindName}, revision ${OLDER} of another supplier, although revision ${LATEST} is the material's latest: the latest revision is the material's, not each supplier's`);
    }
  },
};
