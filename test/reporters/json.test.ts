import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createJsonReporter, JSON_REPORT_FILE, reportToJson } from '../../reporters/json.ts';
import { reportSchema } from '../../reporters/reportSchema.ts';
import { HOSTILE, sampleReport } from './sampleReport.ts';

const validate = new Ajv({ allErrors: true }).compile(reportSchema);

describe('json reporter', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'conformance-json-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes conformance-report.json in a directory it creates, valid against the report schema', async () => {
    const outputDir = join(dir, 'nested', 'reports');
    const reporter = createJsonReporter({ outputDir });
    expect(reporter.file).toBe(join(outputDir, JSON_REPORT_FILE));
    await reporter.onRunEnd?.(sampleReport());

    const parsed = JSON.parse(await readFile(join(outputDir, 'conformance-report.json'), 'utf8'));
    const ok = validate(parsed);
    expect(validate.errors ?? []).toEqual([]);
    expect(ok).toBe(true);

    expect(parsed.tool).toEqual({ name: 'conformance', version: '0.1.0' });
    expect(parsed.seed).toBe(42);
    expect(parsed.summary).toMatchObject({ passed: 4, failed: 1, warnings: 1, skipped: 1 });
    expect(parsed.checks).toHaveLength(7);
    for (const c of parsed.checks) {
      expect(Object.keys(c)).toEqual(expect.arrayContaining(['id', 'interface', 'level', 'status', 'specRef', 'message', 'evidence']));
    }
    const failed = parsed.checks.find((c: { id: string }) => c.id === 'B2.rejects-missing-required-field');
    expect(failed.evidence.request.method).toBe('POST');
    expect(failed.evidence.response.status).toBe(500);
    expect(failed.reproduce).toMatch(/^curl /);
    expect(failed.property).toMatchObject({ seed: 7, path: '3:1:0' });
    // JSON carries the target's text exactly; escaping is the business of the readers that display it.
    expect(failed.evidence.response.headers['x-hostile']).toBe(HOSTILE);
  });

  it('writes a bigint as its decimal string', () => {
    const parsed = JSON.parse(reportToJson(sampleReport()));
    const warning = parsed.checks.find((c: { id: string }) => c.id === 'B1.sends-cache-headers');
    expect(warning.evidence.response.body).toBe('12345678901234567890');
  });

  it('leaves no temporary file behind', async () => {
    await createJsonReporter({ outputDir: dir }).onRunEnd?.(sampleReport());
    const { readdir } = await import('node:fs/promises');
    expect(await readdir(dir)).toEqual([JSON_REPORT_FILE]);
  });

  it('keeps the interrupted flag and exit status', () => {
    const parsed = JSON.parse(reportToJson(sampleReport({ interrupted: true, exitCode: 130 })));
    expect(validate(parsed)).toBe(true);
    expect(parsed.interrupted).toBe(true);
    expect(parsed.exitCode).toBe(130);
  });
});

describe('report schema', () => {
  const good = (): Record<string, unknown> => JSON.parse(reportToJson(sampleReport()));

  it('rejects an unknown status, a missing summary and a malformed check id', () => {
    const badStatus = good();
    (badStatus.checks as { status: string }[])[0].status = 'ok';
    expect(validate(badStatus)).toBe(false);

    const noSummary = good();
    delete noSummary.summary;
    expect(validate(noSummary)).toBe(false);

    const badId = good();
    (badId.checks as { id: string }[])[0].id = 'not an id';
    expect(validate(badId)).toBe(false);

    const headerNumber = good();
    (headerNumber.checks as { evidence: { request?: { headers: Record<string, unknown> } } }[])[1].evidence.request!.headers.x = 1;
    expect(validate(headerNumber)).toBe(false);
  });
});
