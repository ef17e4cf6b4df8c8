import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MARKDOWN_LIMIT, createMarkdownReporter, renderMarkdown } from '../../reporters/markdown.ts';
import { createReporters } from '../../reporters/index.ts';
import type { CheckResult } from '../../src/engine/types.ts';
import { HOSTILE, sampleChecks, sampleReport } from './sampleReport.ts';

const FAILED = 'B2.rejects-missing-required-field';

describe('markdown reporter', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('puts the verdict first, then failures with one line of evidence, then warnings', () => {
    const text = renderMarkdown(sampleReport({ gate: { failOn: 'must', new: [FAILED], known: [], fixed: [] } }));
    const lines = text.split('\n');
    expect(lines[0]).toBe('## :x: FAILED: 1 failure');
    expect(text).toContain('fail on MUST failures (`--fail-on must`)');
    const failures = text.indexOf('### Failures (1)');
    const warnings = text.indexOf('### Warnings (1)');
    expect(failures).toBeGreaterThan(0);
    expect(warnings).toBeGreaterThan(failures);
    expect(text).toContain(`**\`${FAILED}\`** (MUST, part 7`);
    expect(text).toMatch(/`POST \/v2\/development-actions` → 500/);
    expect(text).not.toContain('HTML report');
  });

  it('with a baseline: new, known and fixed, and the hint to tighten it', () => {
    const checks = sampleChecks();
    const report = sampleReport({
      checks,
      exitCode: 0,
      gate: {
        failOn: 'must',
        baseline: { file: 'conformance-baseline.json', kind: 'baseline', entries: 2 },
        new: [],
        known: [FAILED],
        fixed: [{ check: 'B1.limit-bounds', requirements: ['B1-LIMIT'], operation: 'B1', level: 'MUST', status: 'failed', reason: 'x' }],
      },
    });
    const text = renderMarkdown(report, { htmlFile: 'conformance-reports/conformance-report.html' });
    expect(text.split('\n')[0]).toBe('## :white_check_mark: PASSED: no new failure (1 known failure held by the baseline)');
    expect(text).toContain('baseline: 0 new, 1 known, 1 fixed');
    expect(text.indexOf('### Known failures')).toBeLessThan(text.indexOf('### Fixed'));
    expect(text).toContain('- `B1.limit-bounds` (MUST, requirement B1-LIMIT)');
    expect(text).toContain('tighten the baseline');
    expect(text.trimEnd().split('\n').at(-1)).toBe('HTML report: `conformance-reports/conformance-report.html`');
  });

  it('keeps what a target sent from becoming markup', () => {
    const checks = sampleChecks().map((c): CheckResult => (c.id === FAILED ? { ...c, message: `<img src=x> [link](http://x) ${HOSTILE}` } : c));
    const text = renderMarkdown(sampleReport({ checks }));
    expect(text).not.toContain('<img');
    expect(text).not.toContain('[link](');
    expect(text).not.toContain('\x1b');
  });

  it('stays under 65,000 characters: it cuts and says so', () => {
    const base = sampleChecks().find((c) => c.id === FAILED)!;
    const checks = Array.from({ length: 2000 }, (_, i) => ({ ...base, id: `B2.failure-${i}`, message: 'x'.repeat(250) }));
    const report = sampleReport({ checks, gate: { failOn: 'must', new: checks.map((c) => c.id), known: [], fixed: [] } });
    const text = renderMarkdown(report, { htmlFile: 'r/conformance-report.html' });
    expect(text.length).toBeLessThanOrEqual(MARKDOWN_LIMIT);
    expect(text).toMatch(/\*\*Cut to stay under 65,000 characters:\*\* not shown: \d+ of 2000 failures\. The JSON and HTML reports hold everything\./);
    expect(text.split('\n')[0]).toBe('## :x: FAILED: 2000 failures');
    expect(text).toContain('HTML report: `r/conformance-report.html`');
  });

  it('writes conformance-report.md and appends to GITHUB_STEP_SUMMARY when set; the html reporter beside it is named', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'conformance-md-'));
    try {
      const summary = join(dir, 'step-summary.md');
      await writeFile(summary, 'earlier step\n');
      vi.stubEnv('GITHUB_STEP_SUMMARY', summary);
      const [reporter] = createReporters(['markdown', 'html'], { outputDir: dir });
      expect(reporter.name).toBe('markdown');
      await reporter.onRunEnd!(sampleReport());
      const file = await readFile(join(dir, 'conformance-report.md'), 'utf8');
      expect(file).toContain(`HTML report: \`${join(dir, 'conformance-report.html')}\``);
      expect(await readFile(summary, 'utf8')).toBe(`earlier step\n${file}\n`);
      vi.stubEnv('GITHUB_STEP_SUMMARY', '');
      await createMarkdownReporter({ outputDir: dir }).onRunEnd!(sampleReport());
      expect(await readFile(summary, 'utf8')).toBe(`earlier step\n${file}\n`);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
