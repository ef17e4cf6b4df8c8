// Part 4.1 A3: "revision optional, string, revision number; when absent, the latest revision is returned":
// the highest revision of the material. A holder whose "latest" is the revision of the material's most
// recently uploaded document.
import type { LinkedDocument } from '../../interface-a/index.ts';
import type { FreshFault } from '../fault.ts';

export const fault: FreshFault = {
  name: 'latest-revision-by-upload-time',
  interface: 'a',
  requirement: 'R-A3-latest-revision-by-default',
  level: 'MUST',
  fault:
    'The latest revision is looked up as the revision of the material\'s newest row (SELECT revision FROM document ... ORDER BY created_at DESC LIMIT 1, the "recently uploaded" query of the portal) instead of the highest revision number, so when a supplier delivers a document of an older revision late (the missing certificate of revision 1 after revision 2 was released), the query without revision answers revision 1 and its documents; asking for revision 2 by name still works.',
  spec: 'part 4.1 A3: "revision optional, string, revision number; when absent, the latest revision is returned."',
  options: {
    mutation: {
      selectRevision: (found: LinkedDocument[], revision: string | undefined, asked: boolean) => {
        if (asked) return found.filter((f) => f.revision === revision);
        // seq is the creation order of the documents: the newest one names the "latest" revision.
        const newest = found.reduce<LinkedDocument | undefined>((n, f) => (n === undefined || f.seq > n.seq ? f : n), undefined);
        return newest === undefined ? [] : found.filter((f) => f.revision === newest.revision);
      },
    },
  },
};
