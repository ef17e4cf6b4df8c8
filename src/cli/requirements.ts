// `conformance requirements`: the requirement catalogue, each requirement with the checks that enforce it
// and the mutants of the reference servers that those checks catch. Built from the catalogue, the
// registries and the mutant lists themselves, so that it cannot drift from the code.
import { requirements, type Requirement } from '../../requirements/index.ts';
import { checkChanges } from '../../requirements/changes.ts';
import { suites } from '../../suites/index.ts';
import { mutants as mutantsA } from '../../reference/mutants/interface-a/index.ts';
import { mutants as mutantsB } from '../../reference/mutants/interface-b/index.ts';
import type { CheckDefinition } from '../engine/types.ts';

export interface RequirementEntry {
  id: string;
  part: string;
  level: Requirement['level'];
  text: string;
  checks: string[];
  mutants: string[];
  uncheckable?: string;
}

/** Every requirement with its checks (registry order) and the mutants that break one of them. */
export function requirementEntries(): { entries: RequirementEntry[]; byId: Map<string, Requirement>; checks: Map<string, CheckDefinition> } {
  const checks = new Map([...suites.a.registry.all(), ...suites.b.registry.all()].map((c) => [c.id, c]));
  const mutants = [...mutantsA, ...mutantsB];
  const entries = requirements.map((r) => {
    const ids = [...checks.values()].filter((c) => c.requirements.includes(r.id)).map((c) => c.id);
    return {
      id: r.id,
      part: r.part,
      level: r.level,
      text: r.text,
      checks: ids,
      mutants: mutants.filter((m) => ids.includes(m.breaks)).map((m) => m.name),
      ...(r.uncheckable === undefined ? {} : { uncheckable: r.uncheckable }),
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
    if (e.checks.length) io.stdout.write(`  checks: ${e.checks.map((c) => `${c} (${checks.get(c)!.level})`).join(', ')}\n`);
    if (e.mutants.length) io.stdout.write(`  mutants: ${e.mutants.join(', ')}\n`);
    if (e.uncheckable) io.stdout.write(`  not checked: ${e.uncheckable}\n`);
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

/** Table cells hold no pipe or line break of their own. */
function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');
}

function markdown(entries: RequirementEntry[], byId: Map<string, Requirement>, checks: Map<string, CheckDefinition>): string {
  const out: string[] = ['## Requirements', ''];
  out.push('| id | level | part | text | checks | mutants |', '|---|---|---|---|---|---|');
  for (const e of entries) {
    const r = byId.get(e.id)!;
    const notes = [
      r.impliedBy ? `<br>*implied by:* ${r.impliedBy}` : '',
      r.fields ? `<br>*fields:* ${fieldsLine(r.fields)}` : '',
      e.uncheckable ? `<br>*not checked:* ${e.uncheckable}` : '',
    ].join('');
    const checkCell = e.checks.map((c) => `\`${c}\` (${checks.get(c)!.level})`).join(', ') || (e.level === 'OPEN' ? 'open: the profile decides, or nothing is checked' : '');
    out.push(`| \`${e.id}\` | ${e.level} | ${where(r)} | ${cell(`"${e.text}"${notes}`)} | ${cell(checkCell)} | ${cell(e.mutants.map((m) => `\`${m}\``).join(', '))} |`);
  }
  out.push('', '## Level changes, new checks, and levels kept on review', '', '| check | level | why |', '|---|---|---|');
  for (const c of checkChanges) out.push(`| \`${c.check}\` | ${c.from === undefined ? `new, ${c.to}` : c.from === c.to && !c.scope ? `${c.to}, kept` : `${c.from} → ${c.to}`}${c.scope ? ` (${c.scope})` : ''} | ${cell(c.reason)} |`);
  return `${out.join('\n')}\n`;
}
