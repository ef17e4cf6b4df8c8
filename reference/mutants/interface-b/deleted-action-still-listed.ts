// Part 3 and part 4.2 B5: deletion is permanent. A platform whose single read forgets a deleted action but
// whose list still shows it (a stale list index).
import { DEFAULT_BEHAVIOUR } from '../../interface-b/behaviour.ts';
import type { ActionRecord } from '../../interface-b/model.ts';
import type { MutantB } from './mutant.ts';

/** Deleted actions the list still shows, by id (one platform is started per mutant run). */
const stale = new Map<bigint, ActionRecord>();

export const mutant: MutantB = {
  name: 'deleted-action-still-listed',
  fault: 'The list is served from a search index or cache (Elasticsearch, a materialised view) that the delete does not update, so the read gives 404 while the list still shows the action.',
  breaks: 'B5.deleted-action-not-listed',
  options: {
    mutation: {
      removeAction: (store, id) => {
        const record = store.record(id);
        if (record) stale.set(id, record);
        store.remove(id);
      },
      sortActions: (actions, column, direction) => DEFAULT_BEHAVIOUR.sortActions([...actions, ...stale.values()], column, direction),
    },
  },
};
