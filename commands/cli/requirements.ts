// `conformance requirements`: the requirement catalogue, each requirement with the checks that enforce it,
// its classes of obligation, the faults a pass rules out (the mutants of the reference servers that those
// checks catch, each with its fault) and the plausible faults it does not (requirements/faults.ts). Built
// from the catalogue, the registries and the mutant lists themselves, so that it cannot drift from the code.
import { requirements, type Requirement } from '../../requirements/index.ts';
import { checkChanges } from '../../requirements/changes.ts';
import { classesOf, obligationClasses, type ObligationClassId } from '../../requirements/classes.ts';
import { openFaults } from '../../requirements/faults.ts';
import { suites } from '../../suites/index.ts';
import { mutants as mutantsA } from '../../reference/mutants/interface-a/index.ts';
import { mutants as mutantsB } from '../../reference/mutants/interface-b/index.ts';
import type { CheckDefinition } from '../../src/engine/types.ts';

export interface RequirementEntry {
  id: string;
  part: string;
  level: Requirement['level'];
  text: string;
  checks: string[];
  mutants: string[];
  uncheckable?: string;
  /** The classes of obligation the requirement belongs to (requirements/classes.ts). */
  classes: ObligationClassId[];
  /** One per mutant of its checks: what a pass rules out. */
  rulesOut: { mutant: string; fault: string }[];
  /** The plausible faults no mutant shows, and why a pass does not rule them out. */
  notRuledOut: { fault: string; why: string }[];
}

/** Every requirement with its checks (registry order), the mutants that break one of them (with their faults), its classes and its open faults. */
export function requirementEntries(): { entries: RequirementEntry[]; byId: Map<string, Requirement>; checks: Map<string, CheckDefinition> } {
  const checks = new Map([...suites.a.registry.all(), ...suites.b.registry.all()].map((c) => [c.id, c]));
  const mutants = [...mutantsA, ...mutantsB];
  const entries = requirements.map((r): RequirementEntry => {
    const ids = [...checks.values()].filter((c) => c.requirements.includes(r.id)).map((c) => c.id);
    const caught = mutants.filter((m) => ids.includes(m.breaks));
    // Key order is part of the JSON format: new keys go after the existing ones.
    return {
      id: r.id,
      part: r.part,
      level: r.level,
      text: r.text,
      checks: ids,
      mutants: caught.map((m) => m.name),
      ...(r.uncheckable === undefined ? {} : { uncheckable: r.uncheckable }),
      classes: classesOf(r.id),
      rulesOut: caught.map((m) => ({ mutant: m.name, fault: m.fault })),
      notRuledOut: openFaults.filter((f) => f.requirement === r.id).map((f) => ({ fault: f.fault, why: f.why })),
    };
  });
  return { entries, byId: new Map(requirements.map((r) => [r.id, r])), checks };
}

export async function requirementsCommand(args: { format?: string }, io: { stdout: NodeJS.WritableStream }): Promise<number> {
  const { entries, byId, checks } = requirementEntries();
  if (args.format === 'json') {
    io.stdout.write(`${JSON.stringify({ requirements: entries }, null, 2)}\n`);
    return 0;
  }
  if (args.format === 'markdown') {
    io.stdout.write(markdown(entries, byId, checks));
    return 0;
  }
  for (const e of entries) {
    const r = byId.get(e.id)!;
    io.stdout.write(`${e.id}  ${e.level}  ${where(r)}\n  "${e.text}"\n`);
    if (r.impliedBy) io.stdout.write(`  implied by: ${r.impliedBy}\n`);
    if (r.fields) io.stdout.write(`  ${fieldsLine(r.fields)}\n`);
    if (e.classes.length) io.stdout.write(`  classes: ${e.classes.join(', ')}\n`);
    if (e.checks.length) io.stdout.write(`  checks: ${e.checks.map((c) => `${c} (${checks.get(c)!.level})`).join(', ')}\n`);
    if (e.uncheckable) io.stdout.write(`  not checked: ${e.uncheckable}\n`);
    if (e.rulesOut.length) io.stdout.write(`  rules out:\n${e.rulesOut.map((m) => `    - ${m.mutant}: ${m.fault}\n`).join('')}`);
    if (e.notRuledOut.length) io.stdout.write(`  not ruled out:\n${e.notRuledOut.map((f) => `    - ${openFaultLine(f)}\n`).join('')}`);
  }
  const count = (l: string) => entries.filter((e) => e.level === l).length;
  io.stdout.write(`${entries.length} requirements (${count('MUST')} MUST, ${count('SHOULD')} SHOULD, ${count('OPEN')} OPEN)\n`);
  return 0;
}

/** The part, and the operation when the part's heading does not already name it. */
function where(r: Requirement): string {
  return r.operation && !r.part.endsWith(r.operation) ? `${r.part} (${r.operation})` : r.part;
}

function fieldsLine(f: NonNullable<Requirement['fields']>): string {
  const parts = [
    f.determined.length ? `determined (missing fails): ${f.determined.join(', ')}` : '',
    f.fromOptionalInput.length ? `from an optional input (missing warns): ${f.fromOptionalInput.join(', ')}` : '',
  ].filter(Boolean);
  return `${f.record}: ${parts.join('; ')}`;
}

/** An open fault and why a pass does not rule it out, on one line. */
function openFaultLine(f: { fault: string; why: string }): string {
  return `${f.fault} (${f.why})`;
}

/** Table cells hold no pipe or line break of their own. */
function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');
}

function markdown(entries: RequirementEntry[], byId: Map<string, Requirement>, checks: Map<string, CheckDefinition>): string {
  const out: string[] = ['## Requirements', ''];
  out.push('| id | level | part | text | classes | checks | rules out | not ruled out |', '|---|---|---|---|---|---|---|---|');
  for (const e of entries) {
    const r = byId.get(e.id)!;
    const notes = [
      r.impliedBy ? `<br>*implied by:* ${r.impliedBy}` : '',
      r.fields ? `<br>*fields:* ${fieldsLine(r.fields)}` : '',
      e.uncheckable ? `<br>*not checked:* ${e.uncheckable}` : '',
    ].join('');
    const checkCell = e.checks.map((c) => `\`${c}\` (${checks.get(c)!.level})`).join(', ') || (e.level === 'OPEN' ? 'open: the profile decides, or nothing is checked' : '');
    const rulesOut = e.rulesOut.map((m) => `\`${m.mutant}\`: ${m.fault}`).join('<br>');
    const notRuledOut = e.notRuledOut.map(openFaultLine).join('<br>');
    const classCell = e.classes.map((c) => `\`${c}\``).join(', ');
    out.push(`| \`${e.id}\` | ${e.level} | ${where(r)} | ${cell(`"${e.text}"${notes}`)} | ${cell(classCell)} | ${cell(checkCell)} | ${cell(rulesOut)} | ${cell(notRuledOut)} |`);
  }
  out.push('', '## Classes of obligation', '', 'Rules that hold for every operation, field, credential or input of their kind, each checked once as a property over generators of the class.', '');
  out.push('| id | title | rule | generators | requirements |', '|---|---|---|---|---|');
  for (const c of obligationClasses) {
    const list = (xs: readonly string[]) => xs.map((x) => `\`${x}\``).join(', ') || 'none yet';
    out.push(`| \`${c.id}\` | ${cell(c.title)} | ${cell(c.rule)} | ${cell(list(c.generators))} | ${cell(list(c.requirements))} |`);
  }
  out.push('', '## Level changes, new checks, and levels kept on review', '', '| check | level | why |', '|---|---|---|');
  for (const c of checkChanges) out.push(`| \`${c.check}\` | ${c.from === undefined ? `new, ${c.to}` : c.from === c.to && !c.scope ? `${c.to}, kept` : `${c.from} → ${c.to}`}${c.scope ? ` (${c.scope})` : ''} | ${cell(c.reason)} |`);
  return `${out.join('\n')}\n`;
}
