// Part 4.1 A3: without revision, the latest revision is returned, the same documents as when it is named.
// A holder that answers an absent revision from a "current document" view keeps one document per material.
import type { MutantA } from './mutant.ts';

export const mutant: MutantA = {
  name: 'latest-revision-last-document-only',
  fault: 'A query without revision reads a "current version" view that keeps the last uploaded document of the material\'s latest revision, so a revision of several documents comes back as one, while the same revision named in the query lists them all.',
  breaks: 'A3.equivalent-revision-default',
  mutation: {
    selectRevision: (found, revision, asked) => {
      const of = found.filter((f) => f.revision === revision);
      return asked ? of : of.slice(-1);
    },
  },
};
