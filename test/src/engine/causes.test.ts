// Root cause first: which failure explains which, and the order a reader meets them in.
import { describe, expect, it } from 'vitest';
import { attributeCauses, byCause, groupByCause } from '../../../src/engine/causes.ts';
import type { CheckResult, Level, Status } from '../../../src/engine/types.ts';

function result(id: string, status: Status, dependsOn?: string[], level: Level = 'MUST'): CheckResult {
  const operation = id.split('.')[0];
  return { id, interface: id.startsWith('A') ? 'a' : 'b', operation, title: id, level, specRef: 'part 4', status, message: '', durationMs: 0, requests: 1, retries: 0, ...(dependsOn ? { dependsOn } : {}) };
}
const ids = (rs: CheckResult[]) => rs.map((r) => r.id);

describe('attributeCauses', () => {
  it('a failure that stood on writes of an operation a failed MUST check judges names that check', () => {
    const rs = [result('B1.filter-a', 'failed', ['B2', 'B4']), result('B2.round-trip', 'passed'), result('B4.keeps-other-fields', 'failed', ['B2', 'B4'])];
    attributeCauses(rs);
    expect(rs[0].causedBy).toEqual({ check: 'B4.keeps-other-fields', operation: 'B4' });
    expect(rs[2].causedBy).toBeUndefined();
  });

  it('a warning is explained too; a SHOULD warning, a passed check or the own operation explain nothing', () => {
    const rs = [result('B1.sorting', 'warning', ['B2'], 'SHOULD'), result('B2.x', 'failed', ['B2']), result('B3.y', 'failed', ['B3', 'B4']), result('B4.z', 'warning', ['B4'], 'SHOULD')];
    attributeCauses(rs);
    expect(rs[0].causedBy).toEqual({ check: 'B2.x', operation: 'B2' });
    expect(rs[2].causedBy).toBeUndefined();
  });

  it('a read counts too; a cause that used the failing check\'s operation in turn is passed over for one that did not', () => {
    const rs = [
      result('A2.replacement-takes-effect', 'failed', ['A1', 'A2', 'A3']),
      result('A3.finds-created-document', 'failed', ['A1', 'A2', 'A3']),
      result('A3.returns-data-array', 'failed', ['A1', 'A3']),
    ];
    attributeCauses(rs);
    expect(rs[0].causedBy).toEqual({ check: 'A3.returns-data-array', operation: 'A3' });
    expect(rs[1].causedBy).toBeUndefined();
  });

  it('of several operations it stood on, names the failure nearest the root, not one that another candidate explains', () => {
    // B.values-round-trip read through B1 and wrote with B2; the B1 failure stood on B2's writes itself.
    const rs = [
      result('B1.filter-statuses', 'failed', ['B1', 'B2']),
      result('B2.status-kept', 'failed', ['B2', 'B3']),
      result('B.values-round-trip', 'failed', ['B1', 'B2', 'B3', 'B4']),
    ];
    rs[2].operation = 'B';
    attributeCauses(rs);
    expect(rs[2].causedBy).toEqual({ check: 'B2.status-kept', operation: 'B2' });
    expect(rs[0].causedBy).toEqual({ check: 'B2.status-kept', operation: 'B2' });
  });

  it('two operations that each stood on the other: neither is named', () => {
    const rs = [result('B2.round-trip-tasks', 'failed', ['B2', 'B3']), result('B3.detail-arrays', 'failed', ['B2', 'B3'])];
    attributeCauses(rs);
    expect(rs.map((r) => r.causedBy)).toEqual([undefined, undefined]);
  });

  it('without a dependency there is no cause, whatever else failed', () => {
    const rs = [result('B1.filter-a', 'failed'), result('B4.keeps-other-fields', 'failed', ['B4'])];
    attributeCauses(rs);
    expect(rs[0].causedBy).toBeUndefined();
  });
});

describe('byCause', () => {
  it('moves each explained failure right after its cause, chains included; the rest keep their order', () => {
    const rs = [
      result('B1.filter-a', 'failed', ['B4']),
      result('B1.paging', 'passed'),
      result('B1.filter-b', 'failed', ['B4']),
      result('B2.round-trip', 'failed', ['B2']),
      result('B4.keeps', 'failed', ['B2', 'B4']),
      result('B5.gone', 'passed'),
    ];
    const out = byCause(rs);
    expect(ids(out)).toEqual(['B1.paging', 'B2.round-trip', 'B4.keeps', 'B1.filter-a', 'B1.filter-b', 'B5.gone']);
    expect(out.find((r) => r.id === 'B4.keeps')!.causedBy).toEqual({ check: 'B2.round-trip', operation: 'B2' });
    expect(out).toHaveLength(rs.length);
  });

  it('undoes a loop of causes, and loses no result', () => {
    const a = result('B2.a', 'failed', ['B4']);
    const b = result('B4.b', 'failed', ['B2']);
    a.causedBy = { check: 'B4.b', operation: 'B4' };
    b.causedBy = { check: 'B2.a', operation: 'B2' };
    const out = groupByCause([a, b, result('B5.c', 'passed')]);
    expect(out).toHaveLength(3);
    expect(ids(out)[0]).toBe(out.find((r) => !r.causedBy)!.id);
    expect(out.filter((r) => r.causedBy)).toHaveLength(1);
  });
});
