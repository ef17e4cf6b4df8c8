// The requirements view of the HTML report: every requirement of the catalogue for the run's interfaces,
// its level, what this run made of it, and the checks that cover it with their verdicts. A vendor reads
// it as "which rules of the specification does my implementation keep, and which did this run not test".
import type { RequirementResult } from '../../src/engine/types.ts';
import { escapeHtml } from '../../src/output/escapeHtml.ts';

const VERDICT: Record<RequirementResult['status'], string> = {
  failed: '✗ failed',
  warned: '! warned',
  passed: '✓ passed',
  'not-covered': '- not covered in this run',
};
const ORDER: RequirementResult['status'][] = ['failed', 'warned', 'passed', 'not-covered'];

function checksCell(r: RequirementResult): string {
  if (r.checks.length === 0) {
    const why = r.uncheckable ? `no check: ${r.uncheckable}` : r.level === 'OPEN' ? 'no check: open (the specification says "not shown"; the profile decides)' : 'no check';
    return `<span class="why">${escapeHtml(why)}</span>`;
  }
  return r.checks.map((c) => `<span class="cid">${escapeHtml(c.id)}</span> <span class="cst ${escapeHtml(c.status)}">${escapeHtml(c.status)}</span>`).join('<br>');
}

export function requirementsSection(list: readonly RequirementResult[] | undefined): string {
  if (!list?.length) return '';
  const count = (s: RequirementResult['status']) => list.filter((r) => r.status === s).length;
  const counts = ORDER.map((s) => `<span class="rq-${s}">${count(s)} ${escapeHtml(VERDICT[s].slice(2))}</span>`).join('');
  const rows = list.map(
    (r) =>
      `<tr class="req rq-${escapeHtml(r.status)}" data-status="${escapeHtml(r.status)}"><td><span class="rid">${escapeHtml(r.id)}</span> <span class="spec">${escapeHtml(r.part)}</span>` +
      `<div class="rtext">“${escapeHtml(r.text)}”</div></td><td>${escapeHtml(r.level)}</td><td class="rv">${escapeHtml(VERDICT[r.status] ?? r.status)}</td><td>${checksCell(r)}</td></tr>`,
  );
  return (
    `<section id="requirements"><h2>Requirements of the specification (${list.length})</h2>` +
    `<p class="counts" id="requirement-counts">${counts}</p>` +
    '<p class="meta">The catalogue of <code>conformance requirements</code> for the interfaces of this run; a requirement is failed when a check that covers it failed, warned when one warned, passed when one passed and none failed or warned.</p>' +
    `<table class="reqs"><tr><th>requirement</th><th>level</th><th>in this run</th><th>checks and their verdicts</th></tr>${rows.join('')}</table></section>`
  );
}
