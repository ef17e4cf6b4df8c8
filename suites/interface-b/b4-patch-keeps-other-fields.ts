// Part 4.2 B4: a partial update changes only the fields it carries: every returned field the patch did not
// touch reads the same as in the B3 read just before the patch (not as in the creation body, whose
// differences belong to creation).
import { untouchedChanges } from './compare-returned.ts';
import { patchProperty } from './patch.ts';
import type { CheckDefinition } from '../../src/engine/types.ts';

export const patchKeepsOtherFields: CheckDefinition = {
  id: 'B4.patch-keeps-other-fields',
  title: 'after a successful patch, B3 shows every field the patch did not carry as it was just before',
  level: 'MUST',
  interface: 'b',
  specRef: 'part 4.2 B4',
  requirements: ['R-B4-patch-fields-to-change'],
  property: true,
  run: (t) =>
    patchProperty(t, ({ before, patch, action, readRes }) => {
      const problems = untouchedChanges(before, action, Object.keys(patch));
      if (problems.length > 0) {
        t.fail(`a field the patch (${Object.keys(patch).join(', ')}) did not carry changed: ${problems.slice(0, 5).join('; ')}`, readRes.exchange);
      }
    }),
};
