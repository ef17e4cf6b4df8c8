// Part 4.2 B4 with part 2.2: a patch carries fields of the creation table, whose lists are typed "array of
// … or null". Null in such a list means no items, as [] does: a platform that takes [] for a list must take
// null too, and with the same effect (both clear the list, or, where patched lists are merged into the
// stored ones, both leave it as it was). Which fields a patch may change is not shown: a list the target
// refuses to patch with [] proves nothing. Implied, not stated (the table is of creation): a warning.
import { bodyExcerpt } from '../common/expect.ts';
import { NULLABLE_FIELDS, isListField, notEmpty, returnedAs } from './nullable.ts';
import { filledLists, minimalBody, readAction } from './probe.ts';
import { createAction, releaseAction, updateOwnAction } from './support.ts';
import type { ApiResponse } from '../../src/engine/api.ts';
import type { CheckContext, CheckDefinition } from '../../src/engine/types.ts';


interface Outcome {
  res: ApiResponse;
  read?: { res: ApiResponse; action: Record<string, unknown> };
}

async function patchAndRead(t: CheckContext, id: string, field: string, value: unknown): Promise<Outcome> {
  const res = await updateOwnAction(t, id, { body: { [field]: value } });
  if (res.status !== 200) return { res };
  return { res, read: await readAction(t, id, `B3 read after the patch of ${field}: ${JSON.stringify(value)}`) };
}

export const nullClearsLikeEmpty: CheckDefinition = {
  id: 'B4.null-clears-like-empty',
  title: 'a patch taking [] for a list typed "or null" takes null too, with the same effect',
  level: 'SHOULD',
  interface: 'b',
  specRef: 'part 4.2 B4',
  requirements: ['R-B4-null-as-empty'],
  async run(t) {
    const lists = await filledLists(t);
    const fields = NULLABLE_FIELDS.filter((f) => isListField(f) && Object.hasOwn(lists, f));
    // Two actions alike: one patched with null, the other with [].
    const withNull = await createAction(t, await minimalBody(t, 'patch null', lists));
    try {
      const withEmpty = await createAction(t, await minimalBody(t, 'patch empty', lists));
      try {
        for (const field of fields) {
          const returned = returnedAs(field)!;
          const empty = await patchAndRead(t, withEmpty.id, field, []);
          const nul = await patchAndRead(t, withNull.id, field, null);
          if (nul.res.status >= 500) t.fail(`B4 with ${field}: null answered ${nul.res.status} ${bodyExcerpt(nul.res)}`, nul.res.exchange);
          if (!empty.read) {
            t.note(`B4 refused ${field}: [] (${empty.res.status}): ${field} may not be changeable, so null was not judged`);
            continue;
          }
          if (!nul.read) {
            t.fail(`B4 took ${field}: [] (200) but refused ${field}: null with ${nul.res.status} ${bodyExcerpt(nul.res)}; part 2.2 types it "or null"`, nul.res.exchange);
          }
          const read = nul.read!;
          // Cleared by [] but not by null: null was ignored (or taken as something else).
          const leftByNull = notEmpty(read.action, returned);
          if (notEmpty(empty.read.action, returned) === undefined && leftByNull !== undefined) {
            t.fail(`${field}: [] cleared the list, ${field}: null did not: after it ${leftByNull}`, read.res.exchange);
          }
        }
      } finally {
        await releaseAction(t, withEmpty.id);
      }
    } finally {
      await releaseAction(t, withNull.id);
    }
  },
};
