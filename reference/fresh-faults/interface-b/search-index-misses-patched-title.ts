// Part 4.2 B1: "search | string | free-text search": a search for words of a title finds the action, also
// once a patch (B4) gave it that title. A platform whose search index is written on create only.
import { DEFAULT_BEHAVIOUR } from '../../interface-b/index.ts';
import type { StoredFields } from '../../interface-b/index.ts';
import type { FreshFault } from '../fault.ts';

/** The text the search index holds for an action: as it was created (the index is never written again). */
const INDEXED = Symbol('search index entry');
type Indexed = Partial<StoredFields> & { [INDEXED]?: Pick<Partial<StoredFields>, 'title' | 'description'> };

export const fault: FreshFault = {
  name: 'search-index-misses-patched-title',
  interface: 'b',
  requirement: 'R-B1-search',
  level: 'SHOULD',
  fault:
    'The free-text search runs on a search index (Elasticsearch fed by an entity listener, a tsvector column filled by an INSERT trigger) that is written when an action is created and never when it is updated (the listener is bound to @PostPersist only, the trigger to INSERT), so after a patch changes the title or the description, search finds the action by its old words and not by its new ones, although reads and the list show the new title.',
  spec: 'part 4.2 B1: "search | string | free-text search"; part 4.2 B4: "Partially update a development action (method PATCH) ... Request body: a development action object containing only the fields to be changed."',
  options: {
    mutation: {
      mergePatch: (current, patch) => {
        const indexed = (current as Indexed)[INDEXED] ?? { title: current.title, description: current.description };
        const merged: Indexed = { ...current, ...patch, [INDEXED]: indexed };
        return merged;
      },
      filterSearch: (action, query, caller) => {
        const indexed = (action.fields as Indexed)[INDEXED];
        return DEFAULT_BEHAVIOUR.filterSearch(indexed ? { ...action, fields: { ...action.fields, ...indexed } } : action, query, caller);
      },
    },
  },
};
