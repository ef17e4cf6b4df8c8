// An A3 answer against the model's prediction: the items' file names as a multiset. A divergence names the
// requirement it breaks, told from what is wrong: a document of another revision listed (the revision rule
// the prediction stands on), a document listed twice or one the material does not have, or one missing
// (R-A3-documents-of-material: every document of the material's revision, each once).
import type { QueryPrediction } from './query.ts';
import type { RequirementId } from './types.ts';

export interface Divergence {
  requirement: RequirementId;
  message: string;
  /** File names the answer lacks, one per missing item. */
  missing: string[];
  /** File names the answer has beyond the prediction, one per extra item. */
  extra: string[];
}

function counts(names: readonly string[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const n of names) m.set(n, (m.get(n) ?? 0) + 1);
  return m;
}

/** Items of `a` beyond those of `b`, as a multiset. */
function beyond(a: readonly string[], b: readonly string[]): string[] {
  const cb = counts(b);
  const out: string[] = [];
  for (const [name, n] of counts(a)) for (let i = (cb.get(name) ?? 0); i < n; i++) out.push(name);
  return out.sort();
}

const list = (names: string[]): string => names.map((n) => JSON.stringify(n)).join(', ');

/** What the revision (asked or latest) is, in words. */
function which(p: QueryPrediction): string {
  if (p.askedRevision !== undefined) return `revision ${JSON.stringify(p.askedRevision)}`;
  return p.answeredRevision === undefined ? 'no revision (the material has no document)' : `no revision (latest: ${JSON.stringify(p.answeredRevision)})`;
}

/**
 * Judges the `data` items of a 200 answer (`items`), or a 404 (`items` undefined with `status` 404).
 * Undefined: the answer is what the specification states.
 */
export function judgeQuery(p: QueryPrediction, answer: { status: number; items?: readonly unknown[] }): Divergence | undefined {
  const asked = `A3 for material ${JSON.stringify(p.materialId)} with ${which(p)}`;
  if (answer.status === 404 && p.emptyMayBeNotFound) return undefined;
  if (answer.status !== 200 || answer.items === undefined) {
    return { requirement: 'R-A3-documents-of-material', message: `${asked} answered ${answer.status}, where the material's documents ${list(p.fileNames)} are listed with 200`, missing: [...p.fileNames], extra: [] };
  }
  const names: string[] = [];
  for (const item of answer.items) {
    const fileName = (item as { fileName?: unknown } | null)?.fileName;
    if (typeof fileName !== 'string') {
      return { requirement: 'R-A3-item-determined-fields', message: `${asked} lists an item without a string fileName: ${JSON.stringify(item)?.slice(0, 200)}`, missing: [], extra: [] };
    }
    names.push(fileName);
  }
  const missing = beyond(p.fileNames, names);
  const extra = beyond(names, p.fileNames);
  if (missing.length === 0 && extra.length === 0) return undefined;
  const otherRevision = (n: string) => [...p.ofMaterial].some(([r, ns]) => r !== p.answeredRevision && ns.includes(n));
  const parts = [`${asked} lists ${list([...names].sort()) || 'nothing'}; the model predicts ${list(p.fileNames) || 'nothing'}`];
  if (missing.length) parts.push(`missing ${list(missing)}`);
  if (extra.length) parts.push(`beyond the prediction ${list(extra)}`);
  const twice = extra.filter((n) => p.fileNames.includes(n));
  let requirement: RequirementId = 'R-A3-documents-of-material';
  if (extra.some(otherRevision)) {
    requirement = p.requirement;
    parts.push(`${list(extra.filter(otherRevision))} belongs to another revision of the material (${[...p.ofMaterial].map(([r, ns]) => `${r}: ${ns.join(' ')}`).join('; ')})`);
  } else if (twice.length) {
    parts.push(`${list(twice)} is listed more often than the material's revision has documents of that name`);
  }
  return { requirement, message: parts.join('; '), missing, extra };
}
