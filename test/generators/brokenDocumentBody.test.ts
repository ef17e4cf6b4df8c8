import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { brokenDocumentBody } from '../../generators/brokenDocumentBody.ts';
import { faults } from './faults.ts';


describe('brokenDocumentBody', () => {
  it('every case is invalid for A1/A2', () => {
    fc.assert(
      fc.property(brokenDocumentBody(), (c) => {
        expect(faults(c, 'interface-a/documentBody')).not.toEqual([]);
        expect(c.label.length).toBeGreaterThan(5);
      }),
      { numRuns: 2000 },
    );
  });

  it('a schema fault lies at the labelled field and nowhere else', () => {
    fc.assert(
      fc.property(brokenDocumentBody({ kinds: ['wrong-type', 'null-not-allowed', 'bad-format', 'bad-item'] }), (c) => {
        const pointer = `/${c.field.replace(/\[(\d+)\]/g, '/$1').replace(/\./g, '/')}`;
        const found = faults(c, 'interface-a/documentBody');
        expect(found.length).toBeGreaterThan(0);
        for (const f of found) expect(f.startsWith(pointer)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('Base64 breaks at random places always give invalid Base64', () => {
    fc.assert(
      fc.property(brokenDocumentBody({ kinds: ['bad-format'] }), (c) => {
        const b64 = (c.body as { base64EncodedContents: string }).base64EncodedContents;
        expect(b64).not.toMatch(/^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/);
      }),
      { numRuns: 300 },
    );
  });

  it('covers wrong types, bad Base64, bad metadata items, malformed and non-JSON bodies', () => {
    const sample = fc.sample(brokenDocumentBody(), 2000);
    expect(new Set(sample.map((c) => c.kind))).toEqual(
      new Set(['wrong-type', 'null-not-allowed', 'bad-format', 'bad-item', 'malformed-json', 'not-json', 'non-object']),
    );
    expect(new Set(sample.map((c) => c.field))).toEqual(
      new Set(['fileName', 'base64EncodedContents', 'metaData', 'metaData[0]', 'metaData[0].key', 'metaData[0].value', '(body)']),
    );
    for (const c of sample.filter((x) => x.rawBody !== undefined)) expect(c.contentType).toBeDefined();
    expect(sample.some((c) => c.kind === 'non-object' && Array.isArray(c.body))).toBe(true);
    expect(sample.some((c) => c.kind === 'non-object' && c.body === null)).toBe(true);
  });
});
