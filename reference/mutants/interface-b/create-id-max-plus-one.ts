// Part 2.2: id is an identifier. A platform that allocates the id of a new action as the largest stored id
// plus one, read before an awaited round trip, so that creates in flight together get the same id (the
// later one overwrites the earlier).
import { meetingPoint } from './meetingPoint.ts';
import type { ActionStore } from '../../interface-b/index.ts';
import type { MutantB } from './mutant.ts';

/** Where the round trip lies: each request waits there until another overlapping one arrives. */
const roundTrip = meetingPoint();

function maxId(store: ActionStore): bigint {
  return store.records().reduce((max, a) => (a.id > max ? a.id : max), 0n);
}

export const mutant: MutantB = {
  name: 'create-id-max-plus-one',
  fault: 'the id is computed as SELECT MAX(id) + 1 and the INSERT follows after an await, outside a transaction, so overlapping creates get the same id',
  breaks: 'B2.overlapping-creates',
  options: {
    mutation: {
      storeCreate: async (input, write, store) => {
        const id = maxId(store) + 1n;
        await roundTrip();
        return write(input, id);
      },
    },
  },
};
