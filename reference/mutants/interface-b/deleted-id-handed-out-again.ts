// Part 3 and part 4.2 B5: deletion is permanent. A platform that hands out the id of the latest deleted
// action again, so that the deleted action's id reads as another one.
import type { ActionStore } from '../../interface-b/store.ts';
import type { MutantB } from './mutant.ts';

function maxId(store: ActionStore): bigint {
  return store.records().reduce((max, a) => (a.id > max ? a.id : max), 0n);
}

export const mutant: MutantB = {
  name: 'deleted-id-handed-out-again',
  fault: 'The id of a deleted action is handed out again (SQLite without AUTOINCREMENT takes MAX(rowid) + 1), so the old id reads as another action.',
  breaks: 'B5.deleted-action-gone',
  options: { mutation: { storeCreate: (input, write, store) => write(input, maxId(store) + 1n) } },
};
