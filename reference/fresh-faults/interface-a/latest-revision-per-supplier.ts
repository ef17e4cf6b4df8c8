// Part 4.1 A3: "revision ... when absent, the latest revision is returned": the material's latest revision.
// A holder whose "latest" is taken per supplier, so each supplier's newest documents are mixed together.
import { compareRevisions } from '../../interface-a/index.ts';
import type { FreshFault } from '../fault.ts';

export const fault: FreshFault = {
  name: 'latest-revision-per-supplier',
  interface: 'a',
  requirement: 'R-A3-latest-revision-by-default',
  level: 'MUST',
  fault:
    'The query without revision keeps the rows of ROW_NUMBER() OVER (PARTITION BY supplier_id ORDER BY revision DESC) = 1 (a window copied from a per-supplier report), so when several suppliers hold documents of the material, each supplier\'s newest revision is returned: a supplier that has not delivered the latest revision yet contributes its older documents.',
  spec: 'part 4.1 A3: "Parameters: materialId required ...; revision optional, string, revision number; when absent, the latest revision is returned." (one revision: the material\'s latest)',
  options: {
    mutation: {
      selectRevision: (found, revision, asked) => {
        if (asked) return found.filter((f) => f.revision === revision);
        const newest = new Map<string, string>();
        for (const f of found) {
          const seen = newest.get(f.doc.supplierId);
          if (seen === undefined || compareRevisions(f.revision, seen) > 0) newest.set(f.doc.supplierId, f.revision);
        }
        return found.filter((f) => f.revision === newest.get(f.doc.supplierId));
      },
    },
  },
};
