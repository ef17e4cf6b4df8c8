// A3 as a pure function of the state: which documents the answer lists. Part 4.1 A3: the documents related to
// the material, of the revision asked for, or of the latest revision when none is asked for. The answer is
// a multiset of items: each document of that material and revision once, none missing, none of another.
// Their order is not stated (not predicted); fields after `type` are not shown (allowed); description and
// type derive from optional input (not predicted here). Items are told apart by fileName, the one field the
// specification determines (two suppliers' files of one name are two items of that name).
import { highestRevision } from './revisions.ts';
import { linkOf, listDocuments, type DocumentState } from './state.ts';
import type { LinkKeys, ModelDocument, RequirementId } from './types.ts';

export interface QueryPrediction {
  operation: 'A3';
  materialId: string;
  /** The revision asked for; undefined: none (the latest is answered). */
  askedRevision?: string;
  /** The rule that decides which revision's documents are listed. */
  requirement: RequirementId;
  /** The revision whose documents are listed (the asked one, or the latest); undefined when the material has none. */
  answeredRevision?: string;
  /** File names of the items, one per document, sorted (a multiset: order is not stated). */
  fileNames: string[];
  /**
   * An answer listing nothing may be 404 instead of 200 with an empty `data`: part 7 leaves open which
   * condition yields 404, and a holder may answer it for a material (or revision) it has no document of.
   */
  emptyMayBeNotFound: boolean;
  /** File names of the material's documents per revision: tells a divergence's cause (see judge.ts). */
  ofMaterial: ReadonlyMap<string, string[]>;
}

export type QueryOutcome = { kind: 'predicted'; prediction: QueryPrediction } | { kind: 'open'; why: string };

const sortedNames = (docs: ModelDocument[]): string[] => docs.map((d) => d.fileName).sort();

/** A3 for a material, at `revision` or, when undefined, at the latest revision. */
export function query(state: DocumentState, keys: LinkKeys, materialId: string, revision?: string): QueryOutcome {
  const all = listDocuments(state);
  // A document naming its material or revision twice is tied as the holder reads it: not shown.
  const unclear = all.find((d) => d.metaData.some((m) => m.key === keys.materialKey && m.value === materialId) && linkOf(d, keys).materialId === undefined);
  if (unclear) return { kind: 'open', why: `${unclear.fileName} names material ${materialId} among other values of ${keys.materialKey}` };
  const linked = all.filter((d) => linkOf(d, keys).materialId === materialId);
  const ofMaterial = new Map<string, string[]>();
  for (const d of linked) {
    const r = linkOf(d, keys).revision;
    if (r !== undefined) ofMaterial.set(r, [...(ofMaterial.get(r) ?? []), d.fileName].sort());
  }
  let answered: string | undefined;
  let requirement: RequirementId;
  if (revision !== undefined) {
    // "revision ... revision number": a string; the documents of exactly that revision.
    answered = revision;
    requirement = 'R-A3-revision-selects';
  } else {
    requirement = 'R-A3-latest-revision-by-default';
    // Whether a document without a revision is of "the latest revision" (or hides it) is not shown.
    const bare = linked.find((d) => linkOf(d, keys).revision === undefined);
    if (bare) return { kind: 'open', why: `${bare.fileName} of material ${materialId} has no revision: whether it counts as the latest is not shown` };
    answered = highestRevision(ofMaterial.keys());
    if (answered === undefined && ofMaterial.size > 0) {
      return { kind: 'open', why: `the latest of revisions ${[...ofMaterial.keys()].join(', ')} of material ${materialId} is not determined` };
    }
  }
  const listed = answered === undefined ? [] : linked.filter((d) => linkOf(d, keys).revision === answered);
  const fileNames = sortedNames(listed);
  return {
    kind: 'predicted',
    prediction: { operation: 'A3', materialId, askedRevision: revision, requirement, answeredRevision: answered, fileNames, emptyMayBeNotFound: fileNames.length === 0, ofMaterial },
  };
}
