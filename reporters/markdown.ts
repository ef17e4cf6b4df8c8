// The Markdown report, for GitHub's job summary (and a pull request comment): the verdict first, then the new
// failures with their requirement and one line of evidence, then the known and the fixed ones, then the
// warnings, and where the HTML report is. Written to `<output-dir>/conformance-report.md` at run end, whole or
// not at all; it stays under MARKDOWN_LIMIT characters (it cuts and says so). When GITHUB_STEP_SUMMARY names
// a file (a GitHub Actions step), the same text is appended to it, as test reporters that know the variable do.
import { appendFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { CheckResult, ReporterOptions, RunReport } from '../src/engine/types.ts';
import { fixedHint } from '../src/gate/gate.ts';
import { writeFileAtomic } from '../src/output/files.ts';
import { cleanLine, excerpt, formatDuration, plural } from '../src/output/text.ts';
import { HTML_REPORT_FILE } from './html.ts';
import { withRequirements } from './html/requirements.ts';
import type { FileReporter } from './json.ts';

export const MARKDOWN_REPORT_FILE = 'conformance-report.md';
/** Below GitHub's bound on a comment (65,536) and far below the job summary's (1 MiB). */
export const MARKDOWN_LIMIT = 65_000;
/** Kept free for the lines that say what was cut and the closing lines. */
const RESERVE = 3_000;

/** Text of a target, safe inside Markdown: one line, no HTML, no link or emphasis syntax. */
export function md(value: unknown): string {
  return cleanLine(value)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/[\\`*_[\]|#~]/g, (ch) => `\\${ch}`);
}
/** Text inside a code span: one line, no backtick to end it. */
function code(value: unknown): string {
  return `\`${cleanLine(value).replace(/`/g, "'")}\``;
}

function evidenceLine(c: CheckResult): string | undefined {
  const req = c.evidence?.request;
  const res = c.evidence?.response;
  if (!req) return c.evidence?.error ? `error: ${md(excerpt(c.evidence.error, 200))}` : undefined;
  let path = req.url;
  try {
    const u = new URL(req.url);
    path = `${u.pathname}${u.search}`;
  } catch {
    // kept as sent
  }
  return `${code(`${req.method} ${excerpt(path, 160)}`)} → ${res ? res.status : md(excerpt(c.evidence?.error ?? 'no answer', 120))}`;
}

export function renderMarkdown(report: RunReport, opts: { htmlFile?: string; limit?: number } = {}): string {
  const limit = opts.limit ?? MARKDOWN_LIMIT;
  const gate = report.gate;
  const byId = new Map(report.checks.map((c) => [c.id, c]));
  const requirementsOf = new Map<string, string[]>();
  for (const r of report.requirements ?? []) for (const c of r.checks) requirementsOf.set(c.id, [...(requirementsOf.get(c.id) ?? []), r.id]);

  const counting = (c: CheckResult) => c.status === 'failed' || (gate?.failOn === 'should' && c.status === 'warning');
  const newIds = gate ? gate.new : report.checks.filter(counting).map((c) => c.id);
  const knownIds = gate?.known ?? [];
  const failedNew = newIds.map((id) => byId.get(id)!).filter(Boolean);
  const known = knownIds.map((id) => byId.get(id)!).filter(Boolean);
  const warnings = report.checks.filter((c) => c.status === 'warning' && !newIds.includes(c.id) && !knownIds.includes(c.id));

  const s = report.summary;
  const passed = report.exitCode === 0;
  const head = report.interrupted ? ':warning: INTERRUPTED' : passed ? ':white_check_mark: PASSED' : ':x: FAILED';
  const why = report.interrupted
    ? `${report.checks.length} of ${report.planned} planned checks finished`
    : failedNew.length > 0
      ? plural(failedNew.length, gate?.baseline ? 'new failure' : 'failure')
      : report.stopped
        ? md(report.stopped.reason)
        : known.length > 0
          ? `no new failure (${plural(known.length, 'known failure')} held by the baseline)`
          : 'every MUST check passed';
  const policy = gate?.failOn === 'should' ? 'fail on MUST failures and warnings (`--fail-on should`)' : 'fail on MUST failures (`--fail-on must`)';
  const interfaces = report.interfaces.map((i) => `interface ${i.toUpperCase()}${report.targets[i] ? ` ${code(report.targets[i])}` : ''}`).join(', ');

  const out: string[] = [
    `## ${head}: ${why}`,
    '',
    `${md(report.tool.name)} ${md(report.tool.version)} · ${interfaces}${report.embedded ? ' (embedded reference)' : ''} · seed ${report.seed} · ${policy}${gate?.baseline ? ` · baseline ${code(gate.baseline.file)}` : ''}`,
    '',
    `${s.passed} passed, ${s.failed} failed, ${plural(s.warnings, 'warning')}, ${s.skipped} skipped in ${formatDuration(s.durationMs)}, ${plural(s.requests, 'request')}` +
      (gate?.baseline ? `; baseline: ${gate.new.length} new, ${gate.known.length} known, ${gate.fixed.length} fixed` : ''),
  ];
  let size = out.join('\n').length;
  let cut = false;
  const budget = limit - RESERVE;
  const push = (...lines: string[]): boolean => {
    const add = lines.join('\n').length + 1;
    if (cut || size + add > budget) {
      cut = true;
      return false;
    }
    out.push(...lines);
    size += add;
    return true;
  };
  const notShown: string[] = [];
  const section = <T>(title: string, items: readonly T[], render: (item: T) => string[]) => {
    if (items.length === 0) return;
    if (!push('', `### ${title} (${items.length})`, '')) {
      notShown.push(`${items.length} ${title.toLowerCase()}`);
      return;
    }
    let shown = 0;
    for (const item of items) {
      if (!push(...render(item))) break;
      shown++;
    }
    if (shown < items.length) notShown.push(`${items.length - shown} of ${items.length} ${title.toLowerCase()}`);
  };
  const checkLines = (c: CheckResult, withEvidence: boolean) => {
    const reqs = requirementsOf.get(c.id) ?? [];
    const lines = [`- **${code(c.id)}** (${md(c.level)}, ${md(c.specRef)}${reqs.length ? `, requirement ${reqs.map(md).join(', ')}` : ''}): ${md(excerpt(c.title, 200))}`];
    if (withEvidence) {
      lines.push(`  ${md(excerpt(c.message, 300))}`);
      const ev = evidenceLine(c);
      if (ev) lines.push(`  ${ev}`);
      if (c.replay?.length) lines.push(`  replay: ${code(`conformance run ${c.replay.join(' ')}`)}`);
    }
    return lines;
  };

  section(gate?.baseline ? 'New failures' : gate?.failOn === 'should' ? 'Failures and warnings' : 'Failures', failedNew, (c) => checkLines(c, true));
  section('Known failures (held by the baseline)', known, (c) => [...checkLines(c, false), `  ${md(excerpt(c.message, 200))}`]);
  if (gate) {
    section('Fixed (in the baseline, passing now)', gate.fixed, (e) => [`- ${code(e.check)} (${e.level}${e.requirements.length ? `, requirement ${e.requirements.map(md).join(', ')}` : ''})`]);
    const hint = fixedHint(gate);
    if (hint && !cut) push('', `> ${md(hint)}`);
  }
  section('Warnings', warnings, (c) => [...checkLines(c, false), `  ${md(excerpt(c.message, 200))}`]);

  const tail: string[] = [];
  if (notShown.length > 0) tail.push('', `**Cut to stay under ${limit.toLocaleString('en-US')} characters:** not shown: ${notShown.join('; ')}. The JSON${opts.htmlFile ? ' and HTML reports hold' : ' report holds'} everything.`);
  if (report.stopped) tail.push('', `**Stopped:** ${md(report.stopped.reason)}`);
  if (opts.htmlFile) tail.push('', `HTML report: ${code(opts.htmlFile)}`);
  let text = `${[...out, ...tail].join('\n')}\n`;
  // The reserve holds the tail; a tail longer than it (a huge stop reason) is cut as a last resort.
  if (text.length > limit) text = `${text.slice(0, limit - 40)}\n\n**(cut at ${limit} characters)**\n`;
  return text;
}

export function createMarkdownReporter(opts: ReporterOptions): FileReporter {
  const file = join(opts.outputDir, MARKDOWN_REPORT_FILE);
  const htmlFile = opts.reporters?.includes('html') ? join(opts.outputDir, HTML_REPORT_FILE) : undefined;
  return {
    name: 'markdown',
    file,
    async onRunEnd(report: RunReport) {
      const text = renderMarkdown(await withRequirements(report), { htmlFile });
      await mkdir(opts.outputDir, { recursive: true });
      await writeFileAtomic(file, text);
      // Appended, never replaced: the other steps of the job write to the same summary.
      const summary = process.env.GITHUB_STEP_SUMMARY;
      if (summary) await appendFile(summary, `${text}\n`, 'utf8');
    },
  };
}
