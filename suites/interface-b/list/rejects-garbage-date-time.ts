// Part 4.2 B1 types created_at_from/_to and edited_at_from/_to as "string, date-time", and part 7 gives 400
// for "request invalid". A value that is no date-time at all is implied to be refused, not swallowed (an
// ignored bound silently widens the list): a warning, as the rule is implied rather than stated.
import type { CheckDefinition } from '../../../src/engine/types.ts';

const PARAMETERS = ['created_at_from', 'created_at_to', 'edited_at_from', 'edited_at_to'];
const GARBAGE = ['not-a-date', '2024-13-45T99:99:99Z'];

export const rejectsGarbageDateTimeCheck: CheckDefinition = {
  id: 'B1.rejects-garbage-date-time',
  title: 'a date-time list parameter that is no date-time is refused with 400',
  level: 'SHOULD',
  interface: 'b',
  specRef: 'part 4.2 B1',
  requirements: ['R-B1-date-time-parameters-validated'],
  async run(t) {
    for (const name of PARAMETERS) {
      for (const value of GARBAGE) {
        const res = await t.api.call('listActions', { params: { [name]: value } });
        if (res.status !== 400) t.fail(`${name}=${value}: expected 400 for a value that is no date-time, got ${res.status}`, res.exchange);
      }
    }
  },
};
