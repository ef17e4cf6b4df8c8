// Part 4.1 A3: `revision` is optional; "when absent, the latest revision is returned". A query without
// revision and the same query naming the latest revision are the same request: the same items (fileName,
// description and type; what follows type is not shown). The latest revision has two documents, so that
// an answer keeping one document per material shows.
import { createDocument, materialLinkHint, materialLinkItems, plainDocument, queryItems, type QueryItem } from './support.ts';
import { createTwoRevisions, LATEST } from './revisions.ts';
import { describe } from '../../src/http/json.ts';
import type { CheckDefinition } from '../../src/engine/types.ts';

function listed(items: QueryItem[]): string {
  return items
    .map((i) => JSON.stringify([i.fileName, i.description, i.type]))
    .sort()
    .join(', ');
}

export const a3EquivalentRevisionDefault: CheckDefinition = {
  id: 'A3.equivalent-revision-default',
  title: 'A3 without revision lists the same items as A3 naming the latest revision',
  level: 'MUST',
  interface: 'a',
  specRef: 'part 4.1 A3',
  requirements: ['R-A3-revision-default-equals-latest'],
  async run(t) {
    const { supplierId, materialId } = await createTwoRevisions(t, 'a3-default');
    await createDocument(t, supplierId, plainDocument(`${supplierId}-rev${LATEST}-second.pdf`, materialLinkItems(t, materialId, LATEST)), `A1 creating a second document of revision ${LATEST}`);
    const named = await queryItems(t, materialId, LATEST);
    if (named.length === 0) t.skip(`A3 naming revision ${LATEST} lists nothing${materialLinkHint(t, named)}`);
    const absent = await queryItems(t, materialId);
    if (listed(absent) !== listed(named)) {
      t.fail(`A3 without revision lists ${describe(listed(absent), 400)}; naming the latest revision ${LATEST} it lists ${describe(listed(named), 400)}: an absent revision is the latest`);
    }
  },
};
