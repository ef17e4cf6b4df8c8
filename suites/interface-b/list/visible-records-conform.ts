// Part 2.2: the fields of a development action "as returned", and of the User, Company, Task, File,
// Comment, Reply and History item inside it, hold for every action an answer carries, not only the run's
// own: the actions present before the run and those other companies share with the caller's are read
// (foreignRecords, never changed) with everything expanded, and each must match the action schema, carry
// every field whose value is always determined at every depth (comments[].replies[].authorUser included),
// and carry what expand asked for as arrays.
import type { CheckDefinition } from '../../../src/engine/types.ts';
import { validate } from '../../../schemas/index.ts';
import { describeMissing, missingInAction } from '../../../schemas/listed.ts';
import { describe } from '../../../src/http/json.ts';
import { EXPANDABLE } from './expand.ts';
import { foreignPageOf, foreignRecords } from './foreign-records.ts';
import { label } from './items.ts';
import { describeQuery } from './query.ts';

export const visibleRecordsConformCheck: CheckDefinition = {
  id: 'B1.visible-records-conform',
  title: 'every visible action the run did not create (earlier records, other companies\' shared ones) matches part 2.2 at every depth when listed expanded',
  level: 'MUST',
  interface: 'b',
  specRef: 'part 2.2',
  requirements: [
    'R-B-action-field-types',
    'R-B-action-determined-fields',
    'R-B-user-fields',
    'R-B-company-fields',
    'R-B-task-determined-fields',
    'R-B-task-field-types',
    'R-B-file-determined-fields',
    'R-B-file-field-types',
    'R-B-comment-fields',
    'R-B-history-fields',
    'R-B1-expand-related',
  ],
  async run(t) {
    const read = await foreignRecords(t);
    if (read.items.length === 0) t.skip(`no action the run did not create is visible (${describeQuery(read.params)} selected only the run's own, or none)`);
    const where = describeQuery(read.params);
    for (const it of read.items) {
      const evidence = foreignPageOf(read, it).res.exchange;
      const problems = validate('interface-b/action', it);
      if (problems.length) t.fail(`${where}: ${label(it)}, which the run did not create, does not match the action schema: ${problems.slice(0, 5).join('; ')}`, evidence);
      const missing = missingInAction(it, 'determined');
      if (missing.length) t.fail(`${where}: ${label(it)}, which the run did not create, lacks ${describeMissing(missing)}: fields part 2.2 lists whose value is always determined`, evidence);
      const notArray = EXPANDABLE.filter((f) => it[f] !== undefined && !Array.isArray(it[f]));
      if (notArray.length) t.fail(`${where}: ${label(it)} carries ${notArray.map((f) => `${f} ${describe(it[f], 60)}`).join(', ')}, not an array, although expand asked for it`, evidence);
    }
    t.note(`${read.items.length} action(s) the run did not create were checked`);
  },
};
