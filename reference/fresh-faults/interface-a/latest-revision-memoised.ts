// Part 4.1 A3: "revision ... when absent, the latest revision is returned": the latest at the time of the
// query. A holder that caches each material's latest revision the first time and never evicts it.
import type { FreshFault } from '../fault.ts';

// One memory per holder: the behaviour object a holder is built with is its own (the parts are called as its
// methods), and queryDocuments calls materialKey, then queryLatest, without a pause between them.
interface Memo {
  material?: string;
  latest: Map<string, string>;
}
const memos = new WeakMap<object, Memo>();
function memoOf(holder: object): Memo {
  let m = memos.get(holder);
  if (!m) memos.set(holder, (m = { latest: new Map() }));
  return m;
}

export const fault: FreshFault = {
  name: 'latest-revision-memoised',
  interface: 'a',
  requirement: 'R-A3-revision-default-equals-latest',
  level: 'MUST',
  fault:
    "The lookup of a material's latest revision is a @Cacheable repository method with no @CacheEvict on the upload paths, so once a material was queried without revision, a document of a newer revision uploaded afterwards is not seen: the query without revision keeps answering the revision cached first, while the same query naming the new revision finds its documents.",
  spec: 'part 4.1 A3: "revision optional, string, revision number; when absent, the latest revision is returned."',
  options: {
    mutation: {
      materialKey(this: object, materialId: string): string {
        memoOf(this).material = materialId;
        return materialId;
      },
      queryLatest(this: object, ascending: string[]): string | undefined {
        const memo = memoOf(this);
        const material = memo.material ?? '';
        const kept = memo.latest.get(material);
        if (kept !== undefined) return kept;
        const latest = ascending.at(-1);
        if (latest !== undefined) memo.latest.set(material, latest);
        return latest;
      },
    },
  },
};
