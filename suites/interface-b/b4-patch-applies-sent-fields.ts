// Part 4.2 B4: the body holds "only the fields to be changed": after a successful patch, B3 shows each
// single-valued field sent (and each benefit sent) with the value sent. Lists are judged apart
// (B4.patch-applies-sent-items): whether they replace or merge is not shown; text may come back
// normalised (surrounding whitespace), which is not shown either.
import { ALL_GROUPS, differences, scalarPart } from './compare.ts';
import { patchProperty } from './patch.ts';
import type { CheckDefinition } from '../../src/engine/types.ts';

export const patchAppliesSentFields: CheckDefinition = {
  id: 'B4.patch-applies-sent-fields',
  title: 'after a successful patch, B3 shows every patched single-valued field with the value sent',
  level: 'MUST',
  interface: 'b',
  specRef: 'part 4.2 B4',
  property: true,
  run: (t) =>
    patchProperty(t, ({ patch, action, readRes }) => {
      const problems = differences(scalarPart(patch), action, ALL_GROUPS);
      if (problems.length > 0) t.fail(`a patched field does not read back as patched: ${problems.slice(0, 5).join('; ')}`, readRes.exchange);
    }),
};
