// Part 4.2 B1: every query parameter is optional and each filter limits the list, so two filters sent
// together select the intersection of what each selects alone. Judged on every action the caller sees
// (algebraScope), those of other companies included, for pairs drawn from the filter table.
import { filterRelation, type FilterValue } from '../../../generators/filterRelation.ts';
import type { CheckContext, CheckDefinition } from '../../../src/engine/types.ts';
import { heavyRuns } from '../probe.ts';
import { algebraScope, inScope } from './algebra-scope.ts';
import { confirmed, type Outcome } from './confirm.ts';
import { dataset, type Dataset } from './dataset.ts';
import { paramsOf, relationTable } from './filters.ts';
import { describeQuery, type Params } from './query.ts';
import { intersection, sameSelection, select } from './relations.ts';

async function intersects(t: CheckContext, scope: Params, ds: Dataset, a: FilterValue, b: FilterValue): Promise<Outcome> {
  const both = await select(t, inScope(scope, paramsOf([a, b], ds)));
  const onlyA = await select(t, inScope(scope, paramsOf([a], ds)));
  const onlyB = await select(t, inScope(scope, paramsOf([b], ds)));
  return sameSelection(both, intersection([onlyA.ids, onlyB.ids]), `(${describeQuery(onlyA.params)}) ∩ (${describeQuery(onlyB.params)})`);
}

export const filtersIntersectCheck: CheckDefinition = {
  id: 'B1.filters-intersect',
  title: 'two filters sent together select the intersection of what each selects alone, over every visible action',
  level: 'MUST',
  interface: 'b',
  specRef: 'part 4.2 B1',
  requirements: ['R-B1-filters-intersect', 'R-B1-parameters-optional'],
  // Compares several answers: other checks' writes in between would blur the verdict.
  exclusive: true,
  readsOnly: true,
  property: true,
  async run(t) {
    const ds = await dataset(t);
    const scope = await algebraScope(t, ds);
    await t.property(
      filterRelation(relationTable(ds, t.settings.fixtures), 'intersect'),
      async (r) => {
        if (r.kind === 'intersect') await confirmed(t, 'B1 filter intersection', () => intersects(t, scope, ds, r.a, r.b));
      },
      { runs: heavyRuns(t) },
    );
  },
};
