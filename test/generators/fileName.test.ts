import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanBaseName, fileName } from '../../generators/fileName.ts';

describe('fileName', () => {
  it('has an extension or none, and none of the characters file systems refuse', () => {
    let without = 0;
    fc.assert(
      fc.property(fileName(), (name) => {
        expect(name).toMatch(/^[^.\s](.*[^.\s])?$/s);
        expect(name).not.toMatch(/[\\/:*?"<>|\u0000-\u001f\u007f]/);
        if (!/\.[a-z]+$/.test(name)) without++;
      }),
      { numRuns: 200, seed: 20261124 },
    );
    // About one in eight has no extension: some, not most.
    expect(without).toBeGreaterThan(5);
    expect(without).toBeLessThan(60);
  });

  it('never starts or ends a base name with a space or a dot, whatever the text', () => {
    expect(cleanBaseName('. !')).toBe('!');
    expect(cleanBaseName(' .x. ')).toBe('x');
    expect(cleanBaseName('..')).toBe('file');
    expect(cleanBaseName('a  b')).toBe('a b');
  });
});
