// What a pass rules out and what it does not: every mutant says how a real implementation gets its rule
// wrong, every open fault names a stated or implied requirement and why a pass misses it, every checked
// requirement has at least one of the two, and the classes of obligation name what exists.
import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { requirements } from '../../requirements/index.ts';
import { openFaults } from '../../requirements/faults.ts';
import { obligationClasses } from '../../requirements/classes.ts';
import { mutants as mutantsA } from '../../reference/mutants/interface-a/index.ts';
import { mutants as mutantsB } from '../../reference/mutants/interface-b/index.ts';
import { requirementEntries, requirementsCommand } from '../../commands/cli/requirements.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const byId = new Map(requirements.map((r) => [r.id, r]));
const mutants = [...mutantsA, ...mutantsB];

/** The words of a text, lower case: "list-default-limit-not-100" and "List default limit, not 100" are alike. */
function words(text: string): string[] {
  return text.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);
}

/** The kinds of gap a `why` starts with (see requirements/faults.ts). */
const GAP_KINDS = ['no fault switch yet', 'sampled only', 'not observable', 'left open by the specification', 'a client rule'];

/** The lines the text output prints for one requirement. */
function blockOf(text: string, id: string): string {
  const start = `\n${text}`.indexOf(`\n${id}  `);
  expect(start, id).toBeGreaterThanOrEqual(0);
  const end = text.indexOf('\nR-', start + 1);
  return text.slice(start, end < 0 ? undefined : end + 1);
}

async function output(format?: string): Promise<string> {
  let out = '';
  const stdout = new Writable({
    write(chunk, _e, cb) {
      out += String(chunk);
      cb();
    },
  });
  expect(await requirementsCommand({ format }, { stdout })).toBe(0);
  return out;
}

describe('every mutant', () => {
  it('says in at least 25 characters how a real implementation gets its rule wrong, not just its name again', () => {
    for (const m of mutants) {
      expect(m.fault.length, m.name).toBeGreaterThanOrEqual(25);
      const name = new Set(words(m.name));
      const beyondName = words(m.fault).filter((w) => !name.has(w));
      expect(beyondName.length, `${m.name}: the fault only repeats the name`).toBeGreaterThanOrEqual(4);
    }
  });
});

describe('every open fault', () => {
  it('names an existing MUST or SHOULD requirement', () => {
    for (const f of openFaults) {
      const r = byId.get(f.requirement);
      expect(r, `unknown requirement ${f.requirement}`).toBeDefined();
      expect(['MUST', 'SHOULD'], f.requirement).toContain(r!.level);
    }
  });

  it('has a fault and says why a pass does not rule it out, starting with the kind of gap', () => {
    for (const f of openFaults) {
      expect(f.fault.length, f.requirement).toBeGreaterThanOrEqual(25);
      expect(f.why.length, f.fault).toBeGreaterThan(20);
      expect(GAP_KINDS.some((k) => f.why.startsWith(k)), `${f.requirement}: why "${f.why}"`).toBe(true);
    }
  });

  it('is listed once', () => {
    const keys = openFaults.map((f) => `${f.requirement} ${f.fault}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('every MUST and SHOULD requirement', () => {
  const { entries } = requirementEntries();
  const stated = entries.filter((e) => e.level !== 'OPEN');

  it('with checks lists at least one fault: a mutant it rules out or an open fault', () => {
    const bare = stated.filter((e) => e.checks.length > 0 && e.rulesOut.length + e.notRuledOut.length === 0);
    expect(bare.map((e) => e.id)).toEqual([]);
  });

  it('without any mutant lists at least one open fault', () => {
    const bare = stated.filter((e) => e.rulesOut.length === 0 && e.notRuledOut.length === 0);
    expect(bare.map((e) => e.id)).toEqual([]);
  });

  it('rules out exactly the mutants of its checks, each with that mutant\'s fault', () => {
    for (const e of entries) {
      expect(e.rulesOut.map((m) => m.mutant), e.id).toEqual(e.mutants);
      for (const m of e.rulesOut) expect(mutants.some((x) => x.name === m.mutant && x.fault === m.fault), `${e.id} ${m.mutant}`).toBe(true);
    }
  });
});

describe('the classes of obligation', () => {
  it('have unique ids and name existing requirements and generator files', () => {
    expect(new Set(obligationClasses.map((c) => c.id)).size).toBe(obligationClasses.length);
    for (const c of obligationClasses) {
      expect(c.rule.length, c.id).toBeGreaterThan(20);
      for (const id of c.requirements) expect(byId.has(id), `${c.id} names unknown requirement ${id}`).toBe(true);
      for (const g of c.generators) {
        const candidates = [g, join('generators', g), join('generators', `${g}.ts`)].map((p) => join(root, p));
        expect(candidates.some((p) => existsSync(p)), `${c.id} names missing generator ${g}`).toBe(true);
      }
    }
  });
});

describe('conformance requirements', () => {
  it('shows beside a requirement with mutants what a pass rules out, each mutant with its fault', async () => {
    const text = await output();
    const block = blockOf(text, 'R-B1-limit-default-100');
    expect(block).toContain('  rules out:\n');
    const mutant = mutants.find((m) => m.name === 'list-default-limit-not-100')!;
    expect(block).toContain(`    - list-default-limit-not-100: ${mutant.fault}\n`);
  });

  it('shows "not ruled out:" with the why of every open fault', async () => {
    const text = await output();
    for (const f of openFaults) {
      const block = blockOf(text, f.requirement);
      expect(block, f.requirement).toContain('  not ruled out:\n');
      expect(block, f.requirement).toContain(`    - ${f.fault} (${f.why})\n`);
    }
  });

  it('has the classes of obligation and the faults in its markdown', async () => {
    const md = await output('markdown');
    expect(md.startsWith('## Requirements\n')).toBe(true);
    expect(md).toContain('| id | level | part | text | classes | checks | rules out | not ruled out |');
    expect(md).toContain('## Classes of obligation');
    for (const c of obligationClasses) expect(md).toContain(`| \`${c.id}\` |`);
    expect(md).toContain('`list-default-limit-not-100`: ');
  });
});
