// Part 4.1 A2 replaces an existing file. A holder that reads the old document, and after an awaited round
// trip deletes it by the id it read and inserts the new one: two replacements in flight together both
// insert, and the file is there twice.
import { meetingPoint } from '../interface-b/meetingPoint.ts';
import type { MutantA } from './mutant.ts';

/** Where the round trip lies: each replacement waits there until another overlapping one arrives. */
const roundTrip = meetingPoint();

export const mutant: MutantA = {
  name: 'overlapping-replacements-both-insert',
  fault: 'the replacement is a read of the old row, then DELETE by its id and INSERT after an await, without a transaction, lock or unique key on (supplier, fileName), so two overlapping replacements leave two copies',
  breaks: 'A2.replaces-existing-document',
  // The copies need requests in flight together; a reproduction sends one at a time.
  replayable: false,
  mutation: {
    replaceWrite: async (doc, store) => {
      const old = store.find(doc.supplierId, doc.fileName);
      if (!old) return undefined;
      await roundTrip();
      store.removeById(doc.supplierId, old.id);
      return store.add(doc);
    },
  },
};
