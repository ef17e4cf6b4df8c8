// B3.visible-records-conform reads actions the run did not create. Other checks of the same run create (and
// delete) actions too, some before the B1 data set: the list shows them among records older than the data
// set, and by the time B3 reads them they may be gone. They are the run's own, never read as a stranger's.
import { describe, expect, it } from 'vitest';
import { visibleRecordsConform } from '../../../suites/interface-b/b3-visible-records-conform.ts';
import type { ForeignRead } from '../../../suites/interface-b/list/foreign-records.ts';
import type { CheckContext } from '../../../src/engine/types.ts';
import { Ended, endings } from '../endings.ts';

/** A check context whose foreign read lists `listed`, of which the run created `own`; B3 answers `answer(id)`. */
function context(listed: string[], own: string[], answer: (id: string) => { status: number; json?: unknown }) {
  const reads: string[] = [];
  const notes: string[] = [];
  const read: ForeignRead = { params: {}, pages: [], items: listed.map((id) => ({ id: Number(id) })) };
  const t = {
    id: visibleRecordsConform.id,
    seed: 7,
    runs: 5,
    signal: new AbortController().signal,
    shared: async (key: string) => {
      if (key !== 'b.foreign-records') throw new Error(`unexpected shared ${key}`);
      return read;
    },
    api: {
      ledger: { createdByRun: (iface: string, kind: string, id: string) => iface === 'b' && kind === 'action' && own.includes(id) },
      call: async (operation: string, { params }: { params: { id: string } }) => {
        expect(operation).toBe('getAction');
        reads.push(params.id);
        return { ...answer(params.id), exchange: undefined };
      },
    },
    ...endings,
    note: (m: string) => notes.push(m),
  } as unknown as CheckContext;
  return { t, reads, notes };
}

async function outcome(t: CheckContext): Promise<{ how: string; message: string } | undefined> {
  try {
    await visibleRecordsConform.run(t);
    return undefined;
  } catch (err) {
    if (err instanceof Ended) return { how: err.how, message: err.message };
    throw err;
  }
}

describe('B3.visible-records-conform', () => {
  it("never reads an action another check of the run created, even when the list showed it and it is gone since", async () => {
    const { t, reads } = context(['41', '42'], ['41', '42'], () => ({ status: 404 }));
    expect(await outcome(t)).toEqual({ how: 'skip', message: 'no action the run did not create is visible' });
    expect(reads).toEqual([]);
  });

  it("reads only the strangers' actions among the run's own", async () => {
    const { t, reads, notes } = context(['41', '7', '42'], ['41', '42'], () => ({ status: 404 }));
    const end = await outcome(t);
    expect(reads).toEqual(['7']);
    // A stranger's action B3 refuses is left out, not judged (which caller may read which is not shown).
    expect(end?.how).toBe('skip');
    expect(end?.message).toMatch(/^B3 answered none of the 1 listed action/);
    expect(notes).toEqual([]);
  });

  it("still judges a stranger's action B3 answers", async () => {
    const { t, reads } = context(['41', '7'], ['41'], () => ({ status: 200, json: { id: 8 } }));
    expect(await outcome(t)).toEqual({ how: 'fail', message: 'B3 for id 7 answered the action with id 8' });
    expect(reads).toEqual(['7']);
  });
});
