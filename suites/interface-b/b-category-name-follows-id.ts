// Part 2.2 lists categoryName beside categoryId: the name of the action's category. Nothing states it, but the
// words imply that actions of one category show one name, and that an action moved to another category by a
// patch of categoryId shows that category's name (a name copied into the action at creation and never
// refreshed shows the old one). Implied, not stated: a warning.
import { minimalBody, readAction } from './probe.ts';
import { createAction, releaseAction, updateOwnAction } from './support.ts';
import type { CheckDefinition } from '../../src/engine/types.ts';

export const categoryNameFollowsId: CheckDefinition = {
  id: 'B.category-name-follows-id',
  title: 'an action moved to another category by a patch of categoryId shows the categoryName other actions of that category show',
  level: 'SHOULD',
  interface: 'b',
  specRef: 'part 2.2',
  requirements: ['R-B-category-name-of-category'],
  async run(t) {
    const categories = [...new Set(t.settings.fixtures.categoryIds)];
    if (categories.length < 2) return t.skip('the profile declares fewer than two category ids (b.fixtures.categoryIds): no action can be moved to another category');
    const [from, to] = categories;
    const moved = await createAction(t, await minimalBody(t, 'category moved', { categoryId: from }));
    try {
      const witness = await createAction(t, await minimalBody(t, 'category witness', { categoryId: to }));
      try {
        const before = (await readAction(t, moved.id)).action.categoryName;
        const name = (await readAction(t, witness.id)).action.categoryName;
        if (typeof name !== 'string' || typeof before !== 'string' || name === before) {
          return t.skip(`categories ${from} and ${to} do not show two different names (${JSON.stringify(before)}, ${JSON.stringify(name)}): a stale name would not show`);
        }
        const patched = await updateOwnAction(t, moved.id, { body: { categoryId: to } });
        if (patched.status !== 200) return t.skip(`B4 refused categoryId ${to} (${patched.status}): which fields a patch may change is not shown`);
        const answered = (patched.json as Record<string, unknown> | null)?.categoryName;
        if (answered !== undefined && answered !== name) {
          t.fail(`after the patch of categoryId ${from} -> ${to}, the B4 answer shows categoryName ${JSON.stringify(answered)}, while an action of category ${to} shows ${JSON.stringify(name)}`, patched.exchange);
        }
        const after = await readAction(t, moved.id, 'B3 read after the patch of categoryId');
        if (after.action.categoryName !== name) {
          t.fail(
            `after the patch of categoryId ${from} -> ${to}, B3 shows categoryName ${JSON.stringify(after.action.categoryName)} (${JSON.stringify(before)} before), while an action of category ${to} shows ${JSON.stringify(name)}`,
            after.res.exchange,
          );
        }
      } finally {
        await releaseAction(t, witness.id);
      }
    } finally {
      await releaseAction(t, moved.id);
    }
  },
};
