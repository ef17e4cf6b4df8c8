// The interface A suite end to end, through the command line: against the embedded reference, against a
// reference holder served under another profile (other paths, parameters in a header and the query,
// another key header), and once as a real child process.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv } from 'ajv';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { startDocumentHolder } from '../../reference/interface-a/index.ts';
import { reportSchema } from '../../reporters/reportSchema.ts';
import { registry } from '../../suites/interface-a/index.ts';
import { runCli, spawnCli } from './cli.ts';
import type { CheckResult, RunReport } from '../../src/engine/types.ts';

const validateReport = new Ajv({ allErrors: true, strict: false }).compile(reportSchema);
const junitXsd = await readFile(fileURLToPath(new URL('../reporters/junit.xsd', import.meta.url)), 'utf8');

const MISSING_PARAMETER_CHECKS = ['A1.rejects-missing-supplier-id', 'A2.rejects-missing-supplier-id', 'A3.rejects-missing-material-id'];

async function readReport(dir: string): Promise<{ report: RunReport; text: string }> {
  const text = await readFile(join(dir, 'conformance-report.json'), 'utf8');
  const report = JSON.parse(text) as RunReport;
  expect(validateReport(report), JSON.stringify(validateReport.errors)).toBe(true);
  return { report, text };
}

function byId(report: RunReport): Map<string, CheckResult> {
  return new Map(report.checks.map((c) => [c.id, c]));
}

/** Every check of the suite ran; every MUST check passed, or was skipped for a reason the profile explains. */
function expectConforming(report: RunReport, skippable: string[]): void {
  const checks = byId(report);
  expect([...checks.keys()].sort()).toEqual(registry.all().map((c) => c.id).sort());
  const problems = report.checks
    .filter((c) => c.level === 'MUST')
    .filter((c) => !(c.status === 'passed' || (c.status === 'skipped' && skippable.includes(c.id))))
    .map((c) => `${c.id}: ${c.status} ${c.message}`);
  expect(problems).toEqual([]);
  expect(report.summary.failed).toBe(0);
  expect(report.exitCode).toBe(0);
}

describe('conformance run --interface a', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'conformance-e2e-a-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('passes the embedded reference with every MUST check (missing path parameters skipped with the reason)', async () => {
    const res = await runCli(['run', '--interface', 'a', '--reporter', 'json', '--output-dir', dir, '--seed', '11']);
    expect(res.stderr).toBe('');
    expect(res.code).toBe(0);
    const { report } = await readReport(dir);
    expect(report.embedded).toBe(true);
    expect(report.seed).toBe(11);
    expectConforming(report, MISSING_PARAMETER_CHECKS);
    for (const id of MISSING_PARAMETER_CHECKS) {
      const c = byId(report).get(id)!;
      expect(c.status).toBe('skipped');
      expect(c.message).toMatch(/travels in the path/);
    }
    // Interface A has no delete: what the run created is reported, none of it as left behind by failure.
    expect(report.cleanup?.created).toBeGreaterThan(0);
    expect(report.cleanup?.undeletable).toBe(report.cleanup?.created);
  });

  it('passes a holder served under another profile: other paths, supplier-id in a header, materialId in the query, another key header', async () => {
    const apiKey = 'profile-key-6f1c2b9e8d7a';
    const materialLink = { materialKey: 'product', revisionKey: 'productRevision' };
    const headers = { 'X-Supplier-Id': '{supplier-id}' };
    const holder = await startDocumentHolder({
      port: 0,
      apiKey,
      apiKeyHeader: 'X-Docs-Key',
      materialLink,
      operations: {
        createDocument: { method: 'POST', path: '/api/docs', headers },
        replaceDocument: { method: 'PUT', path: '/api/docs', headers },
        queryDocuments: 'GET /api/material-docs',
      },
    });
    try {
      const profile = join(dir, 'profile.json');
      // The base URL carries /api; the operations are relative to it. The key comes from the environment.
      await writeFile(
        profile,
        JSON.stringify({
          a: {
            target: `${holder.url}/api`,
            apiKeyHeader: 'X-Docs-Key',
            operations: {
              createDocument: { method: 'POST', path: '/docs', headers },
              replaceDocument: { method: 'PUT', path: '/docs', headers },
              queryDocuments: 'GET /material-docs',
            },
            materialLink,
          },
        }),
      );
      const res = await runCli(['run', '--config', profile, '--interface', 'a', '--reporter', 'json', '--reporter', 'junit', '--output-dir', dir, '--runs', '40'], {
        env: { CONFORMANCE_API_KEY: apiKey },
      });
      expect(res.stderr).toBe('');
      expect(res.code).toBe(0);
      const { report, text } = await readReport(dir);
      expect(report.embedded).toBe(false);
      expectConforming(report, []);
      for (const id of MISSING_PARAMETER_CHECKS) expect(byId(report).get(id)?.status).toBe('passed');
      expect(text).not.toContain(apiKey);

      const junit = await readFile(join(dir, 'conformance-junit.xml'), 'utf8');
      expect(junit).not.toContain(apiKey);
      for (const c of registry.all()) expect(junit).toContain(`name="${c.id}:`);
      const valid = await validateXML({ xml: [{ fileName: 'conformance-junit.xml', contents: junit }], schema: [{ fileName: 'junit.xsd', contents: junitXsd }] });
      expect(valid.errors.map((e) => e.rawMessage)).toEqual([]);
    } finally {
      await holder.close();
    }
  });

  it('fails a MUST check when the profile does not match the holder (the missing-parameter checks are not vacuous)', async () => {
    const holder = await startDocumentHolder({ port: 0, apiKey: 'mismatch-key-1234', operations: { queryDocuments: 'GET /docs' } });
    try {
      // The holder takes materialId from the query; the run is told it travels in a header it never reads.
      const profile = join(dir, 'profile.json');
      await writeFile(profile, JSON.stringify({ a: { target: holder.url, operations: { queryDocuments: { method: 'GET', path: '/docs', headers: { 'X-Material': '{materialId}' } } } } }));
      const res = await runCli(['run', '--config', profile, '--interface', 'a', '--api-key', 'mismatch-key-1234', '--only', 'A3.*', '--reporter', 'json', '--output-dir', dir, '--runs', '5']);
      expect(res.code).toBe(1);
      const { report } = await readReport(dir);
      expect(byId(report).get('A3.finds-created-document')?.status).toBe('failed');
    } finally {
      await holder.close();
    }
  });

  it('passes a holder that takes the material id from a header: no id a header cannot carry as sent', async () => {
    // The sequences' odd material ids (letters beyond ASCII, a trailing space) cannot travel in a header as they
    // are (RFC 9110 5.5): sent there anyway, a right holder would be failed.
    const operations = { queryDocuments: { method: 'GET', path: '/docs', headers: { 'X-Material': '{materialId}' } } };
    const holder = await startDocumentHolder({ port: 0, apiKey: 'header-key-1234', operations: operations as never });
    try {
      const profile = join(dir, 'profile.json');
      await writeFile(profile, JSON.stringify({ a: { target: holder.url, apiKey: 'header-key-1234', operations } }));
      for (const seed of ['1', '2']) {
        const res = await runCli(['run', '--config', profile, '--interface', 'a', '--only', 'A.model-sequences', '--seed', seed, '--reporter', 'json', '--output-dir', dir]);
        const { report } = await readReport(dir);
        expect(report.checks.map((c) => `${c.id}: ${c.status} ${c.message}`)).toEqual(['A.model-sequences: passed ']);
        expect(res.code).toBe(0);
      }
    } finally {
      await holder.close();
    }
  });

  it('runs as a real process from the package entry point and exits 0', async () => {
    const res = await spawnCli(['run', '--interface', 'a', '--runs', '20', '--reporter', 'console', '--reporter', 'json', '--output-dir', dir]);
    expect(res.stderr).toBe('');
    expect(res.code).toBe(0);
    expect(res.stdout).toMatch(/0 failed/);
    const { report } = await readReport(dir);
    expectConforming(report, MISSING_PARAMETER_CHECKS);
  });

  it('lists every interface A check in the catalogue', async () => {
    const res = await runCli(['checks', '--interface', 'a', '--format', 'json']);
    expect(res.code).toBe(0);
    const listed = JSON.parse(res.stdout) as { id: string; level: string; specRef: string }[];
    expect(listed.map((c) => c.id)).toEqual(registry.all().map((c) => c.id));
    for (const c of listed) expect(c.specRef).toMatch(/^part \d/);
  });
});
