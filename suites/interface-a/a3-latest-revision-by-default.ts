// Part 4.1 A3: `revision` is optional; when absent, the latest revision is returned.
import { createTwoRevisions, LATEST, OLDER } from './revisions.ts';
import { fileNames, queryItems, materialLinkHint } from './support.ts';
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
  },
};
