// Part 4.2 B1 and part 8: offset is "items skipped before results", limit the "number of records
// returned", so walking the pages of a filtered query yields exactly what the filtered query holds in one
// page: no item twice, none missing, none the filters exclude (a platform that pages first and filters
// each page after loses items). Judged on every action the caller sees (algebraScope), for filters drawn
// from the filter table, in a fixed sort (B1.paging-no-overlap-no-gap does the same without filters).
import fc from 'fast-check';
import { filterRelation, type FilterRelation } from '../../../generators/filterRelation.ts';
import type { CheckDefinition } from '../../../src/engine/types.ts';
import { heavyRuns } from '../probe.ts';
import { algebraScope, inScope } from './algebra-scope.ts';
import { confirmed } from './confirm.ts';
import { dataset } from './dataset.ts';
import { ownSelected, paramsOf, relationTable } from './filters.ts';
import { walkPages, warnOfTies, type TieNotes } from './paging-no-overlap-no-gap.ts';
import { SORT_COLUMNS, SORT_DIRECTIONS } from './sort-keys.ts';
import type { Dataset } from './dataset.ts';

/**
 * Relations drawn per run, the first that tells something kept: filters that select every own action, or
 * none, or one, read the same in pages whether the target filters before paging or after, and with few
 * runs (the property is heavy) a run spent on one could leave a target that pages first unseen.
 */
const CANDIDATES = 6;

/** The filters select at least two of the run's own actions and leave out at least one (by the data set's model). */
function telling(r: FilterRelation, ds: Dataset): boolean {
  if (r.kind !== 'paging') return false;
  let selected = 0;
  let left = 0;
  for (const a of ds.actions) {
    const m = ownSelected(r.filters, a, ds);
    if (m === true) selected++;
    else if (m === false) left++;
  }
  return selected >= 2 && left >= 1;
}

export const filteredPagingCheck: CheckDefinition = {
  id: 'B1.filtered-paging',
  title: 'walking the pages of a filtered, sorted query yields exactly the items of the filtered query, each once',
  level: 'MUST',
  interface: 'b',
  specRef: 'part 4.2 B1',
  requirements: ['R-B1-offset', 'R-B1-limit'],
  // Compares several answers: other checks' writes in between would blur the verdict.
  exclusive: true,
  readsOnly: true,
  property: true,
  async run(t) {
    const ds = await dataset(t);
    const scope = await algebraScope(t, ds);
    const ties: TieNotes = {};
    await t.property(
      fc.tuple(
        fc.array(filterRelation(relationTable(ds, t.settings.fixtures), 'paging'), { minLength: CANDIDATES, maxLength: CANDIDATES }).map((rs) => rs.find((r) => telling(r, ds)) ?? rs[0]),
        fc.constantFrom(...SORT_COLUMNS),
        fc.constantFrom(...SORT_DIRECTIONS),
      ),
      async ([r, column, direction]) => {
        if (r.kind !== 'paging') return;
        const params = { ...inScope(scope, paramsOf(r.filters, ds)), sortingColumn: column, sortingDirection: direction };
        await confirmed(t, 'B1 filtered paging', () => walkPages(t, params, column, r.pages, ties));
      },
      { runs: Math.max(2, Math.ceil(heavyRuns(t) / 3)) },
    );
    warnOfTies(t, ties);
  },
};
