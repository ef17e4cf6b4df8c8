import { describe, expect, it } from 'vitest';
import { NULLABLE_FIELDS, isListField, notEmpty, returnedAs } from '../../../suites/interface-b/nullable.ts';

describe('nullable creation fields', () => {
  it('are read from the creation schema: the six fields part 2.2 types "or null"', () => {
    expect(NULLABLE_FIELDS).toEqual(['businessUnitId', 'shareTo', 'qualityBenefits', 'tasks', 'tags', 'files']);
    expect(NULLABLE_FIELDS.filter(isListField)).toEqual(['shareTo', 'qualityBenefits', 'tasks', 'tags', 'files']);
    expect(returnedAs('shareTo')).toBe('sharedTo');
    expect(returnedAs('businessUnitId')).toBeUndefined();
  });

  it('an emptied list is [] or absent, never null or items', () => {
    expect(notEmpty({ tags: [] }, 'tags')).toBeUndefined();
    expect(notEmpty({}, 'tags')).toBeUndefined();
    expect(notEmpty({ tags: null }, 'tags')).toBe('tags is null, not an array');
    expect(notEmpty({ tags: ['a'] }, 'tags')).toMatch(/^tags holds 1 item/);
  });
});
