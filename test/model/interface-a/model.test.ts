// The model of interface A (model/interface-a/): what it predicts for A1, A2 and A3, what it leaves open,
// and how it judges an answer. Properties run with fixed seeds.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { requirementsA } from '../../../requirements/interface-a.ts';
import {
  compareRevisions,
  create,
  emptyState,
  highestRevision,
  judgeQuery,
  MODEL_REQUIREMENTS,
  query,
  replace,
  type DocumentState,
  type QueryPrediction,
  type WriteOutcome,
} from '../../../model/interface-a/index.ts';

const KEYS = { materialKey: 'materialId', revisionKey: 'revision' };
const body = (fileName: string, materialId: string, revision?: string) => ({
  fileName,
  metaData: [{ key: 'materialId', value: materialId }, ...(revision === undefined ? [] : [{ key: 'revision', value: revision }])],
});

function after(outcome: WriteOutcome): DocumentState {
  if (outcome.kind !== 'predicted') throw new Error(`open: ${outcome.why}`);
  return outcome.state;
}

function predicted(state: DocumentState, materialId: string, revision?: string): QueryPrediction {
  const outcome = query(state, KEYS, materialId, revision);
  if (outcome.kind !== 'predicted') throw new Error(`open: ${outcome.why}`);
  return outcome.prediction;
}

/** Writes in order, each (supplier, fileName, material, revision); A2 when the supplier has the name already. */
function build(writes: [string, string, string, string | undefined][]): DocumentState {
  let state = emptyState;
  for (const [s, f, m, r] of writes) {
    const first = create(state, s, body(f, m, r));
    state = after(first.kind === 'predicted' ? first : replace(state, s, body(f, m, r)));
  }
  return state;
}

describe('the model of interface A', () => {
  it('names only MUST requirements of the catalogue', () => {
    for (const id of MODEL_REQUIREMENTS) expect(requirementsA.find((r) => r.id === id)?.level, id).toBe('MUST');
  });

  describe('revision numbers', () => {
    it('are ordered where the decimal and the dotted-version readings agree, and nowhere else', () => {
      expect(compareRevisions('2', '10')).toBe(-1);
      expect(compareRevisions('2', '2.1')).toBe(-1);
      expect(compareRevisions('2.1', '10')).toBe(-1);
      expect(compareRevisions('10', '9')).toBe(1);
      expect(compareRevisions('2.9', '2.10')).toBeUndefined();
      expect(compareRevisions('A', 'B')).toBeUndefined();
      expect(highestRevision(['1', '10', '2.1', '2'])).toBe('10');
      expect(highestRevision(['2', '2.0'])).toBeUndefined();
      expect(highestRevision([])).toBeUndefined();
    });
  });

  describe('A1', () => {
    it('creates the supplier\'s document and leaves another supplier\'s file of the same name as it was', () => {
      const state = build([
        ['s1', 'spec.pdf', 'm', '1'],
        ['s2', 'spec.pdf', 'm', '1'],
      ]);
      expect(state.documents.size).toBe(2);
      expect(predicted(state, 'm', '1').fileNames).toEqual(['spec.pdf', 'spec.pdf']);
      const outcome = create(emptyState, 's1', body('spec.pdf', 'm', '1'));
      expect(outcome.kind === 'predicted' && outcome.prediction).toMatchObject({ requirement: 'R-A1-creates-document', success: [200, 201] });
    });

    it('leaves a second create of a name the supplier has open', () => {
      const state = build([['s1', 'spec.pdf', 'm', '1']]);
      expect(create(state, 's1', body('spec.pdf', 'm', '2')).kind).toBe('open');
      // A name differing in case is another file.
      expect(create(state, 's1', body('Spec.pdf', 'm', '2')).kind).toBe('predicted');
    });
  });

  describe('A2', () => {
    it('replaces exactly the supplier\'s file of that name: not another supplier\'s, not a case variant', () => {
      let state = build([
        ['s1', 'spec.pdf', 'm', '1'],
        ['s1', 'Spec.pdf', 'm', '1'],
        ['s2', 'spec.pdf', 'm', '1'],
      ]);
      state = after(replace(state, 's1', body('spec.pdf', 'm', '2')));
      expect(predicted(state, 'm', '1').fileNames).toEqual(['Spec.pdf', 'spec.pdf']);
      expect(predicted(state, 'm', '2').fileNames).toEqual(['spec.pdf']);
      expect(predicted(state, 'm').fileNames).toEqual(['spec.pdf']);
    });

    it('leaves the replacement of a file the supplier does not have open', () => {
      const state = build([['s1', 'spec.pdf', 'm', '1']]);
      expect(replace(state, 's2', body('spec.pdf', 'm', '2')).kind).toBe('open');
      expect(replace(state, 's1', body('SPEC.pdf', 'm', '2')).kind).toBe('open');
    });
  });

  describe('A3', () => {
    const state = build([
      ['s1', 'a.pdf', 'm', '2'],
      ['s1', 'b.pdf', 'm', '2'],
      ['s2', 'c.pdf', 'm', '2.1'],
      ['s2', 'd.pdf', 'other', '10'],
    ]);

    it('lists the documents of exactly the revision asked for ("2" is not "2.1")', () => {
      expect(predicted(state, 'm', '2')).toMatchObject({ fileNames: ['a.pdf', 'b.pdf'], requirement: 'R-A3-revision-selects', answeredRevision: '2' });
      expect(predicted(state, 'm', '2.1').fileNames).toEqual(['c.pdf']);
    });

    it('lists the latest revision of the material asked for when none is asked', () => {
      expect(predicted(state, 'm')).toMatchObject({ fileNames: ['c.pdf'], requirement: 'R-A3-latest-revision-by-default', answeredRevision: '2.1' });
    });

    it('lists nothing for a revision the material lacks or a material without documents, and allows 404 then', () => {
      expect(predicted(state, 'm', '3')).toMatchObject({ fileNames: [], emptyMayBeNotFound: true });
      expect(predicted(state, 'none')).toMatchObject({ fileNames: [], emptyMayBeNotFound: true, answeredRevision: undefined });
      expect(predicted(state, 'm', '2').emptyMayBeNotFound).toBe(false);
    });

    it('compares material ids exactly (a + is not a space)', () => {
      const s = build([['s1', 'a.pdf', 'PN-100+A', '1']]);
      expect(predicted(s, 'PN-100+A').fileNames).toEqual(['a.pdf']);
      expect(predicted(s, 'PN-100 A').fileNames).toEqual([]);
    });

    it('leaves the latest revision open when a document of the material has no revision, or the order is not determined', () => {
      expect(query(build([['s1', 'a.pdf', 'm', undefined], ['s1', 'b.pdf', 'm', '1']]), KEYS, 'm').kind).toBe('open');
      expect(query(build([['s1', 'a.pdf', 'm', '2.9'], ['s1', 'b.pdf', 'm', '2.10']]), KEYS, 'm').kind).toBe('open');
      // With a revision asked, a document without one is not of it.
      expect(predicted(build([['s1', 'a.pdf', 'm', undefined], ['s1', 'b.pdf', 'm', '1']]), 'm', '1').fileNames).toEqual(['b.pdf']);
    });
  });

  describe('judging an A3 answer', () => {
    const state = build([
      ['s1', 'a.pdf', 'm', '1'],
      ['s1', 'b.pdf', 'm', '2'],
      ['s2', 'b.pdf', 'm', '2'],
      ['s2', 'c.pdf', 'm', '2'],
    ]);
    const p = predicted(state, 'm', '2');
    const items = (names: string[]) => names.map((fileName) => ({ fileName, description: '', type: 'application/pdf', extra: 1 }));

    it('takes the predicted documents in any order, with fields after type', () => {
      fc.assert(
        fc.property(fc.shuffledSubarray(p.fileNames, { minLength: p.fileNames.length }), (names) => judgeQuery(p, { status: 200, items: items(names) }) === undefined),
        { seed: 7, numRuns: 50 },
      );
    });

    it('finds any document missing, listed twice or of another revision, and names the requirement', () => {
      fc.assert(
        fc.property(fc.nat({ max: p.fileNames.length - 1 }), fc.constantFrom('drop', 'twice', 'other'), (i, how) => {
          const names = [...p.fileNames];
          if (how === 'drop') names.splice(i, 1);
          if (how === 'twice') names.push(names[i]);
          if (how === 'other') names.push('a.pdf');
          const d = judgeQuery(p, { status: 200, items: items(names) });
          return d !== undefined && d.requirement === (how === 'other' ? 'R-A3-revision-selects' : 'R-A3-documents-of-material');
        }),
        { seed: 11, numRuns: 50 },
      );
    });

    it('allows 404 only for an answer that lists nothing', () => {
      expect(judgeQuery(predicted(state, 'm', '3'), { status: 404 })).toBeUndefined();
      expect(judgeQuery(p, { status: 404 })?.requirement).toBe('R-A3-documents-of-material');
    });

    it('fails an item without a string fileName', () => {
      expect(judgeQuery(p, { status: 200, items: [...items(p.fileNames), { description: 'x' }] })?.requirement).toBe('R-A3-item-determined-fields');
    });
  });
});
