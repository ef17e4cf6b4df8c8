// Part 4.2 B1: `search` is a "free-text search", and B4 changes the fields a patch carries. A search for a
// word of a title that a patch gave finds the action, as one for a word of a title it was created with does
// (B1.search-finds-title): a search index written at creation only, and never on update, finds the old
// title's words and not the new one's. What a search matches is not shown, hence a warning.
import { randomBytes } from 'node:crypto';
import type { CheckDefinition } from '../../../src/engine/types.ts';
import { minimalBody } from '../probe.ts';
import { createAction, releaseAction, runMarker, updateOwnAction } from '../support.ts';
import { describeQuery, idsOf, walk } from './query.ts';

export const searchFindsPatchedTitleCheck: CheckDefinition = {
  id: 'B1.search-finds-patched-title',
  title: 'search: a search for a word of a title a patch gave finds the action',
  level: 'SHOULD',
  interface: 'b',
  specRef: 'part 4.2 B1',
  requirements: ['R-B1-search'],
  // Alone: an action made here is no part of the data set the concurrent B1 checks read.
  exclusive: true,
  async run(t) {
    const marker = await runMarker(t);
    const action = await createAction(t, await minimalBody(t, 'search after a patch'));
    try {
      // A word no other action carries: what the search finds can only be this action.
      const word = `zq${randomBytes(6).toString('hex')}`;
      const patched = await updateOwnAction(t, action.id, { body: { title: `${marker} renamed ${word}` } });
      if (patched.status !== 200) return t.skip(`B4 refused the patch of title (${patched.status}): which fields a patch may change is not shown`);
      const params = { search: word };
      const w = await walk(t, params);
      if (!idsOf(w.items).has(action.id)) {
        t.fail(`${describeQuery(params)} did not find action ${action.id}, whose title a patch made "${marker} renamed ${word}"`, w.pages[0].res.exchange);
      }
    } finally {
      await releaseAction(t, action.id);
    }
  },
};
