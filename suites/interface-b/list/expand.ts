// Part 2.2: tasks, files, comments and history are "returned in a list only when expand includes" them;
// part 4.2 B1 gives expand's values. For any combination: a field not asked for is not returned (absent,
// or null, which carries nothing), on every item; a field asked for comes as an array, and tasks and
// files are there on the own actions created with some.
import fc from 'fast-check';
import type { CheckDefinition } from '../../../src/engine/types.ts';
import { dataset } from './dataset.ts';
import { listRuns } from './filter-check.ts';
import { itemId, label } from './items.ts';
import { describeQuery, pageOf, walk } from './query.ts';

export const EXPANDABLE = ['tasks', 'files', 'comments', 'history'] as const;

/**
 * How many of `field` the run created its action with (tasks and files; 0 for what the run does not make):
 * an answer that asked for `field` and carries no array of it left out what the action holds.
 */
export function createdWith(mine: { tasks?: number; files?: number } | undefined, field: string): number {
  return (field === 'tasks' ? mine?.tasks : field === 'files' ? mine?.files : 0) ?? 0;
}

export const expandCheck: CheckDefinition = {
  id: 'B1.expand',
  title: 'expand: tasks, files, comments and history appear in list items exactly when asked for',
  level: 'MUST',
  interface: 'b',
  specRef: 'part 2.2',
  requirements: ['R-B1-expand-values', 'R-B1-expand-related'],
  property: true,
  async run(t) {
    const ds = await dataset(t);
    const own = new Map(ds.actions.map((a) => [a.id, a]));
    const judge = async (asked: readonly string[], scope = ds.base) => {
      const params = { ...scope, expand: asked.length ? asked.join(',') : undefined };
      const w = await walk(t, params);
      for (const it of w.items) {
        const evidence = pageOf(w, it).res.exchange;
        for (const field of EXPANDABLE) {
          const value = it[field];
          if (!asked.includes(field)) {
            if (value !== undefined && value !== null) {
              t.fail(`${describeQuery(params)}: ${label(it)} carries ${field}, which expand did not ask for`, evidence);
            }
            continue;
          }
          if (value !== undefined && !Array.isArray(value)) t.fail(`${describeQuery(params)}: ${label(it)} carries ${field} that is not an array`, evidence);
          const mine = own.get(itemId(it) ?? '');
          const expected = createdWith(mine, field);
          if (expected && !Array.isArray(value)) {
            t.fail(`${describeQuery(params)}: the run's ${label(it)} was created with ${expected} ${field}, but its ${field} did not come back although expand asked for them`, evidence);
          }
          // Every one of them: the action's tasks (or files), not the first few a loader fetched.
          if (expected && Array.isArray(value) && value.length !== expected) {
            t.fail(`${describeQuery(params)}: the run's ${label(it)} was created with ${expected} ${field}, but expand returned ${value.length}`, evidence);
          }
        }
      }
      return w;
    };
    // The same query without expand and then with every value, one right after the other: the same actions
    // of the run's data set (expand adds fields, never records; others' actions may come and go meanwhile),
    // each answer with exactly what it asked for. An answer kept under a key that leaves expand out serves
    // the second the first's items.
    const plain = await judge([], ds.window);
    const all = await judge(EXPANDABLE, ds.window);
    const ownIds = (w: typeof plain) => w.items.map((it) => itemId(it) ?? '').filter((id) => own.has(id)).sort().join(',');
    if (ownIds(plain) !== ownIds(all)) {
      t.fail(`${describeQuery({ ...ds.window, expand: EXPANDABLE.join(',') })} lists other actions of the run than the same query without expand: expand adds fields to the items, not items`, all.pages[0].res.exchange);
    }
    // Newest first too: a loader that fetches the related rows in id order and hands them out by position
    // fits them to the right actions only while the page itself is in id order.
    await judge(EXPANDABLE, { ...ds.window, sortingColumn: 'createdTime', sortingDirection: 'desc' });
    await t.property(fc.shuffledSubarray([...EXPANDABLE]), async (asked) => void (await judge(asked)), { runs: listRuns(t) });
  },
};
