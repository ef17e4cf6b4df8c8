// Part 2.2: list items are development actions; with expand they carry tasks, files, comments and history,
// and a History item lists eventTime, event and initiator (history is returned only in a list). Every
// listed field whose value is always determined must be present, in the item and every record inside it.
import type { CheckDefinition } from '../../../src/engine/types.ts';
import { describeMissing, missingInAction } from '../../../schemas/listed.ts';
import { dataset } from './dataset.ts';
import { label } from './items.ts';
import { describeQuery, pageOf, walk } from './query.ts';

export const itemsCarryDeterminedFieldsCheck: CheckDefinition = {
  id: 'B1.items-carry-determined-fields',
  title: 'list items, expanded, carry every listed field whose value is always determined (history items included)',
  level: 'MUST',
  interface: 'b',
  specRef: 'part 2.2',
  requirements: ['R-B-action-determined-fields', 'R-B-history-fields', 'R-B-user-fields', 'R-B-company-fields', 'R-B-task-determined-fields', 'R-B-file-determined-fields'],
  async run(t) {
    const ds = await dataset(t);
    const params = { ...ds.base, expand: 'tasks,files,comments,history' };
    const w = await walk(t, params);
    for (const it of w.items) {
      const missing = missingInAction(it, 'determined');
      if (missing.length) t.fail(`${describeQuery(params)}: ${label(it)} lacks ${describeMissing(missing)}: fields part 2.2 lists whose value is always determined`, pageOf(w, it).res.exchange);
    }
  },
};
