// The ledger of what the run created: cleanup deletes what is still recorded; whether the run created a
// resource is remembered after a check deleted it (a stranger's record is never confused with the run's).
import { describe, expect, it } from 'vitest';
import { Ledger } from '../../../src/engine/ledger.ts';

describe('Ledger', () => {
  it('remembers what the run created after a check deleted it, and cleans up only what is left', async () => {
    const ledger = new Ledger();
    ledger.add({ interface: 'b', kind: 'action', id: '1' });
    ledger.add({ interface: 'b', kind: 'action', id: '2' });
    ledger.forget('b', 'action', '1');
    expect(ledger.createdByRun('b', 'action', '1')).toBe(true);
    expect(ledger.createdByRun('b', 'action', '2')).toBe(true);
    expect(ledger.createdByRun('b', 'action', '3')).toBe(false);
    expect(ledger.createdByRun('a', 'action', '2')).toBe(false);
    const deleted: string[] = [];
    const summary = await ledger.cleanup(() => async (e) => (deleted.push(e.id), true), 10_000);
    expect(deleted).toEqual(['2']);
    expect(summary).toMatchObject({ created: 2, deleted: 2, leftBehind: [] });
  });
});
