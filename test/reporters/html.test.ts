import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createHtmlReporter, escapeHtml, HTML_REPORT_FILE, reportToHtml, SCRIPT } from '../../reporters/html.ts';
import { sampleReport } from './sampleReport.ts';

describe('html reporter', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'conformance-html-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes a self-contained conformance-report.html', async () => {
    const outputDir = join(dir, 'a', 'b');
    const reporter = createHtmlReporter({ outputDir });
    await reporter.onRunEnd?.(sampleReport());
    expect(reporter.file).toBe(join(outputDir, HTML_REPORT_FILE));
    const html = await readFile(reporter.file, 'utf8');
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).not.toMatch(/\b(src|href)=/);
    expect(html).not.toMatch(/<link\b/);
    expect(html).toMatch(/<meta http-equiv="Content-Security-Policy" content="default-src 'none';/);
  });

  it('escapes what the target sent: the only script is the page\'s own', () => {
    const html = reportToHtml(sampleReport());
    expect(html.match(/<script\b/gi)).toHaveLength(1);
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(html).not.toMatch(/[\x00-\x08\x0b-\x1f\x7f\u202e]/);
    expect(html).toContain('\\x1b[31mred');
    // The single script and the single style are the ones the security policy admits by hash.
    const hash = (s: string): string => `'sha256-${createHash('sha256').update(s, 'utf8').digest('base64')}'`;
    const script = /<script>([\s\S]*?)<\/script>/.exec(html)![1];
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)![1];
    expect(html).toContain(`script-src ${hash(script)}`);
    expect(html).toContain(`style-src ${hash(style)}`);
  });

  it('shows the summary, every check with a filterable status, and evidence in details', () => {
    const html = reportToHtml(sampleReport());
    expect(html).toContain('<span>4 passed</span><span>1 failed</span><span>1 warning</span><span>1 skipped</span>');
    expect(html).toContain('MUST failures: 1');
    const checks = [...html.matchAll(/<details class="check (\w+)" data-status="(\w+)"/g)];
    expect(checks).toHaveLength(7);
    expect(checks.map((m) => m[2]).sort()).toEqual(['failed', 'passed', 'passed', 'passed', 'passed', 'skipped', 'warning']);
    for (const st of ['failed', 'warning', 'passed', 'skipped']) expect(html).toContain(`<input type="checkbox" value="${st}" checked>`);
    expect(html).toContain('<input id="q" type="search"');
    // The failure is open and carries its evidence.
    const failure = /<details class="check failed"[^>]*open>[\s\S]*?<\/details>/.exec(html)![0];
    expect(failure).toContain('request: POST http://127.0.0.1:8082/v2/development-actions');
    expect(failure).toContain('replay: npx conformance run --seed 42 --only B2.rejects-missing-required-field --interface b --runs 20');
    expect(html).toContain('12345678901234567890');
  });

  it('opens with the verdict, then the failures with evidence, then the skipped MUST checks with reasons, then the rest', async () => {
    const reporter = createHtmlReporter({ outputDir: dir });
    await reporter.onRunEnd?.(
      sampleReport({
        profile: { b: { target: 'http://127.0.0.1:8082', oauth: { clientId: 'vendor', clientSecret: '<redacted>' } } },
        operations: { b: [{ operation: 'B3', name: 'getAction', method: 'GET', path: '/v2/development-actions/{id}', params: [{ name: 'id', in: 'path' }] }] },
      }),
    );
    const html = await readFile(reporter.file, 'utf8');
    const at = (needle: string) => {
      const i = html.indexOf(needle);
      expect(i, needle).toBeGreaterThan(-1);
      return i;
    };
    const body = at('<body>');
    const verdict = at('<h1 class="verdict failed" id="verdict">FAILED: 1 MUST failure</h1>');
    const failures = at('<section class="group" id="failures"><h2>Failures (1)</h2>');
    const failed = at('<code>B2.rejects-missing-required-field</code>');
    const skipped = at('<section class="group" id="skipped-must"><h2>Skipped MUST checks (1)</h2>');
    const reason = at('reason: the profile names no revision key');
    const rest = at('<h2 id="other-checks">Other checks</h2>');
    const passed = at('<code>A.requires-api-key</code>');
    const warning = at('<code>B1.sends-cache-headers</code>');
    expect(body).toBeLessThan(verdict);
    // Nothing comes between the page's start and the verdict, its heading.
    expect(html.slice(body + '<body>'.length, verdict).trim()).toBe('');
    expect([verdict, failures, failed, skipped, reason, rest]).toEqual([...[verdict, failures, failed, skipped, reason, rest]].sort((x, y) => x - y));
    expect(passed).toBeGreaterThan(rest);
    expect(warning).toBeGreaterThan(rest);
    // The failure is open, with its evidence; the skipped MUST check too, with its reason.
    const failure = html.slice(failures, skipped);
    expect(failure).toMatch(/<details class="check failed"[^>]*open>/);
    expect(failure).toContain('request: POST http://127.0.0.1:8082/v2/development-actions');
    expect(html.slice(skipped, rest)).toMatch(/<details class="check skipped"[^>]*open>/);
    // Each check is shown once.
    expect(html.match(/<code>B2\.rejects-missing-required-field<\/code>/g)).toHaveLength(1);
    // What the run used: the profile and the operations.
    expect(html).toContain('<section id="profile"><h2>Profile used (secrets redacted)</h2>');
    expect(html).toContain('&#34;clientSecret&#34;: &#34;&#60;redacted&#62;&#34;');
    expect(html).toMatch(/<section id="operations">.*<code>B3<\/code> getAction<\/td><td>GET<\/td><td><code>\/v2\/development-actions\/\{id\}<\/code><\/td><td>id: path<br>any other parameter: query string/);
  });

  it('says PASSED when no MUST check failed', () => {
    const checks = sampleReport().checks.filter((c) => c.status !== 'failed');
    const html = reportToHtml(sampleReport({ checks, exitCode: 0 }));
    expect(html).toContain('<h1 class="verdict passed" id="verdict">PASSED: no MUST failure</h1>');
    expect(html).not.toContain('id="failures"');
  });

  it('says when the run was interrupted', () => {
    expect(reportToHtml(sampleReport({ interrupted: true, planned: 9 }))).toContain('INTERRUPTED: 7 of 9 planned checks finished.');
    expect(reportToHtml(sampleReport())).not.toContain('INTERRUPTED');
  });

  it('has a filter script that parses', () => {
    expect(() => new Function(SCRIPT)).not.toThrow();
  });

  it('escapes the characters that matter in text and attributes', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe('&#60;a href=&#34;x&#34; onclick=&#39;y&#39;&#62;&#38;&#60;/a&#62;');
  });
});
