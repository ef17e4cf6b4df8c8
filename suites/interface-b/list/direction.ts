// Part 4.2 B1: direction takes sent, received or all, default all. What sent and received mean exactly is
// not shown, hence a SHOULD: the run's own actions were sent by the caller, so they appear under sent and
// all, not under received (unless shared with the caller's own company), and the default equals all.
import type { CheckDefinition } from '../../../src/engine/types.ts';
import { dataset } from './dataset.ts';
import { expectDefaultIsAll } from './direction-default-all.ts';
import { describeQuery, idsOf, walk, type Walk } from './query.ts';

export const directionCheck: CheckDefinition = {
  id: 'B1.direction',
  title: 'direction: own actions come back under sent and all, not under received; the default is all',
  level: 'SHOULD',
  interface: 'b',
  specRef: 'part 4.2 B1',
  requirements: ['R-B1-direction-sent-received', 'R-B1-direction-default-all'],
  async run(t) {
    const ds = await dataset(t);
    const read = (direction?: string) => walk(t, { ...ds.base, direction });
    const present = (w: Walk, direction: string | undefined) => {
      const ids = idsOf(w.items);
      const missing = ds.actions.filter((a) => !ids.has(a.id));
      if (missing.length > 0) {
        t.fail(
          `${describeQuery({ ...ds.base, direction })}: ${missing.length} of the run's ${ds.actions.length} own actions did not come back (e.g. ${missing[0].id})`,
          w.pages[0].res.exchange,
        );
      }
    };
    const sent = await read('sent');
    present(sent, 'sent');
    const all = await read('all');
    present(all, 'all');
    const byDefault = await read(undefined);
    present(byDefault, undefined);

    const received = await read('received');
    const ids = idsOf(received.items);
    const wrong = ds.actions.find((a) => ids.has(a.id) && (ds.me.companyId === undefined || !a.shareTo.includes(ds.me.companyId)));
    if (wrong) t.fail(`direction=received returned the run's own action ${wrong.id}, which the caller sent`, received.pages[0].res.exchange);

    // The default and all hold the same items.
    await expectDefaultIsAll(t, read, all, byDefault);
  },
};
