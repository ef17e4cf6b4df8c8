// Part 4.2 B4: a patch object is one change (atomicity is a SHOULD). A platform that writes a patch one
// field at a time, in the order the body lists them, awaiting each write, so that overlapping patches of
// one action leave some fields of one and some of another.
import { meetingPoint } from './meetingPoint.ts';
import type { MutantB } from './mutant.ts';

/** Where the round trip lies: each request waits there until another overlapping one arrives. */
const roundTrip = meetingPoint();

export const mutant: MutantB = {
  name: 'patch-written-field-by-field',
  fault: 'an active-record save issues one awaited UPDATE per changed attribute, in the order the JSON body lists them, outside a transaction',
  breaks: 'B4.overlapping-patches-not-mixed',
  expect: 'warning',
  options: {
    mutation: {
      storePatch: async (input, sentOrder, write) => {
        const fields = input as Record<string, unknown>;
        const order = [...sentOrder.filter((k) => k in fields), ...Object.keys(fields).filter((k) => !sentOrder.includes(k))];
        for (const [i, k] of order.entries()) {
          if (i > 0) await roundTrip();
          write({ [k]: fields[k] });
        }
      },
    },
  },
};
