// Part 2.2: meta.paging.currentPage is an integer (B1.list-schema). How pages are numbered is not shown;
// that the number advances from one page to the next is a SHOULD.
import type { CheckDefinition } from '../../../src/engine/types.ts';
import { dataset } from './dataset.ts';
import { describeQuery, walk } from './query.ts';

export const currentPageCheck: CheckDefinition = {
  id: 'B1.current-page-advances',
  title: 'meta.paging.currentPage advances from one page to the next',
  level: 'SHOULD',
  interface: 'b',
  specRef: 'part 4.2 B1',
  requirements: ['R-B1-current-page-advances'],
  // Compares several answers: other checks' writes in between would blur the verdict.
  exclusive: true,
  readsOnly: true,
  async run(t) {
    const ds = await dataset(t);
    const size = Math.max(1, Math.floor(ds.actions.length / 4));
    const params = { ...ds.window, sortingColumn: 'deadline', sortingDirection: 'asc' };
    const w = await walk(t, params, size);
    if (w.pages.length < 2) t.skip(`${describeQuery(params)} fits one page of ${size}`);
    for (let i = 1; i < w.pages.length; i++) {
      const [prev, next] = [w.pages[i - 1], w.pages[i]];
      if (next.items.length === 0) break;
      if (prev.currentPage === undefined || next.currentPage === undefined) {
        return t.fail(`page ${i + 1} of ${describeQuery(params)} (limit ${size}) carries no integer currentPage`, (next.currentPage === undefined ? next : prev).res.exchange);
      }
      if (next.currentPage <= prev.currentPage) {
        t.fail(
          `currentPage went from ${prev.currentPage} to ${next.currentPage} when the offset moved from ${(i - 1) * size} to ${i * size} (limit ${size})`,
          next.res.exchange,
        );
      }
    }
  },
};
