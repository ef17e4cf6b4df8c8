import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FIXTURES_B } from '../../src/defaults.ts';
import { brokenActionBody } from '../../generators/brokenActionBody.ts';
import { faults } from './faults.ts';

const REQUIRED = ['status', 'title', 'categoryId', 'allowTaskEditingForPartners', 'benefits'];


describe('brokenActionBody', () => {
  it('every case is invalid, exactly one of body and rawBody is set, and the label is readable', () => {
    fc.assert(
      fc.property(brokenActionBody(DEFAULT_FIXTURES_B), (c) => {
        expect(faults(c, 'interface-b/actionCreate')).not.toEqual([]);
        expect((c.body === undefined) !== (c.rawBody === undefined) || c.body === null).toBe(true);
        expect(c.label.length).toBeGreaterThan(5);
      }),
      { numRuns: 2000 },
    );
  });

  it('a schema fault lies at the labelled field and nowhere else', () => {
    fc.assert(
      fc.property(brokenActionBody(DEFAULT_FIXTURES_B, { kinds: ['missing-required', 'wrong-type', 'null-not-allowed', 'bad-enum', 'bad-format', 'bad-item'] }), (c) => {
        const pointer = `/${c.field.replace(/\[(\d+)\]/g, '/$1').replace(/\./g, '/')}`;
        for (const f of faults(c, 'interface-b/actionCreate')) expect(f.startsWith(pointer)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('a missing required field expects MISSING_REQUIRED_PARAMETER with the field as source', () => {
    const seen = new Set<string>();
    fc.assert(
      fc.property(brokenActionBody(DEFAULT_FIXTURES_B, { kinds: ['missing-required'] }), (c) => {
        expect(REQUIRED).toContain(c.field);
        expect(c.expect).toEqual({ type: 'MISSING_REQUIRED_PARAMETER', source: c.field });
        expect(Object.keys(c.body as object)).not.toContain(c.field);
        expect(faults(c, 'interface-b/actionCreate')).toEqual([`/${c.field} is required`]);
        seen.add(c.field);
      }),
      { numRuns: 100 },
    );
    expect([...seen].sort()).toEqual([...REQUIRED].sort());
  });

  it('covers every kind, every top-level field and nested fields', () => {
    const sample = fc.sample(brokenActionBody(DEFAULT_FIXTURES_B), 3000);
    expect(new Set(sample.map((c) => c.kind))).toEqual(
      new Set(['missing-required', 'wrong-type', 'null-not-allowed', 'bad-format', 'bad-enum', 'bad-item', 'malformed-json', 'non-object']),
    );
    const fields = new Set(sample.map((c) => c.field));
    for (const f of [...REQUIRED, 'deadline', 'description', 'businessUnitId', 'shareTo', 'qualityBenefits', 'responsibleUserIds', 'tasks', 'tags', 'files']) {
      expect(fields).toContain(f);
    }
    expect(fields).toContain('benefits.annualSpend');
    expect(fields).toContain('tasks[0].deadline');
    expect(fields).toContain('files[0].base64file');
    expect(sample.some((c) => c.kind === 'bad-enum' && (c.body as { status: unknown }).status === 'Open')).toBe(true);
  });

  it('filters by kind and field, keeps a marker, and refuses an empty selection', () => {
    fc.assert(
      fc.property(brokenActionBody(DEFAULT_FIXTURES_B, { fields: ['title'], kinds: ['wrong-type'], marker: 'cf-7' }), (c) => {
        expect(c.field).toBe('title');
        expect(c.kind).toBe('wrong-type');
        expect(typeof (c.body as { title: unknown }).title).not.toBe('string');
        expect((c.body as { tags: string[] }).tags).toContain('cf-7');
      }),
      { numRuns: 50 },
    );
    expect(() => brokenActionBody(DEFAULT_FIXTURES_B, { fields: ['nothing'] })).toThrow();
  });
});
