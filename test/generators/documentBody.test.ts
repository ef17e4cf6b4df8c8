import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { documentBody } from '../../generators/documentBody.ts';
import { validate } from '../../schemas/index.ts';

describe('documentBody', () => {
  it('every body is valid for A1/A2', () => {
    fc.assert(
      fc.property(documentBody(), (body) => {
        expect(validate('interface-a/documentBody', body)).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });

  it('leaves optional fields out, in every combination', () => {
    const shapes = new Set(fc.sample(documentBody({ maxBytes: 16 }), 3000).map((b) => Object.keys(b).sort().join(',')));
    expect(shapes.size).toBe(8);
  });

  it('forces the fields asked for', () => {
    fc.assert(
      fc.property(documentBody({ force: ['fileName'] }), (b) => typeof b.fileName === 'string'),
      { numRuns: 100 },
    );
    fc.assert(
      fc.property(documentBody({ force: 'all', minBytes: 1, maxBytes: 10 }), (b) => {
        expect(Object.keys(b).sort()).toEqual(['base64EncodedContents', 'fileName', 'metaData']);
        const size = Buffer.from(b.base64EncodedContents!, 'base64').length;
        expect(size >= 1 && size <= 10).toBe(true);
      }),
      { numRuns: 100 },
    );
  });

  it('always carries metaData when pairs are included', () => {
    fc.assert(
      fc.property(documentBody({ metaData: { include: [{ key: 'materialId', value: 'M-7' }] } }), (b) =>
        b.metaData!.some((i) => i.key === 'materialId' && i.value === 'M-7'),
      ),
      { numRuns: 100 },
    );
  });
});
