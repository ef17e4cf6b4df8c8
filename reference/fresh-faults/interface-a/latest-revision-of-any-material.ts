// Part 4.1 A3: "revision ... when absent, the latest revision is returned": the latest revision of the
// material asked for. A holder whose latest revision comes from every material's documents.
import type { FreshFault } from '../fault.ts';

export const fault: FreshFault = {
  name: 'latest-revision-of-any-material',
  interface: 'a',
  requirement: 'R-A3-latest-revision-by-default',
  level: 'MUST',
  fault:
    'The latest revision comes from a subquery SELECT MAX(revision) FROM document_metadata that lost its material condition (an uncorrelated subquery), so as soon as another material has a higher revision the query without revision finds no document of the material asked for.',
  spec: 'part 4.1 A3: "Parameters: materialId required ...; revision optional, string, revision number; when absent, the latest revision is returned."',
  options: {
    mutation: {
      queryLatest: (_ascending, everyRevision) => everyRevision().at(-1),
    },
  },
};
