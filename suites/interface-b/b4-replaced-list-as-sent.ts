// Part 4.2 B4: "a development action object containing only the fields to be changed". Whether a list sent in a
// patch replaces the stored one or is merged into it is not shown (R-B4-patch-list-items-kept), but a platform
// whose patch of a list with other items left none of the items stored has shown that it replaces that list:
// there the list sent is the field's new value, as a single value sent is. So every item sent shows as sent
// (a field of a task dropped on the way, say by an update binder that lacks it, is a field not changed), and
// [] is a value like any other, a list of no items: a platform that keeps the old items for [] took an empty
// list for a list not sent (a guard such as `if (patch.tags?.length)`). A list merged into the stored one
// (a stored item still shown), or a patch refused, decides nothing here.
import { bodyExcerpt } from '../common/expect.ts';
import { missingItems, normalText } from './compare.ts';
import { notEmpty, returnedAs } from './nullable.ts';
import { filledLists, fixturesOf, minimalBody, readAction } from './probe.ts';
import { createAction, releaseAction, updateOwnAction } from './support.ts';
import type { CheckDefinition } from '../../src/engine/types.ts';
import type { FixtureSet } from '../../generators/fixtureSet.ts';

/** Other items than filledLists' for each list field: a replaced list then shows only these. */
function otherItems(field: string, f: FixtureSet): unknown[] | undefined {
  switch (field) {
    case 'qualityBenefits':
      return ['Shorter lead time — 納期短縮'];
    case 'tags':
      return ['ラベル'];
    case 'tasks':
      return [
        {
          description: 'Approve the sample — Muster',
          ...(f.userIds.length > 0 ? { responsibleUserId: f.userIds[0] } : {}),
          deadline: '2031-06-01T08:00:00.000Z',
          timeEstimate: 2.5,
          status: 'Open',
        },
      ];
    case 'files':
      return [{ filename: 'sample.txt', folder: 'General', description: 'Sample', base64file: 'c2FtcGxl' }];
    case 'shareTo':
      // filledLists shares with the profile's last company: another one, where the profile names two.
      return f.companyIds.length > 1 ? [{ companyId: f.companyIds[0] }] : undefined;
    default:
      return undefined;
  }
}

/** What tells a sent or returned item of the list apart from the others (its text, description, file name, company). */
function keyOf(field: string, item: unknown): string | undefined {
  if (typeof item === 'string') return normalText(item);
  if (item === null || typeof item !== 'object') return undefined;
  const o = item as Record<string, unknown>;
  const v = field === 'tasks' ? o.description : field === 'files' ? o.filename : (o.companyId ?? o.id);
  return typeof v === 'string' ? normalText(v) : typeof v === 'number' || typeof v === 'bigint' ? String(v) : undefined;
}

export const replacedListAsSent: CheckDefinition = {
  id: 'B4.replaced-list-as-sent',
  title: 'where a patch replaced a list (none of its items left), the list shows every item sent as sent, and a later [] empties it',
  level: 'MUST',
  interface: 'b',
  specRef: 'part 4.2 B4',
  requirements: ['R-B4-patch-fields-to-change'],
  async run(t) {
    const lists = await filledLists(t);
    const action = await createAction(t, await minimalBody(t, 'patch lists', lists));
    try {
      let judged = 0;
      for (const [field, stored] of Object.entries(lists) as [string, unknown[]][]) {
        const sent = otherItems(field, fixturesOf(t));
        const returned = returnedAs(field);
        if (!sent || !returned) continue;
        const replaced = await updateOwnAction(t, action.id, { body: { [field]: sent } });
        if (replaced.status !== 200) {
          t.note(`B4 refused ${field} with other items (${replaced.status}): not judged`);
          continue;
        }
        const afterOther = await readAction(t, action.id, `B3 read after the patch of ${field} with other items`);
        const shown = afterOther.action[returned];
        if (!Array.isArray(shown)) continue;
        // Replaced: none of the items stored before is shown any more (a merge keeps them).
        const shownKeys = new Set(shown.map((x) => keyOf(field, x)));
        if (stored.some((x) => shownKeys.has(keyOf(field, x)))) continue;
        judged++;
        const lost = missingItems({ [field]: sent }, afterOther.action);
        if (lost.length > 0) {
          t.fail(`${field}: the patch replaced the list (none of the items stored before is shown), but not with the items sent: ${lost.slice(0, 3).join('; ')}`, afterOther.res.exchange);
        }
        const emptied = await updateOwnAction(t, action.id, { body: { [field]: [] } });
        if (emptied.status !== 200) {
          t.note(`B4 refused ${field}: [] with ${emptied.status} ${bodyExcerpt(emptied)} after it replaced the list`);
          continue;
        }
        const after = await readAction(t, action.id, `B3 read after the patch of ${field}: []`);
        const left = notEmpty(after.action, returned);
        if (left !== undefined) {
          t.fail(`${field}: a patch with other items replaced the list, but the patch ${field}: [] answered 200 and left it as it was: ${left}`, after.res.exchange);
        }
      }
      if (judged === 0) t.skip('no list was replaced by a patch with other items (merged, refused or changed otherwise): which lists a patch replaces is not shown');
    } finally {
      await releaseAction(t, action.id);
    }
  },
};
