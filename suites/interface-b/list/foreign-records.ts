// Records the run did not create: the actions the caller sees that were created before the run's data set
// (records present before the run, actions of other companies shared with the caller's), read once per
// run with every related entity expanded, a bounded number of pages. Only read, never changed. Comments and
// their replies can only be seen here: no operation creates them.
import type { CheckContext } from '../../../src/engine/types.ts';
import { ACTION } from '../support.ts';
import { dataset } from './dataset.ts';
import { EXPANDABLE } from './expand.ts';
import { itemId, type Item } from './items.ts';
import { listPage, type Page, type Params } from './query.ts';

/** Page size and number of pages read: enough variety, bounded on a target holding much. */
const PAGE_SIZE = 100;
const MAX_PAGES = 3;

export interface ForeignRead {
  params: Params;
  pages: Page[];
  items: Item[];
}

export function foreignRecords(t: CheckContext): Promise<ForeignRead> {
  return t.shared('b.foreign-records', async () => {
    const ds = await dataset(t);
    // Just before the data set's first action (one step of the target's time precision).
    const before = ds.window.created_at_from;
    const params: Params = { ...(before === undefined ? {} : { created_at_to: before }), expand: EXPANDABLE.join(',') };
    const pages: Page[] = [];
    let read = 0;
    while (pages.length < MAX_PAGES) {
      const page = await listPage(t, { ...params, limit: PAGE_SIZE, offset: read });
      pages.push(page);
      read += page.items.length;
      if (page.items.length < PAGE_SIZE || (page.totalCount !== undefined && read >= page.totalCount)) break;
    }
    // Other checks of the run create actions too, some before the data set: those are not strangers'.
    const own = new Set(ds.actions.map((a) => a.id));
    const items = pages.flatMap((p) => p.items).filter((it) => !own.has(itemId(it) ?? '') && !t.api.ledger.createdByRun('b', ACTION, itemId(it) ?? ''));
    return { params, pages, items };
  });
}

/** The page an item came in, for evidence. */
export function foreignPageOf(read: ForeignRead, item: Item): Page {
  return read.pages.find((p) => p.items.includes(item)) ?? read.pages[0];
}
