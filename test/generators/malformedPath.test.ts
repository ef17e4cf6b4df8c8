import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ODD_IDS, malformedPath } from '../../generators/malformedPath.ts';
import { DEFAULT_OPERATIONS_A, DEFAULT_OPERATIONS_B } from '../../src/defaults.ts';
import { matchOperation, parseOperation, type OperationSpec } from '../../src/profile/operations.ts';

const table = (ops: Record<string, string>): Record<string, OperationSpec> => Object.fromEntries(Object.entries(ops).map(([k, v]) => [k, parseOperation(v)]));
const B = table(DEFAULT_OPERATIONS_B);
const A = table(DEFAULT_OPERATIONS_A);
const B_FILL = { id: '9223372036854775807' };

/** The operation a request would be routed to with its own parameters, if any. */
function routed(ops: Record<string, OperationSpec>, method: string, pathAndQuery: string, headers: Record<string, string>) {
  const [path, query = ''] = pathAndQuery.split('?');
  return Object.entries(ops).find(([, spec]) => matchOperation(spec, method, path, headers, new URLSearchParams(query)));
}

describe('malformedPath', () => {
  it('yields every kind over the operations of interface B', () => {
    const sample = fc.sample(malformedPath(B, { fill: B_FILL, numericParams: ['id'] }), { numRuns: 400, seed: 5 });
    expect(new Set(sample.map((r) => r.kind))).toEqual(new Set(['unknown-sub-path', 'unknown-path', 'wrong-method', 'odd-id']));
    expect(new Set(sample.map((r) => r.operation))).toEqual(new Set(Object.keys(B)));
  });

  it('wrong methods and unknown paths match no operation; unknown sub-paths none with a known id', () => {
    fc.assert(
      fc.property(malformedPath(B, { fill: B_FILL, numericParams: ['id'] }), (r) => {
        const hit = routed(B, r.method, r.pathAndQuery, r.headers);
        if (r.kind === 'wrong-method' || r.kind === 'unknown-path') expect(hit).toBeUndefined();
        // Below the collection path, GET reads as B3 of an id that is a word: never one of anybody's records.
        if (r.kind === 'unknown-sub-path' && hit) expect(r.pathAndQuery).toMatch(/\/[a-z][a-z0-9-]+$/);
      }),
      { numRuns: 300, seed: 9 },
    );
  });

  it('never sends DELETE to a path without parameters, and odd ids are never read as a number', () => {
    fc.assert(
      fc.property(malformedPath(B, { fill: B_FILL, numericParams: ['id'] }), (r) => {
        const collections = Object.values(B).filter((s) => !s.path.includes('{')).map((s) => s.path);
        if (r.method === 'DELETE') expect(collections).not.toContain(r.pathAndQuery.split('?')[0].replace(/\/$/, ''));
      }),
      { numRuns: 300, seed: 13 },
    );
    for (const id of ODD_IDS) {
      expect(Number.isNaN(Number.parseInt(id, 10)) || Number.parseInt(id, 10) < 0 || !Number.isSafeInteger(Number(id))).toBe(true);
    }
  });

  it('uses the path of each operation of interface A and no odd id where no parameter is numeric', () => {
    const sample = fc.sample(malformedPath(A, { fill: { 'supplier-id': 's-1', materialId: 'm-1' } }), { numRuns: 300, seed: 3 });
    expect(sample.some((r) => r.kind === 'odd-id')).toBe(false);
    expect(sample.some((r) => r.pathAndQuery.startsWith('/suppliers/s-1/documents/'))).toBe(true);
    expect(sample.some((r) => r.pathAndQuery.startsWith('/materials/m-1/documents/'))).toBe(true);
    const wrong = sample.filter((r) => r.kind === 'wrong-method').map((r) => `${r.method} ${r.pathAndQuery}`);
    expect(new Set(wrong)).toEqual(
      new Set(['GET /suppliers/s-1/documents', 'PATCH /suppliers/s-1/documents', 'DELETE /suppliers/s-1/documents', 'POST /materials/m-1/documents', 'PUT /materials/m-1/documents', 'PATCH /materials/m-1/documents', 'DELETE /materials/m-1/documents']),
    );
  });

  it('keeps ids carried in the query in the query when it adds a segment', () => {
    const ops = table({ getAction: 'GET /v2/development-actions', listActions: 'GET /v2/list' });
    const sample = fc.sample(malformedPath(ops, { fill: B_FILL, numericParams: ['id'], params: { getAction: ['id'], listActions: [] } }), { numRuns: 200, seed: 1 });
    expect(sample.some((x) => x.kind === 'odd-id' && /\?id=abc$/.test(x.pathAndQuery))).toBe(true);
    for (const r of sample.filter((x) => x.kind === 'unknown-sub-path' && x.operation === 'getAction')) expect(r.pathAndQuery).toMatch(/^\/v2\/development-actions\/[a-z][a-z0-9-]+\?id=/);
  });
});
