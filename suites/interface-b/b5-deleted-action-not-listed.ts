// Part 3 and part 4.2 B5: a deleted action is gone for good, so the list no longer returns it. The action
// carries a unique word in its title; the list is searched for it (or, where search does not find it,
// walked newest first), a bounded number of pages. When even the live action cannot be found this way the
// check cannot judge and is skipped.
import { randomBytes } from 'node:crypto';
import { minimalBody } from './probe.ts';
import { createAction, deleteOwnAction, idOf } from './support.ts';
import { expectSuccess } from '../common/expect.ts';
import { stillThere } from './deleted.ts';
import type { ApiResponse } from '../../src/engine/api.ts';
import type { CheckContext, CheckDefinition } from '../../src/engine/types.ts';

const PAGE = 100;
const MAX_PAGES = 5;

type Query = Record<string, string | number>;

/** Walks the pages of a list query; the answer that holds the id, or undefined; null when B1 fails. */
async function findListed(t: CheckContext, query: Query, id: string): Promise<{ found?: ApiResponse; last?: ApiResponse } | null> {
  let last: ApiResponse | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const res = await t.api.call('listActions', { params: { ...query, limit: PAGE, offset: page * PAGE } });
    if (res.status !== 200) return null;
    const data = (res.json as { data?: unknown } | undefined)?.data;
    if (!Array.isArray(data)) return null;
    last = res;
    if (data.some((a) => idOf(a) === id)) return { found: res };
    if (data.length < PAGE) break;
  }
  return { last };
}

export const deletedActionNotListed: CheckDefinition = {
  id: 'B5.deleted-action-not-listed',
  title: 'after a deletion, the list no longer returns the action',
  level: 'MUST',
  interface: 'b',
  specRef: 'part 3',
  requirements: ['R-B5-deletes-permanently', 'R-B5-deletion-permanent'],
  async run(t: CheckContext) {
    const word = `unlisted${randomBytes(5).toString('hex')}`;
    const created = await createAction(t, await minimalBody(t, `${word} deleted then listed`));
    let query: Query | undefined;
    try {
      for (const q of [{ search: word }, { sortingColumn: 'createdTime', sortingDirection: 'desc' }] as Query[]) {
        const before = await findListed(t, q, created.id);
        if (before?.found) {
          query = q;
          break;
        }
      }
    } finally {
      const res = await deleteOwnAction(t, created.id);
      expectSuccess(t, res, `B5 of action ${created.id}`);
    }
    if (!query) t.skip('the live action could not be found through B1 (by search or newest first), so its absence would prove nothing');
    const after = await findListed(t, query, created.id);
    if (after === null) t.fail(`B1 ${JSON.stringify(query)} stopped answering 200 with a data array after the deletion`);
    if (after.found) {
      await stillThere(t, created.id);
      t.fail(`the deleted action ${created.id} is still listed by B1 ${JSON.stringify(query)}`, after.found.exchange);
    }
  },
};
