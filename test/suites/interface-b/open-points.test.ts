// Comparisons that must not fail a correct platform over an open point: text trimmed, lists merged, a
// state that differs from the creation body for reasons of its own.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listPart, missingItems, sameText, scalarPart } from '../../../suites/interface-b/compare.ts';
import { untouchedChanges } from '../../../suites/interface-b/compare-returned.ts';
import { AMOUNT_CURRENCY, CO2_FIELD, CO2_UNIT_FIELD, ISO_4217_CODES, benefitsBody } from '../../../generators/benefitsBody.ts';
import { validActionBody } from '../../../generators/validActionBody.ts';
import { DEFAULT_FIXTURES_B } from '../../../src/defaults.ts';

describe('text normalisation is an open point', () => {
  it('takes a text read back trimmed, never one with something added or changed', () => {
    expect(sameText(' !', '!')).toBe(true);
    expect(sameText('title\n', 'title')).toBe(true);
    expect(sameText('!', ' !')).toBe(false);
    expect(sameText('abc', 'abd')).toBe(false);
    expect(sameText('   ', null)).toBe(true);
  });
});

describe('a patched list may be replaced or merged', () => {
  const patch = { title: 'New', tags: [' !', 'b'], tasks: [{ description: 'two', timeEstimate: 2 }], responsibleUserIds: [3] };

  it('splits a patch into single-valued fields and lists', () => {
    expect(Object.keys(scalarPart(patch))).toEqual(['title']);
    expect(Object.keys(listPart(patch)).sort()).toEqual(['responsibleUserIds', 'tags', 'tasks']);
  });

  it('finds every item sent among a merged list (sent 1 task, read back 2; tag " !" read back "!")', () => {
    const merged = {
      tags: ['old', '!', 'b'],
      tasks: [{ id: 1, description: 'one', timeEstimate: 1 }, { id: 2, description: 'two', timeEstimate: 2 }],
      responsibleUsers: [{ id: 1 }, { id: 3 }],
    };
    expect(missingItems(listPart(patch), merged)).toEqual([]);
  });

  it('names an item sent that is not shown', () => {
    const kept = { tags: ['old'], tasks: [{ id: 1, description: 'one', timeEstimate: 1 }], responsibleUsers: [{ id: 1 }] };
    const problems = missingItems(listPart(patch), kept);
    expect(problems).toHaveLength(3);
    expect(problems.join('\n')).toMatch(/^tags/m);
    expect(problems.join('\n')).toMatch(/^tasks\[0\]/m);
    expect(problems.join('\n')).toMatch(/^responsibleUserIds/m);
  });
});

describe('a patch is judged against the state read just before it', () => {
  const before = { id: 7, title: 'Stored title', description: 'stored', tags: ['a', 'b'], editTime: '2030-01-01T00:00:00Z', history: [] };

  it('ignores fields the patch carried, editTime and history, and list order', () => {
    const after = { ...before, title: 'Patched', tags: ['b', 'a'], editTime: '2030-01-02T00:00:00Z', history: [{ event: 'UPDATED' }] };
    expect(untouchedChanges(before, after, ['title'])).toEqual([]);
  });

  it('reports an untouched field that changed, or vanished', () => {
    const after = { ...before, title: 'Patched', description: undefined };
    expect(untouchedChanges(before, after, ['title'])).toEqual([expect.stringMatching(/^description: "stored" just before, \(absent\) after/)]);
  });

  it('maps creation fields to the returned ones they change', () => {
    const b = { categoryId: 1, categoryName: 'A', responsibleUsers: [{ id: 1 }] };
    const a = { categoryId: 2, categoryName: 'B', responsibleUsers: [{ id: 2 }] };
    expect(untouchedChanges(b, a, ['categoryId', 'responsibleUserIds'])).toEqual([]);
    expect(untouchedChanges(b, a, ['categoryId'])).toHaveLength(1);
  });
});

describe('benefits stay inside every reading of part 2.2', () => {
  it('sends each amount with an ISO 4217 currency and the CO2 figure with its unit, in any subset', () => {
    fc.assert(
      fc.property(benefitsBody({ complete: false }), (b) => {
        const o = b as Record<string, unknown>;
        for (const [amount, currency] of Object.entries(AMOUNT_CURRENCY)) {
          expect(amount in o).toBe(currency in o);
          if (currency in o) expect(ISO_4217_CODES).toContain(o[currency]);
        }
        expect(CO2_FIELD in o).toBe(CO2_UNIT_FIELD in o);
      }),
      { numRuns: 300 },
    );
  });

  it('uses the known-good benefits of the profile as they are', () => {
    const known = { annualSpend: 5, annualSpendCurrency: 'USD', targetBenefitsDescription: 'x' };
    fc.assert(
      fc.property(validActionBody({ ...DEFAULT_FIXTURES_B, benefits: known }), (body) => {
        expect(body.benefits).toEqual(known);
      }),
      { numRuns: 50 },
    );
  });
});
