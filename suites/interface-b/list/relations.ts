// Comparing what queries select, as sets of ids: a relation between queries (one is the union or the
// intersection of others) holds whatever the data, the records the run did not create included.
import type { CheckContext } from '../../../src/engine/types.ts';
import { OK, type Outcome } from './confirm.ts';
import { describeQuery, idsOf, walk, type Params, type Walk } from './query.ts';

export interface Selection {
  params: Params;
  walk: Walk;
  ids: Set<string>;
}

/** Every id a query selects (all pages). */
export async function select(t: CheckContext, params: Params): Promise<Selection> {
  const w = await walk(t, params);
  return { params, walk: w, ids: idsOf(w.items) };
}

export function union(sets: readonly Set<string>[]): Set<string> {
  return new Set(sets.flatMap((s) => [...s]));
}

export function intersection(sets: readonly Set<string>[]): Set<string> {
  const [first, ...rest] = sets;
  return new Set([...(first ?? [])].filter((id) => rest.every((s) => s.has(id))));
}

/**
 * Whether `got` selects exactly `expected` (`relation` says how expected was made, for the message): the
 * ids missing from it and those it holds beyond, with the first page of its answer as evidence.
 */
export function sameSelection(got: Selection, expected: Set<string>, relation: string): Outcome {
  const missing = [...expected].filter((id) => !got.ids.has(id));
  const extra = [...got.ids].filter((id) => !expected.has(id));
  if (missing.length === 0 && extra.length === 0) return OK;
  const parts = [
    missing.length ? `${missing.length} action(s) of ${relation} are missing (e.g. ${missing.slice(0, 3).join(', ')})` : '',
    extra.length ? `${extra.length} action(s) it returned are not in ${relation} (e.g. ${extra.slice(0, 3).join(', ')})` : '',
  ].filter(Boolean);
  return { ok: false, message: `${describeQuery(got.params)} selected ${got.ids.size} action(s): ${parts.join('; ')}`, exchange: got.walk.pages[0].res.exchange };
}
