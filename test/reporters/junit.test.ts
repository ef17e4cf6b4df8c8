import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { createJunitReporter, JUNIT_REPORT_FILE, reportToJunit } from '../../reporters/junit.ts';
import { sampleReport } from './sampleReport.ts';

const xsd = await readFile(fileURLToPath(new URL('./junit.xsd', import.meta.url)), 'utf8');

async function schemaErrors(xml: string): Promise<string[]> {
  const result = await validateXML({
    xml: [{ fileName: 'conformance-junit.xml', contents: xml }],
    schema: [{ fileName: 'junit.xsd', contents: xsd }],
  });
  return result.valid ? [] : result.errors.map((e) => e.rawMessage);
}

const count = (text: string, re: RegExp): number => (text.match(re) ?? []).length;

/** Attributes of every `<tag …>` start tag, in document order. */
function tags(xml: string, tag: string): Record<string, string>[] {
  return [...xml.matchAll(new RegExp(`<${tag}((?:\\s+[\\w:.-]+="[^"]*")*)\\s*/?>`, 'g'))].map((m) =>
    Object.fromEntries([...m[1].matchAll(/([\w:.-]+)="([^"]*)"/g)].map((a) => [a[1], a[2]])),
  );
}

/** The element text of the testcase whose name starts with `id`. */
function testcase(xml: string, id: string): string {
  const start = xml.indexOf(`<testcase classname=`, xml.indexOf(`name="${id}:`) - 200);
  const m = new RegExp(`<testcase[^>]*name="${id.replace(/\./g, '\\.')}:[^"]*"[^>]*?(/>|>[\\s\\S]*?</testcase>)`).exec(xml.slice(start));
  if (!m) throw new Error(`no testcase ${id}`);
  return m[0];
}

describe('junit reporter', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'conformance-junit-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes conformance-junit.xml that validates against the JUnit schema', async () => {
    const outputDir = join(dir, 'out');
    const reporter = createJunitReporter({ outputDir });
    await reporter.onRunEnd?.(sampleReport());
    expect(reporter.file).toBe(join(outputDir, JUNIT_REPORT_FILE));
    const xml = await readFile(join(outputDir, 'conformance-junit.xml'), 'utf8');
    expect(await schemaErrors(xml)).toEqual([]);
  });

  it('has a testsuite per interface and operation and the right counts', () => {
    const xml = reportToJunit(sampleReport());
    const suites = tags(xml, 'testsuite');
    expect(suites.map((t) => t.name)).toEqual(['interface-a A1', 'interface-a A3', 'interface-a A', 'interface-b B1', 'interface-b B2', 'interface-b B']);
    expect(tags(xml, 'testsuites')).toEqual([{ name: 'conformance', tests: '7', failures: '1', errors: '0' }]);
    expect(count(xml, /<testcase /g)).toBe(7);
    expect(count(xml, /<failure /g)).toBe(1);
    expect(count(xml, /<skipped /g)).toBe(1);
    expect(suites.find((t) => t.name === 'interface-b B2')).toMatchObject({ tests: '1', failures: '1', errors: '0', skipped: '0', time: '2.345' });
    expect(suites.find((t) => t.name === 'interface-b B1')).toMatchObject({ tests: '2', failures: '0', skipped: '0' });
    expect(suites.find((t) => t.name === 'interface-a A3')).toMatchObject({ tests: '1', failures: '0', skipped: '1' });
  });

  it('names testcases by id and title, classname by interface and operation, time in seconds', () => {
    const xml = reportToJunit(sampleReport());
    const tc = testcase(xml, 'B2.rejects-missing-required-field');
    expect(tc).toContain('classname="conformance.b.B2"');
    expect(tc).toContain('name="B2.rejects-missing-required-field: Rejects a body missing a required field"');
    expect(tc).toContain('time="2.345"');
  });

  it('puts the evidence of a MUST failure in the failure body', () => {
    const tc = testcase(reportToJunit(sampleReport()), 'B2.rejects-missing-required-field');
    expect(tc).toMatch(/<failure message="expected 400, got 500\\nserver said: [^"]*" type="MUST">/);
    for (const part of [
      'level: MUST, spec part 7',
      'request: POST http://127.0.0.1:8082/v2/development-actions',
      'response: 500 in 13ms',
      "reproduce: curl -sS -i -X POST 'http://127.0.0.1:8082/v2/development-actions'",
      'property: seed 7, failed on run 4, shrunk 4 times',
      'counterexample: [{"name":',
      'replay: npx conformance run --seed 42 --only B2.rejects-missing-required-field --interface b --runs 20',
    ]) {
      expect(tc).toContain(part);
    }
  });

  it('renders a warning as a passing testcase with WARNING output and a suite marker', () => {
    const xml = reportToJunit(sampleReport());
    const tc = testcase(xml, 'B1.sends-cache-headers');
    expect(tc).not.toContain('<failure');
    expect(tc).not.toContain('<skipped');
    expect(tc).toMatch(/<system-out><!\[CDATA\[WARNING \(SHOULD, does not fail the run\)/);
    expect(tc).toContain('12345678901234567890');
    expect(xml).toContain('<property name="warning:B1.sends-cache-headers" value="no Cache-Control header"/>');
  });

  it('turns a failure the baseline holds into a skipped testcase "known failure (baseline)": no failure for a CI step to count', async () => {
    const id = 'B2.rejects-missing-required-field';
    const known = sampleReport({ gate: { failOn: 'must', baseline: { file: 'conformance-baseline.json', kind: 'baseline', entries: 1 }, new: [], known: [id], fixed: [] }, exitCode: 0 });
    const xml = reportToJunit(known);
    const tc = testcase(xml, id);
    expect(tc).not.toContain('<failure');
    expect(tc).toMatch(/<skipped message="known failure \(baseline\): [^"]+"\/>/);
    // The evidence stays readable beside it.
    expect(tc).toMatch(/<system-out><!\[CDATA\[KNOWN FAILURE \(MUST, held by the baseline: does not fail the run\)/);
    expect(tc).toContain('curl');
    expect(tags(xml, 'testsuites')[0]).toMatchObject({ failures: '0' });
    expect(xml).toMatch(new RegExp(`<property name="known:${id.replace(/\./g, '\\.')}" value="[^"]+"/>`));
    expect(await schemaErrors(xml)).toEqual([]);
    // Without the gate's word the same check is a failure.
    expect(testcase(reportToJunit(sampleReport()), id)).toContain('<failure');
  });

  it('gives a skipped testcase its reason', () => {
    const tc = testcase(reportToJunit(sampleReport()), 'A3.finds-by-revision');
    expect(tc).toContain('<skipped message="the profile names no revision key"/>');
  });

  it('escapes what the target sent: no control characters, no early CDATA end, no raw markup', () => {
    const xml = reportToJunit(sampleReport());
    expect(xml).not.toMatch(/[\x00-\x08\x0b\x0c\x0e-\x1f\x7f\uFFFE\uFFFF]/);
    expect(xml).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
    expect(count(xml, /<!\[CDATA\[/g)).toBe(count(xml, /\]\]>/g));
    expect(xml).toContain('\\x1b[31mred');
    // Outside CDATA, markup is escaped by the builder.
    const attrs = xml.replace(/<!\[CDATA\[[\s\S]*?\]\]>/g, '');
    expect(attrs).not.toContain('<script>');
  });

  it('marks an interrupted run, and writes a valid file when no check finished', async () => {
    const interrupted = reportToJunit(sampleReport({ interrupted: true, exitCode: 130 }));
    expect(interrupted).toContain('<testsuites name="conformance (interrupted)"');
    expect(count(interrupted, /<property name="interrupted" value="true"\/>/g)).toBe(6);
    expect(await schemaErrors(interrupted)).toEqual([]);

    const empty = reportToJunit(sampleReport({ interrupted: true, exitCode: 130, checks: [] }));
    expect(tags(empty, 'testsuite')).toEqual([expect.objectContaining({ name: 'conformance', tests: '0' })]);
    expect(await schemaErrors(empty)).toEqual([]);
  });
});

describe('junit.xsd', () => {
  it('rejects what the common readers reject', async () => {
    const good = reportToJunit(sampleReport());
    expect(await schemaErrors(good)).toEqual([]);
    // `skipped` on the root, properties inside a testcase, a testsuite without `tests`.
    expect(await schemaErrors(good.replace('<testsuites name="conformance"', '<testsuites skipped="1" name="conformance"'))).not.toEqual([]);
    expect(await schemaErrors(good.replace(/(<testcase [^>]*[^/]>)/, '$1<properties/>'))).not.toEqual([]);
    const noTests = good.replace(/(<testsuite [^>]*?) tests="\d+"/, '$1');
    expect(noTests).not.toBe(good);
    expect(await schemaErrors(noTests)).not.toEqual([]);
  });
});

describe('junit reporter with arbitrary target text', () => {
  it('always writes a valid document', async () => {
    const fc = await import('fast-check');
    const samples = fc.sample(fc.tuple(fc.string({ unit: 'binary', maxLength: 200 }), fc.string({ unit: 'grapheme-ascii', maxLength: 50 })), {
      numRuns: 60,
      seed: 20240501,
    });
    const docs = samples.map(([hostile, ascii], i) => {
      const report = sampleReport();
      for (const c of report.checks) {
        // Two CDATA ends: the XML builder itself splits only the first.
        c.message = `${hostile}]]>${ascii}]]>`;
        c.title = hostile;
        if (c.evidence?.response) c.evidence.response.body = hostile + ascii;
      }
      return { fileName: `report-${i}.xml`, contents: reportToJunit(report) };
    });
    const result = await validateXML({ xml: docs, schema: [{ fileName: 'junit.xsd', contents: xsd }] });
    expect(result.errors.map((e) => e.rawMessage)).toEqual([]);
    expect(result.valid).toBe(true);
  }, 60_000);
});
