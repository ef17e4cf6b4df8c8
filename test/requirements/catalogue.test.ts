// The catalogue holds the suite to the specification: every stated or implied rule is checked (or says
// why no black-box test can show it), every check enforces requirements of the catalogue at a level they
// justify, and every check is proven by a mutant of a reference server that it catches.
import { describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import { requirements } from '../../requirements/index.ts';
import { checkChanges } from '../../requirements/changes.ts';
import { suites } from '../../suites/index.ts';
import { mutants as mutantsA } from '../../reference/mutants/interface-a/index.ts';
import { mutants as mutantsB } from '../../reference/mutants/interface-b/index.ts';
import { requirementsCommand } from '../../commands/cli/requirements.ts';

const checks = [...suites.a.registry.all(), ...suites.b.registry.all()];
const byId = new Map(requirements.map((r) => [r.id, r]));
const mutants = [...mutantsA, ...mutantsB];

describe('the requirement catalogue', () => {
  it('has unique ids of the form R-<area>-<kebab>', () => {
    expect(new Set(requirements.map((r) => r.id)).size).toBe(requirements.length);
    for (const r of requirements) expect(r.id).toMatch(/^R-(A[1-3]?|B[1-5]?|C)-[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it('quotes a part of the specification from 1 to 9 for every entry', () => {
    for (const r of requirements) {
      expect(r.part, r.id).toMatch(/^part [1-9](?:\.\d)?(?: [AB][1-5])?$/);
      expect(r.text.length, r.id).toBeGreaterThan(10);
    }
  });

  it('says by what words every SHOULD is implied', () => {
    // The implying words are quoted from the specification.
    for (const r of requirements.filter((x) => x.level === 'SHOULD')) expect(r.impliedBy, r.id).toMatch(/"[^"]{3,}"/);
  });

  it('gives every MUST and SHOULD a check, or a written reason why no black-box test can show it', () => {
    const enforced = new Set(checks.flatMap((c) => c.requirements));
    const bare = requirements.filter((r) => r.level !== 'OPEN' && !enforced.has(r.id) && !(r.uncheckable && r.uncheckable.length > 20));
    expect(bare.map((r) => r.id)).toEqual([]);
  });

  it('has a MUST check for every stated rule that has checks (a stated rule is never only a warning)', () => {
    const warnedOnly = requirements.filter((r) => {
      const enforcing = checks.filter((c) => c.requirements.includes(r.id));
      return r.level === 'MUST' && enforcing.length > 0 && !enforcing.some((c) => c.level === 'MUST');
    });
    expect(warnedOnly.map((r) => r.id)).toEqual([]);
  });

  it('leaves part 7 client rules to judge-client', () => {
    const client = requirements.filter((r) => r.id.startsWith('R-C-'));
    expect(client).toHaveLength(3);
    for (const r of client) expect(r.uncheckable).toMatch(/judge-client/);
  });
});

describe('every check', () => {
  it('enforces at least one requirement, each in the catalogue', () => {
    for (const c of checks) {
      expect(c.requirements.length, c.id).toBeGreaterThan(0);
      for (const id of c.requirements) expect(byId.has(id), `${c.id} names unknown ${id}`).toBe(true);
    }
  });

  it('has the level its requirements justify: MUST only for a MUST requirement, SHOULD when only SHOULDs, never only OPEN ones', () => {
    for (const c of checks) {
      const levels = new Set(c.requirements.map((id) => byId.get(id)?.level));
      if (c.level === 'MUST') expect(levels.has('MUST'), `${c.id} is MUST but enforces no MUST requirement`).toBe(true);
      if (!levels.has('MUST')) expect(c.level, `${c.id} enforces only SHOULD/OPEN requirements`).toBe('SHOULD');
      expect(levels.has('MUST') || levels.has('SHOULD'), `${c.id} enforces only OPEN requirements`).toBe(true);
    }
  });

  it('is caught by a mutant of a reference server that names it', () => {
    const named = new Set(mutants.map((m) => m.breaks));
    expect(checks.filter((c) => !named.has(c.id)).map((c) => c.id)).toEqual([]);
  });
});

describe('the recorded level changes', () => {
  it('name existing checks at the level they now have', () => {
    const levels = new Map(checks.map((c) => [c.id, c.level]));
    for (const change of checkChanges) {
      // A change of one part of a check leaves the check's own level as it was.
      expect(levels.get(change.check), change.check).toBe(change.scope ? change.from : change.to);
      expect(change.reason.length).toBeGreaterThan(30);
    }
  });
});

describe('conformance requirements --format json', () => {
  it('lists every requirement as {id, part, level, text, checks, mutants, uncheckable?, classes, rulesOut, notRuledOut}', async () => {
    let out = '';
    const stdout = new Writable({
      write(chunk, _e, cb) {
        out += String(chunk);
        cb();
      },
    });
    expect(await requirementsCommand({ format: 'json' }, { stdout })).toBe(0);
    const json = JSON.parse(out) as { requirements: Record<string, unknown>[] };
    expect(Object.keys(json)).toEqual(['requirements']);
    expect(json.requirements.map((r) => r.id)).toEqual(requirements.map((r) => r.id));
    for (const r of json.requirements) {
      const keys = Object.keys(r);
      // The keys are always there, in this order (uncheckable only when the requirement has one).
      const expected = ['id', 'part', 'level', 'text', 'checks', 'mutants', ...('uncheckable' in r ? ['uncheckable'] : []), 'classes', 'rulesOut', 'notRuledOut'];
      expect(keys, String(r.id)).toEqual(expected);
      for (const k of ['classes', 'rulesOut', 'notRuledOut']) expect(Array.isArray(r[k]), `${String(r.id)} ${k}`).toBe(true);
    }
    const limit = json.requirements.find((r) => r.id === 'R-B1-limit-default-100')!;
    expect(limit.checks).toEqual(['B1.limit-default']);
    expect(limit.mutants).toContain('list-default-limit-not-100');
    expect(limit.rulesOut).toContainEqual({ mutant: 'list-default-limit-not-100', fault: expect.stringMatching(/.{25,}/) });
  });
});
