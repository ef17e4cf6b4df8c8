// Part 4.2 B1: the list filters are comma-separated lists ("comma-separated list of statuses") and date
// ranges (from, to). Whatever the data, a list value selects the union of what each of its values selects
// alone, and a range with both bounds the intersection of what each bound selects alone: judged on every
// action the caller sees (algebraScope), those of other companies included, with no model of them needed.
// Every filter of the table takes part in every run, so a filter added there is covered without new code.
import { filterRelation } from '../../../generators/filterRelation.ts';
import type { CheckContext, CheckDefinition } from '../../../src/engine/types.ts';
import { heavyRuns } from '../probe.ts';
import { algebraScope, inScope } from './algebra-scope.ts';
import { confirmed, type Outcome } from './confirm.ts';
import { dataset, type Dataset } from './dataset.ts';
import { paramsOf, relationTable } from './filters.ts';
import { describeQuery, type Params } from './query.ts';
import { intersection, sameSelection, select, union } from './relations.ts';
import type { Decomposition, FilterValue } from '../../../generators/filterRelation.ts';

async function decomposes(t: CheckContext, scope: Params, ds: Dataset, c: FilterValue & Decomposition<unknown>): Promise<Outcome> {
  const whole = await select(t, inScope(scope, paramsOf([c], ds)));
  const parts = [];
  for (const value of c.parts) parts.push(await select(t, inScope(scope, paramsOf([{ filter: c.filter, value }], ds))));
  const expected = c.join === 'union' ? union(parts.map((p) => p.ids)) : intersection(parts.map((p) => p.ids));
  return sameSelection(whole, expected, parts.map((p) => `(${describeQuery(p.params)})`).join(c.join === 'union' ? ' ∪ ' : ' ∩ '));
}

export const filterDecomposesCheck: CheckDefinition = {
  id: 'B1.filter-decomposes',
  title: 'a comma-separated filter selects the union of its single values, a date range the intersection of its two bounds, over every visible action',
  level: 'MUST',
  interface: 'b',
  specRef: 'part 4.2 B1',
  requirements: ['R-B1-comma-list-is-union', 'R-B1-filter-created-at', 'R-B1-filter-edited-at'],
  // Compares several answers: other checks' writes in between would blur the verdict.
  exclusive: true,
  readsOnly: true,
  property: true,
  async run(t) {
    const ds = await dataset(t);
    const scope = await algebraScope(t, ds);
    await t.property(
      filterRelation(relationTable(ds, t.settings.fixtures), 'decompose'),
      async (r) => {
        if (r.kind !== 'decompose') return;
        for (const c of r.cases) await confirmed(t, 'B1 filter decomposition', () => decomposes(t, scope, ds, c));
      },
      // Each run reads every filter of the table and its parts.
      { runs: Math.max(1, Math.ceil(heavyRuns(t) / 4)) },
    );
  },
};
