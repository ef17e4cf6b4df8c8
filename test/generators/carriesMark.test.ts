// A marked body read back carries the mark where validActionBody put it; nothing else counts as the mark.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { carriesMark } from '../../generators/carriesMark.ts';
import { validActionBody } from '../../generators/validActionBody.ts';

const FIXTURES = { categoryIds: [1], userIds: [7], companyIds: [3] };

describe('carriesMark', () => {
  it('tells a marked record by its title, description or tags only', () => {
    expect(carriesMark({ title: 'cf-1 round trip' }, 'cf-1')).toBe(true);
    expect(carriesMark({ title: 'other', tags: ['cf-1'] }, 'cf-1')).toBe(true);
    expect(carriesMark({ title: null, description: 'cf-1 refused' }, 'cf-1')).toBe(true);
    expect(carriesMark({ title: 'other', qualityBenefits: ['cf-1'] }, 'cf-1')).toBe(false);
    expect(carriesMark(null, 'cf-1')).toBe(false);
    expect(carriesMark([{ title: 'cf-1' }], 'cf-1')).toBe(false);
  });

  it('finds the mark in every body validActionBody marks, and not another run\'s', () => {
    fc.assert(
      fc.property(validActionBody(FIXTURES, { marker: 'cf-run-1' }), (body) => {
        expect(carriesMark(body, 'cf-run-1')).toBe(true);
        expect(carriesMark(body, 'cf-run-2')).toBe(false);
      }),
    );
  });
});
