import { describe, expect, it } from 'vitest';
import { createConsoleReporter } from '../../reporters/console.ts';
import type { RunReport } from '../../src/engine/types.ts';
import { info, memoryStream, sampleReport } from './sampleReport.ts';

async function render(report: RunReport, color: boolean): Promise<string> {
  const { stream, text } = memoryStream();
  const reporter = createConsoleReporter({ outputDir: '/nonexistent', stream, color });
  await reporter.onRunStart?.(info);
  for (const c of report.checks) await reporter.onCheckResult?.(c);
  await reporter.onRunEnd?.(report);
  return text();
}

describe('console reporter', () => {
  it('prints the run header with the seed to replay', async () => {
    const out = await render(sampleReport(), false);
    const first = out.split('\n')[0];
    expect(first).toContain('conformance 0.1.0');
    expect(first).toContain('a: http://127.0.0.1:8081/api');
    expect(first).toContain('b: http://127.0.0.1:8082');
    expect(first).toContain('seed 42 (replay with --seed 42)');
    expect(first).toContain('100 runs per property');
  });

  it('writes one progress character per result', async () => {
    const out = await render(sampleReport(), false);
    // Results arrive in report order: passed, failed, warning, skipped, passed, passed, passed.
    expect(out.split('\n')[1]).toBe('.FWs...');
  });

  it('lists checks grouped by interface and operation, with mark, id, level, spec part and title', async () => {
    const lines = (await render(sampleReport(), false)).split('\n');
    const find = (re: RegExp): number => lines.findIndex((l) => re.test(l));
    const order = [
      /^Interface A$/,
      /^ {2}A1 createDocument$/,
      /✓ A1\.creates-document +MUST +part 3\.1 +title of A1\.creates-document \(created in 12ms\)/,
      /^ {2}A3 queryDocuments$/,
      /- A3\.finds-by-revision +MUST +part 4 +title of A3.finds-by-revision \(the profile names no revision key\)/,
      /^ {2}A across interface A$/,
      /✓ A\.requires-api-key/,
      /^Interface B$/,
      /^ {2}B1 listActions$/,
      /✓ B1\.limit-bounds/,
      /! B1\.sends-cache-headers +SHOULD +part 4\.2 B1 +title of B1/,
      /^ {2}B2 createAction$/,
      /✗ B2\.rejects-missing-required-field +MUST +part 7 +Rejects a body missing a required field/,
      /^ {2}B across interface B$/,
      /✓ B\.token-rejects-bad-secret/,
    ].map(find);
    expect(order.every((i) => i >= 0), `missing line: ${order}`).toBe(true);
    expect([...order].sort((x, y) => x - y)).toEqual(order);
  });

  it('shows the evidence of a failure: message, request, response, curl line and property replay', async () => {
    const out = await render(sampleReport(), false);
    const block = out.slice(out.indexOf('Failures and warnings'));
    expect(block).toContain('✗ FAILED B2.rejects-missing-required-field (MUST, part 7): Rejects a body missing a required field');
    expect(block).toContain('    message: expected 400, got 500');
    expect(block).toContain('    request: POST http://127.0.0.1:8082/v2/development-actions');
    expect(block).toContain('      authorization: Bearer <redacted>');
    expect(block).toContain('    response: 500 in 13ms');
    expect(block).toContain('      body (120 bytes):');
    expect(block).toContain("    reproduce: curl -sS -i -X POST 'http://127.0.0.1:8082/v2/development-actions'");
    expect(block).toContain('    property: seed 7, failed on run 4, shrunk 4 times');
    expect(block).toContain('      counterexample: [{"name":"<script>');
    expect(block).toContain('    replay: npx conformance run --seed 42 --only B2.rejects-missing-required-field --interface b --runs 20');
    expect(block).toContain('! WARNING B1.sends-cache-headers (SHOULD, part 4.2 B1)');
    expect(block).toContain('    message: no Cache-Control header');
    // The bigint body is printed as its digits.
    expect(block).toContain('12345678901234567890');
    // Passed and skipped checks have no evidence block.
    expect(block).not.toContain('A1.creates-document');
  });

  it('ends with the cleanup and the summary line', async () => {
    const out = await render(sampleReport(), false);
    expect(out).toContain('Cleanup: 12 created, 10 deleted, 1 left behind, 3 without a delete operation');
    expect(out).toContain('  left behind: b 99: DELETE answered 500');
    const last = out.trimEnd().split('\n').at(-1);
    expect(last).toBe('4 passed, 1 failed, 1 warning, 1 skipped (MUST failures: 1) in 2.3s, 540 requests, 3 retries');
    expect(out).not.toContain('INTERRUPTED');
  });

  it('writes no escape sequence without colour, even when the target sent one', async () => {
    const out = await render(sampleReport(), false);
    expect(out).not.toContain('\x1b');
    expect(out).not.toMatch(/[\x00-\x08\x0b-\x1f\x7f\u202e\uFFFE]/);
    // What the target sent stays visible as escapes.
    expect(out).toContain('\\x1b[31mred\\x1b[0m');
    expect(out).toContain('\\x00\\x01\\x0b\\x7f');
    expect(out).toContain('\\u202Eevil');
  });

  it('colours marks when asked, and still never passes on the escapes of the target', async () => {
    const out = await render(sampleReport(), true);
    expect(out).toContain('\x1b[32m✓\x1b[39m');
    expect(out).toContain('\x1b[31m✗\x1b[39m');
    expect(out).not.toContain('\x1b[31mred');
    expect(out).toContain('\\x1b[31mred');
  });

  it('ends with the pace: requests per second, the CPU of its own work and the rest spent waiting', async () => {
    const base = sampleReport();
    const report = sampleReport({ summary: { ...base.summary, durationMs: 2000, requests: 500, cpuMs: 500 } });
    const last = (await render(report, false)).trimEnd().split('\n').at(-1);
    expect(last).toMatch(/^pace: 250 requests\/s; own work \S+ of CPU(?: \(the embedded reference servers' work included\))?, the other \S+ waiting \(on the target, or on a busy machine's cores\)$/);
    expect(last).toContain(report.embedded ? "(the embedded reference servers' work included)" : 'own work');
    // Without the figure (a report of an older version) the line is left out.
    expect((await render(sampleReport(), false)).trimEnd().split('\n').at(-1)).not.toMatch(/^pace:/);
  });

  it('says when the run was interrupted', async () => {
    const report = sampleReport({ interrupted: true, exitCode: 130, planned: 20 });
    const out = await render(report, false);
    expect(out).toContain('INTERRUPTED: the run was stopped; 7 of 20 planned checks finished.');
    expect(out.trimEnd().split('\n').at(-1)).toMatch(/^INTERRUPTED 4 passed/);
  });

  it('copes with a run that has no checks and no cleanup', async () => {
    const report = sampleReport({
      checks: [],
      cleanup: undefined,
      summary: { passed: 0, failed: 0, warnings: 0, skipped: 0, durationMs: 5, requests: 0, retries: 0 },
    });
    const out = await render(report, false);
    expect(out.trimEnd().split('\n').at(-1)).toBe('0 passed, 0 failed, 0 warnings, 0 skipped (MUST failures: 0) in 5ms, 0 requests, 0 retries');
  });

  it('says which checks it waits on when results stop coming, says when a bound stops the run, and stops reporting at the end', async () => {
    const { stream, text } = memoryStream();
    const reporter = createConsoleReporter({ outputDir: '/nonexistent', stream, color: false, progressIntervalMs: 20 });
    await reporter.onRunStart?.(info);
    const check = { id: 'B2.slow-one', title: 'slow', level: 'MUST', interface: 'b', specRef: 'part 7', requirements: ['R-B2-error-body'], run: async () => undefined } as const;
    await reporter.onCheckStart?.(check);
    for (let i = 0; i < 200 && !text().includes('waiting on'); i++) await new Promise((r) => setTimeout(r, 10));
    expect(text()).toMatch(/\n… waiting on B2\.slow-one \([\d.]+m?s\); 0 of 7 checks done\n/);
    await reporter.onStop?.('the target is unresponsive: 5 requests in a row got no answer');
    expect(text()).toContain('stopping: the target is unresponsive: 5 requests in a row got no answer; the remaining checks are skipped, cleanup and reports follow\n');
    const report = sampleReport({ stopped: { kind: 'unresponsive', reason: 'the target is unresponsive: 5 requests in a row got no answer' } });
    await reporter.onRunEnd?.(report);
    const end = text().trimEnd().split('\n');
    expect(end.at(-1)).toMatch(/^STOPPED \(target unresponsive\) 4 passed/);
    expect(end.at(-2)).toMatch(/^STOPPED: the target is unresponsive: 5 requests in a row got no answer; 0 checks skipped for it\.$/);
    // Nothing more once the run ended, however long the process lives.
    const after = text();
    await new Promise((r) => setTimeout(r, 100));
    expect(text()).toBe(after);
  });
});
