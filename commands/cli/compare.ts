// `conformance compare <old.json> <new.json> [--format text|json|markdown]`: exit 1 when the later report has a
// MUST failure the earlier one did not, 0 otherwise, 2 when either file is no report.
import { UsageError } from '../../src/errors.ts';
import { isReport, readJsonFile } from '../../src/gate/baseline.ts';
import { compareReports, type ComparableReport, type ComparedCheck, type Comparison } from '../../src/gate/compare.ts';
import { cleanLine, excerpt, formatDuration } from '../../src/output/text.ts';
import { md } from '../../reporters/markdown.ts';

const HOW = 'give the JSON report of a run (--reporter json writes conformance-report.json)';

function readReport(file: string): ComparableReport {
  const value = readJsonFile(file, 'report', HOW);
  if (!isReport(value)) throw new UsageError(`${file} is not a conformance report; ${HOW}`);
  return value as ComparableReport;
}

export async function compareCommand(args: Record<string, unknown>, io: { stdout: NodeJS.WritableStream }): Promise<number> {
  const older = readReport(String(args.old));
  const newer = readReport(String(args.new));
  const result = compareReports(older, newer);
  const format = String(args.format ?? 'text');
  io.stdout.write(format === 'json' ? `${JSON.stringify(result, null, 2)}\n` : format === 'markdown' ? renderMarkdown(result) : renderText(result));
  return result.newMustFailures > 0 ? 1 : 0;
}

const signed = (n: number) => (n > 0 ? `+${n}` : `${n}`);

function figures(c: Comparison): string[] {
  const lines: string[] = [];
  if (c.requests.before !== undefined && c.requests.after !== undefined) lines.push(`requests: ${c.requests.before} -> ${c.requests.after} (${signed(c.requests.change!)})`);
  if (c.durationMs.before !== undefined && c.durationMs.after !== undefined)
    lines.push(`time: ${formatDuration(c.durationMs.before)} -> ${formatDuration(c.durationMs.after)} (${c.durationMs.change! >= 0 ? '+' : '-'}${formatDuration(Math.abs(c.durationMs.change!))})`);
  return lines;
}

const SECTIONS: [keyof Comparison, string][] = [
  ['newFailures', 'New failures'],
  ['fixed', 'Fixed'],
  ['stillFailing', 'Still failing'],
  ['newWarnings', 'New warnings'],
];

function verdict(c: Comparison): string {
  return c.newMustFailures > 0 ? `WORSE: ${c.newMustFailures} new MUST failure${c.newMustFailures === 1 ? '' : 's'}` : 'NO NEW MUST FAILURE';
}

export function renderText(c: Comparison): string {
  const lines = [verdict(c)];
  const describe = (x: ComparedCheck) => `  ${cleanLine(x.id)} (${cleanLine(x.level)}, ${x.before ?? 'not run'} -> ${x.after ?? 'not run'})${x.message && x.after !== 'passed' ? `: ${excerpt(cleanLine(x.message), 160)}` : ''}`;
  for (const [key, title] of SECTIONS) {
    const list = c[key] as ComparedCheck[];
    lines.push(`${title}: ${list.length}`, ...list.map(describe));
  }
  lines.push(`Checks added: ${c.added.length}`, ...c.added.map((id) => `  ${cleanLine(id)}`));
  lines.push(`Checks removed: ${c.removed.length}`, ...c.removed.map((id) => `  ${cleanLine(id)}`));
  lines.push(...figures(c));
  return `${lines.join('\n')}\n`;
}


export function renderMarkdown(c: Comparison): string {
  const lines = [`### ${c.newMustFailures > 0 ? ':x:' : ':white_check_mark:'} ${verdict(c)}`, ''];
  for (const [key, title] of SECTIONS) {
    const list = c[key] as ComparedCheck[];
    lines.push(`**${title}: ${list.length}**`, '');
    for (const x of list) lines.push(`- \`${cleanLine(x.id)}\` (${x.level}, ${x.before ?? 'not run'} → ${x.after ?? 'not run'})${x.message && x.after !== 'passed' ? `: ${md(excerpt(x.message, 160))}` : ''}`);
    if (list.length) lines.push('');
  }
  lines.push(`**Checks added: ${c.added.length}**${c.added.length ? ` ${c.added.map((id) => `\`${cleanLine(id)}\``).join(', ')}` : ''}`, '');
  lines.push(`**Checks removed: ${c.removed.length}**${c.removed.length ? ` ${c.removed.map((id) => `\`${cleanLine(id)}\``).join(', ')}` : ''}`, '');
  for (const f of figures(c)) lines.push(`- ${f}`);
  return `${lines.join('\n')}\n`;
}
