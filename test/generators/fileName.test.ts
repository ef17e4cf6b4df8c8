import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fileName } from '../../generators/fileName.ts';

describe('fileName', () => {
  it('has an extension and none of the characters file systems refuse', () => {
    fc.assert(
      fc.property(fileName(), (name) => {
        expect(name).toMatch(/^[^.\s].*\.[a-z]+$/s);
        expect(name).not.toMatch(/[\\/:*?"<>|\u0000-\u001f\u007f]/);
      }),
      { numRuns: 200 },
    );
  });
});
