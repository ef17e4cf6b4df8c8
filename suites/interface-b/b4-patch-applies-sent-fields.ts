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
  requirements: ['R-B4-patch-fields-to-change'],
  property: true,
  async run(t) {
    // A patch that sets every field to the value it already had proves nothing: count those that did not.
    let observable = 0;
    await patchProperty(t, ({ patch, before, action, readRes }) => {
      if (differences(scalarPart(patch), before, ALL_GROUPS).length > 0) observable++;
      const problems = differences(scalarPart(patch), action, ALL_GROUPS);
      if (problems.length > 0) t.fail(`a patched field does not read back as patched: ${problems.slice(0, 5).join('; ')}`, readRes.exchange);
    });
    if (observable === 0) t.warn('no applied patch changed a single-valued field from the state read just before it, so the effect of B4 could not be observed');
  },
};
