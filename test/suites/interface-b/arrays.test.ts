import { describe, expect, it } from 'vitest';
import { nonArrayFields } from '../../../suites/interface-b/arrays.ts';

describe('nonArrayFields', () => {
  it('finds array fields present as null or another type, at every depth the schemas give', () => {
    const action = {
      id: 1,
      tags: null,
      qualityBenefits: [],
      sharedTo: 'none',
      tasks: [{ id: 2, description: 'x' }],
      comments: [{ id: 3, replies: [] }, { id: 4, replies: null }],
      files: [],
    };
    expect(nonArrayFields(action)).toEqual([
      'action.sharedTo is "none", not an array',
      'action.tags is null, not an array',
      'action.comments[1].replies is null, not an array',
    ]);
  });

  it('leaves absent fields, empty arrays and unlisted fields alone', () => {
    expect(nonArrayFields({ id: 1, tags: [], extra: null, comments: [{ id: 1 }] })).toEqual([]);
  });
});
