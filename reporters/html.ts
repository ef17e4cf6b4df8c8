// A single self-contained HTML page, in the order a reviewer reads it: the verdict, the failures with
// their evidence (one that a failed write probably caused right after that cause), the warnings (open: a
// passing run's findings must not hide among the passed checks), the MUST checks that were skipped and
// why, then every other check by interface and operation with a status and text filter, the requirements
// of the specification with what this run made of them, and what the run used (profile, secrets
// redacted, and where each operation put its parameters). The parts live in ./html/: the evidence of a
// finding (evidence.ts: chain, bodies laid out, sent against read back), the requirements view, the
// style. Every value is escaped; the page's content security policy admits only its own inline style and
// script (by hash), so that even a value that slipped through escaping could neither run nor load anything.
import { createHash } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { groupByCause } from '../src/engine/causes.ts';
import type { CheckResult, OperationMapping, ReporterOptions, RunReport, Status } from '../src/engine/types.ts';
import { groupChecks, mustFailures, operationLabel } from './format.ts';
import { escapeHtml } from '../src/output/escapeHtml.ts';
import { evidenceHtml } from './html/evidence.ts';
import { withRequirements } from './html/requirements.ts';
import { requirementsSection } from './html/requirementsView.ts';
import { STYLE } from './html/style.ts';
import type { FileReporter } from './json.ts';
import { writeFileAtomic } from '../src/output/files.ts';
import { bigintReplacer, cleanLine, formatDuration, plural } from '../src/output/text.ts';

export { escapeHtml };

export const HTML_REPORT_FILE = 'conformance-report.html';

const DETAIL = { bodyLimit: 8000, curlLimit: 70_000 };
const MARK: Record<Status, string> = { passed: '✓', failed: '✗', warning: '!', skipped: '-' };
const STATUSES: Status[] = ['failed', 'warning', 'passed', 'skipped'];

export const SCRIPT = `
(function(){
  var boxes=document.querySelectorAll('.filter input[type=checkbox]');
  var text=document.getElementById('q');
  function apply(){
    var on={};boxes.forEach(function(b){on[b.value]=b.checked;});
    var q=text.value.toLowerCase();
    document.querySelectorAll('section.group').forEach(function(g){
      var shown=0;
      g.querySelectorAll('details.check').forEach(function(d){
        var ok=on[d.dataset.status]&&(!q||d.dataset.text.indexOf(q)>=0);
        d.classList.toggle('hidden',!ok);if(ok)shown++;
      });
      g.classList.toggle('hidden',shown===0);
    });
  }
  boxes.forEach(function(b){b.addEventListener('change',apply);});
  text.addEventListener('input',apply);
})();
`;

const sha256 = (s: string): string => `'sha256-${createHash('sha256').update(s, 'utf8').digest('base64')}'`;
const CSP = `default-src 'none'; style-src ${sha256(STYLE)}; script-src ${sha256(SCRIPT)}`;

function checkItem(c: CheckResult, open = c.status === 'failed', known = false): string {
  const search = escapeHtml(`${cleanLine(c.id)} ${cleanLine(c.title)} ${cleanLine(c.specRef)} ${cleanLine(c.message)}`.toLowerCase());
  // A finding carries its evidence; a passed or skipped check its note or reason.
  const body =
    c.status === 'failed' || c.status === 'warning'
      ? evidenceHtml(c, DETAIL)
      : `<pre>${escapeHtml([c.message ? `${c.status === 'skipped' ? 'reason' : 'note'}: ${c.message}` : 'no notes', `${plural(c.requests, 'request')}, ${formatDuration(c.durationMs)}`].join('\n'))}</pre>`;
  return (
    `<details class="check ${escapeHtml(c.status)}" data-status="${escapeHtml(c.status)}" data-text="${search}"${open ? ' open' : ''}>` +
    `<summary><span class="mark">${MARK[c.status] ?? '?'}</span><code>${escapeHtml(c.id)}</code>` +
    `<span class="lvl">${escapeHtml(c.level)}</span><span class="spec">${escapeHtml(c.specRef)}</span>${known ? '<span class="known">known: in the baseline</span>' : ''}${escapeHtml(c.title)}</summary>` +
    `${body}</details>`
  );
}

/**
 * Passed, failed (with the number of MUST failures) or interrupted: the first thing on the page, and its
 * heading (the tool's name and version follow in the line under the counts).
 */
function verdict(report: RunReport): string {
  const must = mustFailures(report);
  // With a baseline the verdict is the gate's: the failures it holds are counted apart and do not fail the run.
  const known = report.gate?.baseline ? report.gate.known.length : 0;
  const held = known > 0 ? ` (${plural(known, 'known failure')} held by the baseline)` : '';
  const why = report.stopped ? ` · ${report.stopped.kind === 'unresponsive' ? 'the target stopped answering' : 'stopped early'}` : '';
  if (report.interrupted) return `<h1 class="verdict interrupted" id="verdict">INTERRUPTED: ${escapeHtml(plural(must, 'MUST failure'))} among the checks that finished</h1>`;
  if (report.gate?.baseline) {
    const fresh = report.gate.new.length;
    if (fresh > 0 || report.exitCode !== 0) return `<h1 class="verdict failed" id="verdict">FAILED: ${escapeHtml(plural(fresh, 'new failure'))}${escapeHtml(held)}${escapeHtml(why)}</h1>`;
    return `<h1 class="verdict passed" id="verdict">PASSED: no new failure${escapeHtml(held)}${escapeHtml(why)}</h1>`;
  }
  if (must > 0 || report.exitCode !== 0)
    return `<h1 class="verdict failed" id="verdict">FAILED: ${escapeHtml(plural(must, 'MUST failure'))}${escapeHtml(why)}</h1>`;
  return `<h1 class="verdict passed" id="verdict">PASSED: no MUST failure${escapeHtml(why)}</h1>`;
}

function operationsTable(ops: RunReport['operations']): string {
  if (!ops) return '';
  const row = (iface: string, op: OperationMapping) => {
    const params = op.params.map((p) => (p.in === 'header' ? `${p.name}: header ${p.header ?? ''}` : `${p.name}: path`));
    params.push('any other parameter: query string');
    return (
      `<tr><td>${escapeHtml(iface.toUpperCase())}</td><td><code>${escapeHtml(op.operation)}</code> ${escapeHtml(op.name)}</td>` +
      `<td>${escapeHtml(op.method)}</td><td><code>${escapeHtml(op.path)}</code></td><td>${params.map(escapeHtml).join('<br>')}</td></tr>`
    );
  };
  const rows = Object.entries(ops).flatMap(([iface, list]) => (list ?? []).map((op) => row(iface, op)));
  if (rows.length === 0) return '';
  return `<section id="operations"><h2>Operations</h2><table><tr><th>interface</th><th>operation</th><th>method</th><th>path</th><th>where parameters travel</th></tr>${rows.join('')}</table></section>`;
}

function profileSection(profile: RunReport['profile']): string {
  if (!profile) return '';
  return `<section id="profile"><h2>Profile used (secrets redacted)</h2><pre>${escapeHtml(JSON.stringify(profile, bigintReplacer, 2))}</pre></section>`;
}

/** The page for a report (exported for tests); the requirements view shows when the report carries it. */
export function reportToHtml(report: RunReport): string {
  const s = report.summary;
  const targets = report.interfaces.map((i) => `${i}: ${report.targets[i] ?? '(no target)'}`).join(', ');
  // Reading order: failures, then warnings (what a passing run found), then skipped MUST checks (a MUST not
  // judged is a gap in the verdict), then the rest.
  // Within each, a finding caused by another comes right after its cause (src/engine/causes.ts).
  const ordered = groupChecks(report.checks).flatMap((g) => g.checks);
  // A failure the baseline holds is a finding all the same, shown after the new ones, closed and marked known.
  const knownIds = new Set(report.gate?.known ?? []);
  const failures = groupByCause(ordered.filter((c) => c.status === 'failed' && !knownIds.has(c.id)));
  const known = groupByCause(ordered.filter((c) => c.status === 'failed' && knownIds.has(c.id)));
  const warnings = groupByCause(ordered.filter((c) => c.status === 'warning'));
  const skippedMust = ordered.filter((c) => c.status === 'skipped' && c.level === 'MUST');
  const first = new Set([...failures, ...known, ...warnings, ...skippedMust]);
  const section = (id: string, title: string, checks: CheckResult[], open: boolean) =>
    checks.length
      ? `<section class="group" id="${id}"><h2>${escapeHtml(title)} (${checks.length})</h2>${checks.map((c) => checkItem(c, open, knownIds.has(c.id))).join('\n')}</section>`
      : '';
  const groups = groupChecks(report.checks.filter((c) => !first.has(c)))
    .map((g) => {
      const label = operationLabel(g.operation);
      return (
        `<section class="group"><h2>Interface ${escapeHtml(g.interface.toUpperCase())} · ${escapeHtml(g.operation)}${label ? ` ${escapeHtml(label)}` : ''}</h2>` +
        g.checks.map((c) => checkItem(c)).join('\n') +
        '</section>'
      );
    })
    .join('\n');
  const cleanup = report.cleanup
    ? `<h2>Cleanup</h2><p>${report.cleanup.created} created, ${report.cleanup.deleted} deleted, ${report.cleanup.leftBehind.length} left behind` +
      `${report.cleanup.undeletable ? `, ${report.cleanup.undeletable} without a delete operation` : ''}</p>` +
      (report.cleanup.kept?.length
        ? `<p>Kept on the target (--keep-failed):</p><ul>${report.cleanup.kept.map((k) => `<li><code>${escapeHtml(k.interface)} ${escapeHtml(k.id)}</code> (${escapeHtml(k.check)})</li>`).join('')}</ul>`
        : '') +
      (report.cleanup.leftBehind.length
        ? `<ul>${report.cleanup.leftBehind.map((l) => `<li><code>${escapeHtml(l.interface)} ${escapeHtml(l.id)}</code>: ${escapeHtml(l.reason)}</li>`).join('')}</ul>`
        : '') +
      (report.cleanup.notOurs?.length
        ? `<p>Not ours: left untouched (a create answered with the id of a record the run did not make):</p><ul>${report.cleanup.notOurs.map((n) => `<li><code>${escapeHtml(n.interface)} ${escapeHtml(n.id)}</code>: ${escapeHtml(n.reason)}</li>`).join('')}</ul>`
        : '')
    : '';
  const checkboxes = STATUSES.map(
    (st) => `<label><input type="checkbox" value="${st}" checked> ${st}</label>`,
  ).join('');

  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${CSP}">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(report.tool.name)} report</title>
<style>${STYLE}</style></head><body>
${verdict(report)}
<p class="counts" id="counts"><span>${s.passed} passed</span><span>${s.failed} failed</span><span>${escapeHtml(plural(s.warnings, 'warning'))}</span><span>${s.skipped} skipped</span>
<span>MUST failures: ${mustFailures(report)}</span><span>${escapeHtml(formatDuration(s.durationMs))}</span><span>${escapeHtml(plural(s.requests, 'request'))}</span><span>${escapeHtml(plural(s.retries, 'retry', 'retries'))}</span></p>
${report.interrupted ? `<p class="banner">INTERRUPTED: ${report.checks.length} of ${report.planned} planned checks finished.</p>` : ''}
${report.stopped ? `<p class="stopped" id="stopped">STOPPED: ${escapeHtml(report.stopped.reason)}; the checks it kept from finishing are skipped with that reason.</p>` : ''}
<p class="meta">${escapeHtml(report.tool.name)} ${escapeHtml(report.tool.version)} · started ${escapeHtml(report.startedAt)} · targets ${escapeHtml(targets)}${report.embedded ? ' (embedded reference)' : ''} · seed ${escapeHtml(report.seed)} · ${escapeHtml(report.runs)} runs per property · exit status ${escapeHtml(report.exitCode)}</p>
<div class="filter">${checkboxes}<label>filter <input id="q" type="search" placeholder="id, title, message"></label></div>
${section('failures', report.gate?.baseline ? 'New failures' : 'Failures', failures, true)}
${section('known-failures', 'Known failures (held by the baseline)', known, false)}
${section('warnings', 'Warnings', warnings, true)}
${section('skipped-must', 'Skipped MUST checks', skippedMust, true)}
${groups ? `<h2 id="other-checks">Other checks</h2>\n${groups}` : ''}
${requirementsSection(report.requirements)}
${cleanup}
${profileSection(report.profile)}
${operationsTable(report.operations)}
<script>${SCRIPT}</script>
</body></html>
`;
}

export function createHtmlReporter(opts: ReporterOptions): FileReporter {
  const file = join(opts.outputDir, HTML_REPORT_FILE);
  return {
    name: 'html',
    file,
    async onRunEnd(report: RunReport) {
      await mkdir(opts.outputDir, { recursive: true });
      await writeFileAtomic(file, reportToHtml(await withRequirements(report)));
    },
  };
}
