// What the reporters show of a failure's reproduction: the path of a written script (never the script cut
// short), the replay line, the chain, and the resources kept with --keep-failed; the JSON schema knows them.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { createConsoleReporter } from '../../reporters/console.ts';
import { createJunitReporter } from '../../reporters/junit.ts';
import { reportSchema } from '../../reporters/reportSchema.ts';
import { reportToJson } from '../../reporters/json.ts';
import { detailLines } from '../../reporters/format.ts';
import type { CheckResult, RunReport } from '../../src/engine/types.ts';
import { info, memoryStream, sampleReport } from './sampleReport.ts';

const SCRIPT = `#!/bin/sh\n# Reproduces B4.x\n${Array.from({ length: 80 }, (_, i) => `curl -sS -i -X GET 'http://127.0.0.1:8082/v2/development-actions/${i}' > "$out/${i}"`).join('\n')}\n# last line\n`;

function failed(extra: Partial<CheckResult>): CheckResult {
  return {
    id: 'B4.patch-applies-sent-fields',
    interface: 'b',
    operation: 'B4',
    title: 'patched fields read back',
    level: 'MUST',
    specRef: 'part 4.2 B4',
    status: 'failed',
    message: 'deadline: sent a, read back b',
    durationMs: 10,
    requests: 4,
    retries: 0,
    reproduce: SCRIPT,
    replay: ['--seed', '42', '--only', 'B4.patch-applies-sent-fields', '--interface', 'b', '--config', 'my profile.json'],
    evidence: {
      chain: [
        { request: { method: 'POST', url: 'http://127.0.0.1:8082/v2/development-actions', headers: {} }, response: { status: 201, headers: {}, bodyBytes: 2, timeMs: 1 } },
        { request: { method: 'PATCH', url: 'http://127.0.0.1:8082/v2/development-actions/7', headers: {} }, response: { status: 200, headers: {}, bodyBytes: 2, timeMs: 1 } },
        { request: { method: 'GET', url: 'http://127.0.0.1:8082/v2/development-actions/7', headers: {} }, response: { status: 200, headers: {}, bodyBytes: 2, timeMs: 1 } },
      ],
    },
    ...extra,
  };
}

function withCheck(c: CheckResult): RunReport {
  return sampleReport({
    checks: [c],
    cleanup: { created: 3, deleted: 2, leftBehind: [], undeletable: 0, kept: [{ interface: 'b', id: '7', check: c.id }] },
  });
}

async function consoleOf(report: RunReport): Promise<string> {
  const { stream, text } = memoryStream();
  const reporter = createConsoleReporter({ outputDir: '/nonexistent', stream, color: false });
  await reporter.onRunStart?.(info);
  for (const c of report.checks) await reporter.onCheckResult?.(c);
  await reporter.onRunEnd?.(report);
  return text();
}

describe('reproduction in the reports', () => {
  it('console: the path of a written script, the replay line, the chain and the kept resources', async () => {
    const out = await consoleOf(withCheck(failed({ reproduceFile: '/tmp/r/reproduce/B4.patch-applies-sent-fields.sh' })));
    expect(out).toContain('reproduce: sh /tmp/r/reproduce/B4.patch-applies-sent-fields.sh');
    expect(out).not.toContain('# Reproduces B4.x');
    expect(out).toContain("replay: npx conformance run --seed 42 --only B4.patch-applies-sent-fields --interface b --config 'my profile.json'");
    expect(out).toContain('chain: POST 201, PATCH 200, GET 200');
    expect(out).toContain('1 kept (--keep-failed)');
    expect(out).toContain('kept: b 7 (B4.patch-applies-sent-fields)');
  });

  it('console without report files: the whole script, never cut', async () => {
    const out = await consoleOf(withCheck(failed({})));
    expect(out).toContain('reproduce: #!/bin/sh');
    expect(out).toContain('# last line');
    expect(out).not.toMatch(/more characters/);
  });

  it('JUnit names the script file and the replay flags', async () => {
    const lines = detailLines(failed({ reproduceFile: 'out/reproduce/B4.patch-applies-sent-fields.sh' }), { bodyLimit: 100, curlLimit: 70_000 });
    expect(lines).toContain('reproduce: sh out/reproduce/B4.patch-applies-sent-fields.sh');
    const dir = await mkdtemp(join(tmpdir(), 'conformance-junit-'));
    try {
      const reporter = createJunitReporter({ outputDir: dir });
      await reporter.onRunEnd?.(withCheck(failed({ reproduceFile: 'out/reproduce/B4.patch-applies-sent-fields.sh' })));
      const xml = await readFile(reporter.file, 'utf8');
      expect(xml).toContain('reproduce: sh out/reproduce/B4.patch-applies-sent-fields.sh');
      expect(xml).toContain('replay: npx conformance run --seed 42 --only B4.patch-applies-sent-fields');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('JSON: the script inline, the chain and the kept resources, valid against the report schema', () => {
    const text = reportToJson(withCheck(failed({ reproduceFile: 'x.sh' })));
    const parsed = JSON.parse(text) as RunReport;
    expect(parsed.checks[0].reproduce).toBe(SCRIPT);
    expect(parsed.checks[0].evidence?.chain).toHaveLength(3);
    expect(parsed.cleanup?.kept).toEqual([{ interface: 'b', id: '7', check: 'B4.patch-applies-sent-fields' }]);
    const validate = new Ajv({ allErrors: true }).compile(reportSchema);
    expect(validate(parsed), JSON.stringify(validate.errors)).toBe(true);
    const broken = { ...parsed, cleanup: { ...parsed.cleanup, kept: [{ id: 7 }] } };
    expect(validate(broken)).toBe(false);
  });
});
