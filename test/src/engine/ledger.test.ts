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

describe('Ledger ownership', () => {
  const entry = (id: string, mark?: string) => ({ interface: 'b' as const, kind: 'action', id, ...(mark ? { mark } : {}) });

  it('deletes a marked resource only once proven; a disowned one is listed as not ours and never reaches the remover', async () => {
    const ledger = new Ledger();
    ledger.add(entry('1', 'm'));
    ledger.add(entry('2', 'm'));
    ledger.add(entry('3', 'm'));
    ledger.prove('b', 'action', '1');
    ledger.disown('b', 'action', '2', 'reads back as a stranger\'s');
    expect(ledger.ownership('b', 'action', '1')).toBe('proven');
    expect(ledger.ownership('b', 'action', '2')).toBe('not-ours');
    expect(ledger.ownership('b', 'action', '3')).toBe('unproven');
    expect(ledger.ownership('b', 'action', '4')).toBeUndefined();
    // Not the run's: never taken for a record it created.
    expect(ledger.createdByRun('b', 'action', '2')).toBe(false);
    const removed: string[] = [];
    const proved: string[] = [];
    const summary = await ledger.cleanup(
      () => async (e) => (removed.push(e.id), true),
      10_000,
      undefined,
      undefined,
      () => async (e) => (proved.push(e.id), 'own'),
    );
    expect(proved).toEqual(['3']);
    expect(removed).toEqual(['1', '3']);
    expect(summary).toMatchObject({ created: 2, deleted: 2, leftBehind: [], notOurs: [{ interface: 'b', id: '2', reason: 'reads back as a stranger\'s' }] });
  });

  it('leaves what cleanup\'s read-back shows foreign or cannot show, and counts what is gone as deleted', async () => {
    const ledger = new Ledger();
    for (const id of ['1', '2', '3']) ledger.add(entry(id, 'm'));
    const proofs = { '1': { notOurs: 'no mark' }, '2': { unproven: 'B3 answered 500' }, '3': 'gone' } as const;
    const removed: string[] = [];
    const summary = await ledger.cleanup(() => async (e) => (removed.push(e.id), true), 10_000, undefined, undefined, () => async (e) => proofs[e.id as '1']);
    expect(removed).toEqual([]);
    expect(summary.notOurs).toEqual([{ interface: 'b', id: '1', reason: 'no mark' }]);
    expect(summary.leftBehind).toEqual([{ interface: 'b', id: '2', reason: 'B3 answered 500' }]);
    expect(summary).toMatchObject({ created: 2, deleted: 1 });
  });

  it('deletes no marked resource when nothing can prove it, and keeps a disowned id disowned', async () => {
    const ledger = new Ledger();
    ledger.add(entry('1', 'm'));
    ledger.disown('b', 'action', '9', 'stranger');
    ledger.add(entry('9', 'm'));
    ledger.prove('b', 'action', '9');
    expect(ledger.ownership('b', 'action', '9')).toBe('not-ours');
    const removed: string[] = [];
    const summary = await ledger.cleanup(() => async (e) => (removed.push(e.id), true), 10_000);
    expect(removed).toEqual([]);
    expect(summary.leftBehind.map((l) => l.id)).toEqual(['1']);
    expect(summary.notOurs?.map((n) => n.id)).toEqual(['9']);
  });
});
