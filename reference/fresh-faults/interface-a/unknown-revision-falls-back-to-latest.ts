// Part 4.1 A3: "revision optional, string, revision number": the revision asked for selects; only an absent
// one means the latest. A holder that answers the latest revision for a revision the material lacks.
import { compareRevisions } from '../../interface-a/index.ts';
import type { FreshFault } from '../fault.ts';

export const fault: FreshFault = {
  name: 'unknown-revision-falls-back-to-latest',
  interface: 'a',
  requirement: 'R-A3-revision-selects',
  level: 'MUST',
  fault:
    "The handler resolves the revision with `revisions.includes(asked) ? asked : latest`, a fallback meant for an absent parameter that also catches unknown ones, so asking for a revision the material does not have returns the latest revision's documents as if they were of it.",
  spec: 'part 4.1 A3: "revision optional, string, revision number; when absent, the latest revision is returned." (only when absent)',
  options: {
    mutation: {
      selectRevision: (found, revision) => {
        const hit = found.filter((f) => f.revision === revision);
        if (hit.length > 0 || found.length === 0) return hit;
        const latest = [...new Set(found.map((f) => f.revision))].sort(compareRevisions).at(-1);
        return found.filter((f) => f.revision === latest);
      },
    },
  },
};
