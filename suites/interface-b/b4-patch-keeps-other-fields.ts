// Part 4.2 B4: a partial update changes only the fields it carries; every other field keeps the value it
// was created with.
import { ALL_GROUPS, differences } from './compare.ts';
import { patchProperty } from './patch.ts';
import type { CheckDefinition } from '../../src/engine/types.ts';

export const patchKeepsOtherFields: CheckDefinition = {
  id: 'B4.patch-keeps-other-fields',
  title: 'after a successful patch, B3 shows every field the patch did not carry unchanged',
  level: 'MUST',
  interface: 'b',
  specRef: 'part 4.2 B4',
  requirements: ['R-B4-patch-fields-to-change'],
  property: true,
  run: (t) =>
    patchProperty(t, ({ original, patch, action, readRes }) => {
      const untouched = Object.fromEntries(Object.entries(original).filter(([k]) => !Object.hasOwn(patch, k)));
      const problems = differences(untouched, action, ALL_GROUPS);
      if (problems.length > 0) {
        t.fail(`a field the patch (${Object.keys(patch).join(', ')}) did not carry changed: ${problems.slice(0, 5).join('; ')}`, readRes.exchange);
      }
    }),
};
