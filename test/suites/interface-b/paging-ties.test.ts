// Paging discrepancies confined to items that tie in the sort column are noted, not thrown: inside a
// property a thrown warning was a failing run, and shrinking could trade a real failure (an item on two
// pages with a distinct sort value) for one among ties, ending a broken platform as a mere warning.
import { describe, expect, it } from 'vitest';
import { walkPages, warnOfTies, type TieNotes } from '../../../suites/interface-b/list/paging-no-overlap-no-gap.ts';
import type { CheckContext } from '../../../src/engine/types.ts';
import { endings } from '../endings.ts';

/** Five actions; the first two share a createdTime. `pageOf` says which ids a page at (offset, limit) holds. */
function context(pageOf: (offset: number, limit: number, ids: number[]) => number[]): CheckContext {
  const items = [1, 2, 3, 4, 5].map((id) => ({ id, createdTime: id <= 2 ? '2026-01-01T00:00:00Z' : `2026-01-01T00:00:0${id}Z`, deadline: `2026-02-0${id}T00:00:00Z` }));
  const ids = items.map((x) => x.id);
  return {
    api: {
      call: async (_op: string, { params }: { params: Record<string, string | number> }) => {
        const limit = Number(params.limit);
        const offset = Number(params.offset);
        const page = pageOf(offset, limit, ids).map((id) => items.find((x) => x.id === id)!);
        return { status: 200, json: { data: page, meta: { paging: { totalCount: items.length } } }, exchange: { request: { method: 'GET', url: 'http://x/', headers: {} }, reproduce: '' } };
      },
    },
    ...endings,
  } as unknown as CheckContext;
}

const honest = (offset: number, limit: number, ids: number[]) => ids.slice(offset, offset + limit);
/** The tied pair swaps places between requests: item 1 shows twice, item 2 never (a tie may do that). */
const tiesSwap = (offset: number, limit: number, ids: number[]) => (offset === 0 && limit < ids.length ? [1] : offset > 0 ? [1, ...ids.slice(2)].slice(offset - 1, offset - 1 + limit) : honest(offset, limit, ids));

describe('walkPages', () => {
  it('passes an honest walk and notes nothing', async () => {
    const notes: TieNotes = {};
    expect(await walkPages(context(honest), {}, 'createdTime', 5, notes)).toEqual({ ok: true });
    expect(notes.first).toBeUndefined();
  });

  it('notes a discrepancy among tied items without throwing, and warns of it once asked', async () => {
    const notes: TieNotes = {};
    const t = context(tiesSwap);
    expect(await walkPages(t, {}, 'createdTime', 5, notes)).toEqual({ ok: true });
    expect(notes.first?.message).toMatch(/every such item ties with another in createdTime/);
    expect(() => warnOfTies(t, notes)).toThrow(/ties with another/);
  });

  it('reports a discrepancy among distinct sort values as a failure, whatever was noted before', async () => {
    const notes: TieNotes = { first: { message: 'an earlier tie' } };
    // Sorted by deadline nothing ties: the same swap is a real overlap.
    const outcome = await walkPages(context(tiesSwap), {}, 'deadline', 5, notes);
    expect(outcome).toMatchObject({ ok: false, message: expect.stringMatching(/on more than one page/) });
  });
});
