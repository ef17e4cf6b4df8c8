// Part 4.1 A3: "revision ... when absent, the latest revision is returned". A holder whose "latest" is a
// document without any revision whenever the material has one.
import type { FreshFault } from '../fault.ts';

export const fault: FreshFault = {
  name: 'latest-revision-nulls-first',
  interface: 'a',
  requirement: 'R-A3-latest-revision-by-default',
  level: 'MUST',
  fault:
    'The latest revision is the first row of ORDER BY revision DESC on PostgreSQL, which sorts NULLs first in descending order, so once a document of the material carries no revision the query without revision answers that document instead of the highest numbered revision.',
  spec: 'part 4.1 A3: "revision optional, string, revision number; when absent, the latest revision is returned."',
  options: {
    mutation: {
      queryLatest: (ascending) => (ascending.includes('') ? '' : ascending.at(-1)),
    },
  },
};
