// The simulator's compiled placement must put every parameter where placeParams puts it, byte for byte.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Placer } from '../../../load/simulate/placer.ts';
import { joinUrl } from '../../../src/engine/api.ts';
import { placeParams, type OperationSpec } from '../../../src/profile/operations.ts';

const NAMES = ['id', 'limit', 'q', 'x-y', 'a b', 'supplier-id', '0', 'é'];
const literal = fc.constantFrom('/', '/things/', '-', '', 'v2', '/a.b', '%20', '{', '}', '?x=1');
const template = fc.array(fc.oneof(literal, fc.constantFrom(...NAMES).map((n) => `{${n}}`)), { maxLength: 6 }).map((p) => p.join(''));
const operation: fc.Arbitrary<OperationSpec> = fc.record({
  method: fc.constantFrom('GET', 'POST', 'PATCH'),
  path: fc.oneof(template.map((t) => `/${t}`), template, fc.constant('https://elsewhere.test/x')),
  headers: fc.dictionary(fc.constantFrom('X-A', 'X-Supplier-Id'), template, { maxKeys: 2 }),
});
const value = fc.oneof(fc.string({ unit: 'binary', maxLength: 8 }), fc.string({ maxLength: 8 }), fc.integer(), fc.double(), fc.constant(undefined));
const params = fc.dictionary(fc.oneof(fc.constantFrom(...NAMES), fc.string({ maxLength: 4 })), value, { maxKeys: 6 });
const base = fc.constantFrom('http://127.0.0.1:8080', 'http://127.0.0.1:8080/api', 'http://127.0.0.1:8080/api/');

function outcome<T>(f: () => T): { value?: T; threw?: string } {
  try {
    return { value: f() };
  } catch (err) {
    return { threw: (err as Error).name };
  }
}

describe('Placer', () => {
  it('places path, header and query parameters exactly as placeParams does', () => {
    fc.assert(
      fc.property(operation, params, base, (op, p, b) => {
        const compiled = outcome(() => {
          const placed = new Placer(op, b).place(p);
          return { method: placed.method, url: placed.url, headers: placed.headers ?? {} };
        });
        const reference = outcome(() => {
          const placed = placeParams(op, p);
          return { method: placed.method, url: joinUrl(b, placed.pathAndQuery), headers: placed.headers };
        });
        expect(compiled).toEqual(reference);
      }),
      { numRuns: 2000 },
    );
  });

  it('writes a path value URI-encoded, a header value as it is, and the rest form-encoded in the query', () => {
    const op: OperationSpec = { method: 'GET', path: '/suppliers/{supplier-id}/documents', headers: { 'X-Rev': 'r{revision}' } };
    const placed = new Placer(op, 'http://127.0.0.1:1/api/').place({ 'supplier-id': 'a/b c', revision: 2, search: 'x y*~', gone: undefined });
    expect(placed).toEqual({ method: 'GET', url: 'http://127.0.0.1:1/api/suppliers/a%2Fb%20c/documents?search=x+y*%7E', headers: { 'X-Rev': 'r2' } });
  });
});
