// Part 4.2 B4: "a development action object containing only the fields to be changed". Whether a list sent in a
// patch replaces the stored one or is merged into it is not shown (R-B4-patch-list-items-kept), but a platform
// whose patch of a list with other items left exactly the items sent has shown that it replaces that list:
// there the list sent is the field's new value, and [] is a value like any other, a list of no items. A
// platform that then keeps the old items for [] took an empty list for a list not sent (a guard such as
// `if (patch.tags?.length)`), and did not change a field the patch carried. A list merged into the stored one,
// or a patch refused, decides nothing here.
import { bodyExcerpt } from '../common/expect.ts';
import { missingItems } from './compare.ts';
import { filledLists } from './b4-null-clears-like-empty.ts';
import { notEmpty, returnedAs } from './nullable.ts';
import { fixturesOf, minimalBody, readAction } from './probe.ts';
import { createAction, releaseAction, updateOwnAction } from './support.ts';
import type { CheckDefinition } from '../../src/engine/types.ts';

/** Other items than filledLists' for each list field: a replaced list then shows only these. */
function otherItems(field: string, companyIds: readonly number[]): unknown[] | undefined {
  switch (field) {
    case 'qualityBenefits':
      return ['Shorter lead time — 納期短縮'];
    case 'tags':
      return ['ラベル'];
    case 'tasks':
      return [{ description: 'Approve the sample — Muster', deadline: '2031-06-01T08:00:00.000Z', timeEstimate: 2, status: 'Open' }];
    case 'files':
      return [{ filename: 'sample.txt', folder: 'General', description: 'Sample', base64file: 'c2FtcGxl' }];
    case 'shareTo':
      // filledLists shares with the profile's last company: another one, where the profile names two.
      return companyIds.length > 1 ? [{ companyId: companyIds[0] }] : undefined;
    default:
      return undefined;
  }
}

export const emptyListClearsReplacedList: CheckDefinition = {
  id: 'B4.empty-list-clears-replaced-list',
  title: 'a patch of a list with [] leaves it empty where a patch with other items replaced that list',
  level: 'MUST',
  interface: 'b',
  specRef: 'part 4.2 B4',
  requirements: ['R-B4-patch-fields-to-change'],
  async run(t) {
    const lists = await filledLists(t);
    const action = await createAction(t, await minimalBody(t, 'patch lists', lists));
    try {
      let judged = 0;
      for (const field of Object.keys(lists)) {
        const sent = otherItems(field, fixturesOf(t).companyIds);
        const returned = returnedAs(field);
        if (!sent || !returned) continue;
        const replaced = await updateOwnAction(t, action.id, { body: { [field]: sent } });
        if (replaced.status !== 200) {
          t.note(`B4 refused ${field} with other items (${replaced.status}): not judged`);
          continue;
        }
        const afterOther = await readAction(t, action.id, `B3 read after the patch of ${field} with other items`);
        const shown = afterOther.action[returned];
        // Replaced: exactly as many items as sent, each of them there (none of the stored ones left).
        if (!Array.isArray(shown) || shown.length !== sent.length || missingItems({ [field]: sent }, afterOther.action).length > 0) continue;
        judged++;
        const emptied = await updateOwnAction(t, action.id, { body: { [field]: [] } });
        if (emptied.status !== 200) {
          t.note(`B4 refused ${field}: [] with ${emptied.status} ${bodyExcerpt(emptied)} after it replaced the list`);
          continue;
        }
        const after = await readAction(t, action.id, `B3 read after the patch of ${field}: []`);
        const left = notEmpty(after.action, returned);
        if (left !== undefined) {
          t.fail(
            `${field}: a patch with other items replaced the list (B3 showed exactly the items sent), but the patch ${field}: [] answered 200 and left the list as it was: ${left}`,
            after.res.exchange,
          );
        }
      }
      if (judged === 0) t.skip('no list was replaced by a patch with other items (merged, refused or changed otherwise): which lists a patch replaces is not shown');
    } finally {
      await releaseAction(t, action.id);
    }
  },
};
