// Part 4.2 B1 states direction's default: all. A list without direction holds what direction=all holds,
// which is stated (a MUST), unlike what sent and received mean (B1.direction, a SHOULD). Read as all,
// default, all, default: an item in both reads of one kind that the read of the other kind in between
// lacks existed all along (ids are not reused), whatever other clients create or delete meanwhile.
import type { CheckContext, CheckDefinition } from '../../../src/engine/types.ts';
import { dataset } from './dataset.ts';
import { describeQuery, idsOf, walk, type Walk } from './query.ts';

export const directionDefaultAllCheck: CheckDefinition = {
  id: 'B1.direction-default-all',
  title: 'direction defaults to all: a list without direction holds the same items as direction=all',
  level: 'MUST',
  interface: 'b',
  specRef: 'part 4.2 B1',
  requirements: ['R-B1-direction-default-all'],
  async run(t) {
    const ds = await dataset(t);
    const read = (direction?: string) => walk(t, { ...ds.base, direction });
    const all = await read('all');
    const byDefault = await read(undefined);
    await expectDefaultIsAll(t, read, all, byDefault, ` from ${describeQuery(ds.base)}`);
  },
};

/**
 * Reads all and the default once more after the given pair and fails when an item is in both reads of one
 * kind but missing from the read of the other kind in between (it existed all along: ids are not reused).
 */
export async function expectDefaultIsAll(t: CheckContext, read: (direction?: string) => Promise<Walk>, all: Walk, byDefault: Walk, where = ''): Promise<void> {
  const all2 = await read('all');
  const byDefault2 = await read(undefined);
  const [a1, d1, a2, d2] = [all, byDefault, all2, byDefault2].map((w) => idsOf(w.items));
  const notByDefault = [...a1].filter((id) => a2.has(id) && !d1.has(id));
  const notInAll = [...d1].filter((id) => d2.has(id) && !a2.has(id));
  if (notByDefault.length > 0) {
    t.fail(`${notByDefault.length} item(s) listed with direction=all are missing${where} without direction (e.g. ${notByDefault[0]}); the default is all`, byDefault.pages[0].res.exchange);
  }
  if (notInAll.length > 0) {
    t.fail(`${notInAll.length} item(s) listed without direction are missing with direction=all (e.g. ${notInAll[0]}); the default is all`, all2.pages[0].res.exchange);
  }
}
