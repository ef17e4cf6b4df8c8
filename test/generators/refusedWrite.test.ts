import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { brokenActionBody } from '../../generators/brokenActionBody.ts';
import { brokenDocumentBody } from '../../generators/brokenDocumentBody.ts';
import { documentBody } from '../../generators/documentBody.ts';
import { CREDENTIAL_REFUSALS, REFUSAL_KINDS, refusalPairs, refusalsOf, refusedWrites, type WriteOperation } from '../../generators/refusedWrite.ts';
import { validActionBody } from '../../generators/validActionBody.ts';
import { DEFAULT_FIXTURES_B } from '../../src/defaults.ts';
import { faults } from './faults.ts';

const fixtures = { categoryIds: [...DEFAULT_FIXTURES_B.categoryIds], userIds: [...DEFAULT_FIXTURES_B.userIds], companyIds: [...DEFAULT_FIXTURES_B.companyIds] };
const B: WriteOperation[] = [
  { operation: 'createAction', body: true, namesResource: false, omittable: [] },
  { operation: 'updateAction', body: true, namesResource: true, omittable: [] },
  { operation: 'deleteAction', body: false, namesResource: true, omittable: [] },
];
const A: WriteOperation[] = [
  { operation: 'createDocument', body: true, namesResource: false, omittable: ['supplier-id'] },
  { operation: 'replaceDocument', body: true, namesResource: false, omittable: ['supplier-id'] },
];
const optionsB = (refusals = REFUSAL_KINDS) => ({
  refusals,
  validBody: () => validActionBody(fixtures, { maxItems: 1, maxFileBytes: 32 }),
  brokenBody: (_op: string, r: 'invalid-body' | 'malformed-json') =>
    brokenActionBody(fixtures, { kinds: r === 'malformed-json' ? ['malformed-json'] : ['wrong-type', 'bad-enum', 'non-object'] }),
});

describe('refusedWrite', () => {
  it('gives each operation the refusals what it takes allows', () => {
    expect(refusalsOf(B[0])).toEqual(['invalid-body', 'malformed-json', 'no-credentials', 'wrong-credentials']);
    expect(refusalsOf(B[1])).toEqual(['invalid-body', 'malformed-json', 'no-credentials', 'wrong-credentials', 'unknown-id']);
    expect(refusalsOf(B[2])).toEqual(['no-credentials', 'wrong-credentials', 'unknown-id']);
    expect(refusalsOf(A[0])).toEqual(['invalid-body', 'malformed-json', 'missing-parameter', 'no-credentials', 'wrong-credentials']);
    expect(refusalPairs(B, CREDENTIAL_REFUSALS).map((p) => `${p.op.operation} ${p.refusal}`)).toEqual([
      'createAction no-credentials',
      'createAction wrong-credentials',
      'updateAction no-credentials',
      'updateAction wrong-credentials',
      'deleteAction no-credentials',
      'deleteAction wrong-credentials',
    ]);
  });

  it('draws one request of every pair per value, in table order', () => {
    fc.assert(
      fc.property(refusedWrites(B, optionsB()), (round) => {
        expect(round.map((c) => `${c.operation} ${c.refusal}`)).toEqual(refusalPairs(B, REFUSAL_KINDS).map((p) => `${p.op.operation} ${p.refusal}`));
        for (const c of round) expect(c.label.length).toBeGreaterThan(5);
      }),
      { numRuns: 100 },
    );
  });

  it('sends a valid body with every refusal that is not about the body, and none where the operation takes none', () => {
    fc.assert(
      fc.property(refusedWrites(B, optionsB(['no-credentials', 'wrong-credentials', 'unknown-id'])), (round) => {
        for (const c of round) {
          if (c.operation === 'deleteAction') expect(c.body).toBeUndefined();
          else expect(faults(c, 'interface-b/actionCreate')).toEqual([]);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('sends an invalid body or a text that is no JSON where the refusal is of the body', () => {
    fc.assert(
      fc.property(refusedWrites(B, optionsB(['invalid-body', 'malformed-json'])), (round) => {
        for (const c of round) {
          if (c.refusal === 'malformed-json') expect(() => JSON.parse(c.rawBody!)).toThrow();
          else expect(faults(c, 'interface-b/actionCreate')).not.toEqual([]);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('leaves out one omittable parameter, with a valid body', () => {
    const arb = refusedWrites(A, {
      refusals: ['missing-parameter'],
      validBody: () => documentBody({ force: 'all', maxBytes: 16 }),
      brokenBody: () => brokenDocumentBody(),
    });
    fc.assert(
      fc.property(arb, (round) => {
        expect(round.map((c) => c.operation)).toEqual(['createDocument', 'replaceDocument']);
        for (const c of round) {
          expect(c.omit).toBe('supplier-id');
          expect(faults(c, 'interface-a/documentBody')).toEqual([]);
        }
      }),
      { numRuns: 50 },
    );
  });

  it('refuses to draw when no operation meets the refusals', () => {
    expect(() => refusedWrites([B[2]], optionsB(['invalid-body']))).toThrow(/no write operation/);
  });
});
