// One shape for every B1 filter check: a property over generated filter values, each query narrowed to
// the run's time window. (1) Every returned item satisfies the filter; (2) every own action the model
// says matches comes back.
import type { CheckContext, CheckDefinition, Level } from '../../../src/engine/types.ts';
import { dataset, type Dataset } from './dataset.ts';
import type { Filter } from './filters.ts';
import { label } from './items.ts';
import { describeQuery, idsOf, pageOf, walk, type Params } from './query.ts';

/** Runs of a B1 property: the data set is shared, each run costs a request or two. */
export function listRuns(t: CheckContext): number {
  return Math.max(1, Math.ceil(t.runs / 4));
}

/** Checks one generated filter value against the data set; shared with B1.filter-combination. */
export async function assertFilter<V>(t: CheckContext, ds: Dataset, filter: Filter<V>, value: V, extra: Params = {}): Promise<void> {
  const params: Params = { ...ds.base, ...filter.params(value, ds), ...extra };
  const w = await walk(t, params);
  for (const it of w.items) {
    const why = filter.mismatch(it, value);
    if (why !== undefined) {
      t.fail(`${label(it)} came back for ${describeQuery(params)} but does not match the ${filter.name} filter: ${why}`, pageOf(w, it).res.exchange);
    }
  }
  const returned = idsOf(w.items);
  for (const a of ds.actions) {
    if (filter.own(a, value, ds) === true && !returned.has(a.id)) {
      t.fail(
        `the run's action ${a.id} ("${a.title}") matches ${describeQuery(params)} but did not come back (${w.items.length} items over ${w.pages.length} page(s), totalCount ${w.totalCount ?? 'absent'})`,
        w.pages[0].res.exchange,
      );
    }
  }
}

export interface FilterCheckSpec<V> {
  id: string;
  title: string;
  filter: Filter<V>;
  level?: Level;
  requirements: readonly string[];
  /** What the data set itself must show before the filter is worth checking against it. */
  precondition?(t: CheckContext, ds: Dataset): void;
}

export function filterCheck<V>(spec: FilterCheckSpec<V>): CheckDefinition {
  return {
    id: spec.id,
    title: spec.title,
    level: spec.level ?? 'MUST',
    interface: 'b',
    specRef: 'part 4.2 B1',
    requirements: spec.requirements,
    property: true,
    async run(t) {
      const ds = await dataset(t);
      spec.precondition?.(t, ds);
      const widest = spec.filter.widest?.(ds, t.settings.fixtures);
      if (widest !== undefined) await assertFilter(t, ds, spec.filter, widest);
      await t.property(spec.filter.values(ds, t.settings.fixtures), (v) => assertFilter(t, ds, spec.filter, v), { runs: listRuns(t) });
    },
  };
}
