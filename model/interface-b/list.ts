// B1 as a pure function of the state, restricted to the sequence's own actions: the list is asked for
// actions created at or after a bound that lies well before every action of the sequence (created_at_from,
// so that whether the bound is inclusive does not matter), optionally with a `statuses` filter. The items of
// other callers or other sequences are not the model's concern; of the sequence's own:
// - every live action whose status is among `statuses` (or every live action, without the filter) is listed
//   (R-B1-filter-statuses, R-B1-filter-created-at), provided its creation time is known to be past the bound;
// - no deleted action is listed (R-B5-deletes-permanently);
// - no listed action has a status outside `statuses` (R-B1-filter-statuses);
// - each listed action shows its fields as written (judge.ts, the optional-input ones where carried).
// Neither order nor totalCount is predicted: sorting is a SHOULD without sortingColumn, and that totalCount
// counts the matches is a SHOULD (R-B1-total-count-counts-matches).
import { judgeAction, type Divergence } from './judge.ts';
import { isDeletedId, liveActions, type ActionState } from './state.ts';
import { idText, instantOf } from './values.ts';
import type { ModelAction, RequirementId } from './types.ts';

export interface ListPrediction {
  operation: 'B1';
  /** The statuses asked for; undefined: no statuses filter. */
  statuses?: readonly string[];
  /** The created_at_from bound, in milliseconds. */
  createdFrom: number;
  /** Live actions the answer lists (their status among those asked, or in doubt: see `maybe`). */
  listed: ModelAction[];
  /** Live actions whose place in the answer is open (their status is in doubt after a refused patch, or their creation time unknown). */
  maybe: ModelAction[];
  /** The rule that puts a live action in the answer. */
  requirement: RequirementId;
}

/** Margin between the bound and the earliest known creation time: more than any rounding of a bound. */
export const BOUND_MARGIN_MS = 2000;

/** The created_at_from bound for the state (milliseconds), or undefined when no creation time is known. */
export function createdFromBound(state: ActionState): number | undefined {
  const times = liveActions(state)
    .map((a) => instantOf(a.determined.createdTime))
    .filter((x): x is number => x !== undefined);
  return times.length ? Math.floor(Math.min(...times) / 1000) * 1000 - BOUND_MARGIN_MS : undefined;
}

export function list(state: ActionState, createdFrom: number, statuses?: readonly string[]): ListPrediction {
  const listed: ModelAction[] = [];
  const maybe: ModelAction[] = [];
  for (const a of liveActions(state)) {
    const created = instantOf(a.determined.createdTime);
    const statusKnown = !a.doubtful.includes('status') && a.fields.status !== undefined;
    if (created === undefined || created < createdFrom + 1000 || !statusKnown) {
      maybe.push(a);
      continue;
    }
    if (statuses === undefined || statuses.includes(a.fields.status!.value)) listed.push(a);
  }
  return { operation: 'B1', statuses, createdFrom, listed, maybe, requirement: statuses ? 'R-B1-filter-statuses' : 'R-B1-filter-created-at' };
}

/**
 * Judges the items of a walked B1 answer (every page) against the prediction: only items with an id of the
 * sequence (live or deleted) are looked at.
 */
export function judgeList(state: ActionState, p: ListPrediction, items: readonly unknown[]): Divergence[] {
  const out: Divergence[] = [];
  const seen = new Map<string, unknown>();
  for (const item of items) {
    const raw = (item as { id?: unknown } | null)?.id;
    const id = idText(raw) ?? (typeof raw === 'string' ? raw : undefined);
    if (id === undefined) continue;
    if (isDeletedId(state, id)) {
      const key = [...state.deleted].find(([, d]) => d === id)?.[0];
      out.push({ requirement: 'R-B5-deletes-permanently', message: `B1 lists ${key} (id ${id}), which the sequence deleted` });
      continue;
    }
    const a = liveActions(state).find((x) => x.id === id);
    if (!a) continue;
    seen.set(id, item);
    const status = (item as { status?: unknown }).status;
    if (p.statuses && !a.doubtful.includes('status') && !p.statuses.includes(status as string)) {
      out.push({ requirement: 'R-B1-filter-statuses', message: `B1 with statuses=${p.statuses.join(',')} lists ${a.key} (id ${id}) with status ${JSON.stringify(status)}` });
    }
    out.push(...judgeAction(a, item, { listItem: true }).map((d) => ({ ...d, message: `as a B1 item: ${d.message}` })));
  }
  for (const a of p.listed) {
    if (!seen.has(a.id)) {
      const why = p.statuses ? `its status ${JSON.stringify(a.fields.status?.value)} is among statuses=${p.statuses.join(',')}` : 'it is live';
      out.push({ requirement: p.requirement, message: `B1 leaves out ${a.key} (id ${a.id}): ${why} and it was created after created_at_from=${new Date(p.createdFrom).toISOString()}` });
    }
  }
  return out;
}
