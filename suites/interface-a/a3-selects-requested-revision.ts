// Part 4.1 A3: with `revision`, the documents of that revision are returned (and not those of another).
import { createTwoRevisions, LATEST, OLDER } from './revisions.ts';
import { fileNames, queryItems, materialLinkHint } from './support.ts';
import type { CheckDefinition } from '../../src/engine/types.ts';

export const a3SelectsRequestedRevision: CheckDefinition = {
  id: 'A3.selects-requested-revision',
  title: 'A3 with revision returns the documents of that revision only',
  level: 'MUST',
  interface: 'a',
  specRef: 'part 4.1 A3',
  requirements: ['R-A3-revision-selects'],
  async run(t) {
    const { materialId, older, latest } = await createTwoRevisions(t, 'a3-select');
    for (const [revision, wanted, other] of [
      [OLDER, older, latest],
      [LATEST, latest, older],
    ] as const) {
      const names = fileNames(await queryItems(t, materialId, revision));
      if (!names.includes(wanted)) t.fail(`A3 with revision ${revision} does not list ${wanted} of that revision (listed: ${names.join(', ') || 'nothing'})${materialLinkHint(t, names)}`);
      if (names.includes(other)) t.fail(`A3 with revision ${revision} also lists ${other}, which belongs to another revision`);
    }
  },
};
