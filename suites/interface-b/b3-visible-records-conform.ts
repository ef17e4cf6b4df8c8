// Part 4.2 B3 and part 2.2: a single read of an action the run did not create (present before the run,
// or another company's shared with the caller's) answers that action with "all data": the action schema,
// every field whose value is always determined at every depth, tasks, files and comments as arrays. The
// actions are drawn with the run's seed from those the list shows (foreignRecords), the ones holding
// nested records first; they are only read. Which caller may read which action is not shown, so one that
// B3 refuses is left out, not judged.
import fc from 'fast-check';
import { describeMissing, missingInAction, ACTION_DETAIL } from '../../schemas/listed.ts';
import { validate } from '../../schemas/index.ts';
import { describe } from '../../src/http/json.ts';
import type { CheckDefinition } from '../../src/engine/types.ts';
import { foreignRecords } from './list/foreign-records.ts';
import type { Item } from './list/items.ts';
import { ACTION, idOf, pathIdOf } from './support.ts';

/** B3 reads of foreign actions per run. */
const READS = 6;

const nested = (it: Item) => ['tasks', 'files', 'comments'].reduce((n, f) => n + (Array.isArray(it[f]) ? (it[f] as unknown[]).length : 0), 0);

export const visibleRecordsConform: CheckDefinition = {
  id: 'B3.visible-records-conform',
  title: 'a single read of an action the run did not create carries all its data as part 2.2 lists it, at every depth',
  level: 'MUST',
  interface: 'b',
  specRef: 'part 4.2 B3',
  requirements: ['R-B3-returns-action', 'R-B3-detail-arrays', 'R-B-action-field-types', 'R-B-action-determined-fields', 'R-B-user-fields', 'R-B-company-fields', 'R-B-comment-fields'],
  async run(t) {
    const read = await foreignRecords(t);
    // An action another check of the run created while the list was read is the run's own, not a stranger's.
    const strangers = (id: string | undefined): id is string => id !== undefined && !t.api.ledger.createdByRun('b', ACTION, id);
    // Ids from B1's answer go into B3's path only as single segments (src/http/pathSegment.ts): another fails here, naming B1.
    const ids = [...read.items].sort((a, b) => nested(b) - nested(a)).map((it) => pathIdOf(it, 'B1')).filter(strangers);
    if (ids.length === 0) t.skip('no action the run did not create is visible');
    // The richest first, the rest drawn with the run's seed.
    const rich = ids.slice(0, Math.ceil(READS / 2));
    const rest = fc.sample(fc.shuffledSubarray(ids.slice(rich.length)), { seed: t.seed, numRuns: 1 })[0] ?? [];
    const chosen = [...rich, ...rest].slice(0, READS);
    let judged = 0;
    for (const id of chosen) {
      const res = await t.api.call('getAction', { params: { id } });
      if (res.status !== 200) continue;
      judged++;
      const action = res.json;
      if (action === null || typeof action !== 'object' || Array.isArray(action)) {
        t.fail(`B3 of action ${id}, which the run did not create: expected the development action as a JSON object, got ${describe(action, 80)}`, res.exchange);
      }
      const a = action as Record<string, unknown>;
      if (idOf(a) !== id) t.fail(`B3 for id ${id} answered the action with id ${idOf(a) ?? '(none)'}`, res.exchange);
      const problems = validate('interface-b/action', a);
      if (problems.length) t.fail(`B3 of action ${id}, which the run did not create, does not match the action schema: ${problems.slice(0, 5).join('; ')}`, res.exchange);
      const missing = missingInAction(a, 'determined');
      if (missing.length) t.fail(`B3 of action ${id}, which the run did not create, lacks ${describeMissing(missing)}: fields part 2.2 lists whose value is always determined`, res.exchange);
      const wrong = ACTION_DETAIL.filter((f) => !Array.isArray(a[f]));
      if (wrong.length) {
        t.fail(`B3 of action ${id}, which the run did not create, must carry tasks, files and comments as arrays; ${wrong.map((f) => `${f} is ${f in a ? describe(a[f], 60) : 'absent'}`).join(', ')}`, res.exchange);
      }
    }
    if (judged === 0) t.skip(`B3 answered none of the ${chosen.length} listed action(s) the run did not create with 200 (which caller may read which action is not shown)`);
    t.note(`${judged} action(s) the run did not create were read`);
  },
};
