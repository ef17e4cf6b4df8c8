// Part 4.2 B4: a patch carrying a list (tasks, files, tags, quality benefits, responsible users, sharing
// targets) is "the fields to be changed": whether the list replaces the stored one or is merged into it is
// not shown, but under either reading B3 then shows every item sent. Implied, not stated: a warning.
import { listPart, missingItems } from './compare.ts';
import { patchProperty } from './patch.ts';
import type { CheckDefinition } from '../../src/engine/types.ts';

export const patchAppliesSentItems: CheckDefinition = {
  id: 'B4.patch-applies-sent-items',
  title: 'after a successful patch of a list, B3 shows every item sent (replaced or merged)',
  level: 'SHOULD',
  interface: 'b',
  specRef: 'part 4.2 B4',
  requirements: ['R-B4-patch-list-items-kept'],
  property: true,
  run: (t) =>
    patchProperty(t, ({ patch, action, readRes }) => {
      const problems = missingItems(listPart(patch), action);
      if (problems.length > 0) t.fail(`an item of a patched list is not shown after the patch: ${problems.slice(0, 5).join('; ')}`, readRes.exchange);
    }),
};
