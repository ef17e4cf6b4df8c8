import { describe, it, expect } from 'vitest';
import { Registry, matchesOnly, operationOf } from '../../../src/engine/registry.ts';
import { suites } from '../../../suites/index.ts';
import { SPEC_PARTS } from '../../../src/engine/specParts.ts';
import type { CheckDefinition } from '../../../src/engine/types.ts';

const check = (id: string, extra: Partial<CheckDefinition> = {}): CheckDefinition => ({
  id,
  title: 't',
  level: 'MUST',
  interface: 'b',
  specRef: 'part 7',
  requirements: ['R-B-error-body'],
  run: async () => undefined,
  ...extra,
});

const KNOWN: ReadonlySet<string> = new Set(['R-B-error-body', 'R-A-error-body']);

describe('Registry', () => {
  it('refuses a duplicate id', () => {
    const r = new Registry('b', KNOWN).register(check('B2.x'));
    expect(() => r.register(check('B2.x'))).toThrow(/duplicate check id B2\.x/);
  });
  it('refuses ids, interfaces and spec references of the wrong form', () => {
    expect(() => new Registry('b', KNOWN).register(check('B2_x'))).toThrow(/not <operation>/);
    expect(() => new Registry('b', KNOWN).register(check('B9.x'))).toThrow(/not <operation>/);
    expect(() => new Registry('a', KNOWN).register(check('B2.x'))).toThrow(/belongs to interface b/);
    expect(() => new Registry('b', KNOWN).register(check('B2.x', { specRef: '7' }))).toThrow(/not a part/);
  });
  it('refuses a check that names no requirement, or one the catalogue does not have', () => {
    expect(() => new Registry('b', KNOWN).register(check('B2.x', { requirements: [] }))).toThrow(/B2\.x names no requirement/);
    expect(() => new Registry('b', KNOWN).register(check('B2.x', { requirements: ['R-B-error-body', 'R-B-nothing'] }))).toThrow(/unknown requirement\(s\) R-B-nothing/);
    expect(new Registry('b', KNOWN).register(check('B2.x')).all()).toHaveLength(1);
  });
  it('filters by glob', () => {
    expect(matchesOnly('B2.rejects-missing-field', ['B2.*'])).toBe(true);
    expect(matchesOnly('B1.limit-bounds', ['B2.*,B1.limit-*'])).toBe(true);
    expect(matchesOnly('B1.expand', ['B2.*'])).toBe(false);
    expect(matchesOnly('A.x', undefined)).toBe(true);
    expect(operationOf('A3.latest')).toBe('A3');
  });
});

describe('the suites', () => {
  const all = [...suites.a.registry.all(), ...suites.b.registry.all()];
  it('have checks, each citing a part of the specification that exists', () => {
    expect(suites.a.registry.all().length).toBeGreaterThan(0);
    for (const c of all) {
      for (const ref of c.specRef.split(/,\s*/)) expect(SPEC_PARTS, `${c.id} cites ${ref}`).toHaveProperty([ref]);
      expect(c.title.length, c.id).toBeGreaterThan(5);
    }
  });
  it('have unique ids across interfaces', () => {
    expect(new Set(all.map((c) => c.id)).size).toBe(all.length);
  });
});
