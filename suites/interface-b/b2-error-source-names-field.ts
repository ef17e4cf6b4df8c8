// Part 7: an error item's source is "the name of the offending field". For a top-level field of the wrong
// type or value, an item should name it. How nested fields are named is not shown, so they are left out,
// and that an item exists for each offending field is not stated: a recommendation.
import { describe } from '../../src/http/json.ts';
import { rejectsBroken, TOP_LEVEL_FIELDS } from './rejects.ts';
import type { CheckDefinition } from '../../src/engine/types.ts';

export const errorSourceNamesField: CheckDefinition = {
  id: 'B2.error-source-names-field',
  title: 'the 400 for a top-level field of the wrong type or value has an error item whose source is that field',
  level: 'SHOULD',
  interface: 'b',
  specRef: 'part 7',
  requirements: ['R-B-error-source-names-field'],
  property: true,
  run: (t) =>
    rejectsBroken(t, { kinds: ['wrong-type', 'bad-enum', 'null-not-allowed', 'bad-format'], fields: TOP_LEVEL_FIELDS }, (t, c, res) => {
      const errors = (res.json as { errors: { source: string }[] }).errors;
      if (c.expect.source !== undefined && !errors.some((e) => e.source === c.expect.source)) {
        t.fail(`B2 with ${c.label}: no error item has source "${c.expect.source}" (items: ${describe(errors, 300)})`, res.exchange);
      }
    }, Math.max(10, Math.ceil(t.runs / 2))),
};
