// JUnit XML for CI viewers: one testsuite per interface and operation (`interface-b B2`), one
// testcase per check (classname `conformance.b.B2`, name `<id>: <title>`).
//
// How outcomes map (the file must be accepted by the Jenkins xUnit junit-10 schema and readers
// that are stricter about element order):
// - failed (a MUST rule broken): <failure message type="MUST">, its body the evidence and the curl line;
// - skipped: <skipped message="reason">;
// - warning (a SHOULD rule broken): a PASSED testcase whose <system-out> starts with "WARNING",
//   plus a `warning:<id>` property on its testsuite. A warning must never fail a CI gate, and
//   rendering it as skipped would hide that the check ran and found something; testcases carry
//   no <properties> in that schema, hence the marker on the suite.
// - a known failure (a failed check the --baseline holds): a SKIPPED testcase with message
//   "known failure (baseline): <message>", the evidence in its <system-out> as for a failure, and a
//   `known:<id>` property on its testsuite. GitLab's test report and Jenkins' `junit` step count every
//   <failure> against the pipeline (a red test widget, an UNSTABLE build) whatever the exit status; a
//   failure the team has accepted in its baseline passes the gate (exit 0), so the JUnit view must not
//   turn red on it either. Skipped (not passed) keeps it visible as not conforming, with its reason.
// - an interrupted run: an `interrupted` property on every testsuite and "(interrupted)" in the
//   name of the root element.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import type { Builder, TestCase } from 'junit-report-builder';
import type { CheckResult, ReporterOptions, RunReport } from '../src/engine/types.ts';
import { detailLines, groupChecks } from './format.ts';
import type { FileReporter } from './json.ts';
import { writeFileAtomic } from '../src/output/files.ts';
import { clean, cleanLine, excerpt } from '../src/output/text.ts';

export const JUNIT_REPORT_FILE = 'conformance-junit.xml';

// Loaded on first use: the package (with its XML builder) costs a noticeable share of start-up, and
// most runs write no JUnit file. It is CommonJS (`module.exports = builder`) while its types declare an
// ES default export, so the module object may be the builder itself.
const require = createRequire(import.meta.url);
let loaded: Builder | undefined;
function junitBuilder(): Builder {
  if (!loaded) {
    const mod = require('junit-report-builder') as Builder & { default?: Builder };
    loaded = mod.default ?? mod;
  }
  return loaded;
}

const DETAIL = { bodyLimit: 4000, curlLimit: 70_000 };

/** Text for an XML document: unsafe characters escaped, and no `]]>` that would end a CDATA section. */
function xmlText(value: unknown): string {
  return clean(value).replace(/]]>/g, ']]\\x3e');
}

function xmlLine(value: unknown, max = 1000): string {
  return excerpt(cleanLine(value), max).replace(/]]>/g, ']]\\x3e');
}

function seconds(ms: number): number {
  return Number.isFinite(ms) && ms > 0 ? Number((ms / 1000).toFixed(3)) : 0;
}

/** `2024-05-01T12:00:00`, the timestamp form every JUnit schema accepts (no zone, no fraction); UTC. */
function timestamp(iso: string): string | undefined {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? undefined : d.toISOString().slice(0, 19);
}

/** The library writes `<skipped/>` with no attributes; the reason belongs in its `message`. */
function skipWithMessage(tc: TestCase, reason: string): void {
  tc.skipped();
  const build = tc.build.bind(tc);
  tc.build = (parent) => {
    const element = build(parent);
    const children = (element as unknown as { children: { name?: string; att(n: string, v: string): unknown }[] }).children;
    for (const child of children) if (child.name === 'skipped') child.att('message', reason);
    return element;
  };
}

function evidenceText(check: CheckResult, heading: string): string {
  return xmlText(
    [
      heading,
      `check: ${check.id}: ${check.title}`,
      `level: ${check.level}, spec ${check.specRef}`,
      ...detailLines(check, DETAIL),
    ].join('\n'),
  );
}

/** The message of a known failure's skipped testcase. */
export const KNOWN_FAILURE = 'known failure (baseline)';

function addTestCase(suite: ReturnType<Builder['testSuite']>, check: CheckResult, operation: string, known: boolean): void {
  const tc = suite
    .testCase()
    .className(`conformance.${xmlLine(check.interface, 10)}.${xmlLine(operation, 40)}`)
    .name(xmlLine(`${check.id}: ${check.title}`))
    .time(seconds(check.durationMs));
  if (known && check.status === 'failed') {
    skipWithMessage(tc, xmlLine(`${KNOWN_FAILURE}: ${check.message || 'failed'}`));
    tc.standardOutput(evidenceText(check, `KNOWN FAILURE (${check.level}, held by the baseline: does not fail the run)`));
    return;
  }
  switch (check.status) {
    case 'failed':
      tc.failure(xmlLine(check.message || 'failed'), xmlLine(check.level, 10)).stacktrace(
        evidenceText(check, `FAILED (${check.level})`),
      );
      break;
    case 'skipped':
      skipWithMessage(tc, xmlLine(check.message || 'skipped'));
      break;
    case 'warning':
      tc.standardOutput(evidenceText(check, `WARNING (${check.level}, does not fail the run)`));
      break;
    default:
      if (check.message) tc.standardOutput(xmlText(check.message));
  }
}

/** The JUnit document for a report (exported for tests). */
export function reportToJunit(report: RunReport): string {
  const builder = junitBuilder().newBuilder();
  builder.name(report.interrupted ? 'conformance (interrupted)' : 'conformance');
  const groups = groupChecks(report.checks);
  const known = new Set(report.gate?.known ?? []);
  const common = (suite: ReturnType<Builder['testSuite']>, iface?: string): void => {
    suite.property('seed', String(report.seed));
    suite.property('tool.version', xmlLine(report.tool.version, 100));
    const target = iface ? report.targets[iface as keyof RunReport['targets']] : undefined;
    if (target) suite.property('target', xmlLine(target));
    if (report.interrupted) suite.property('interrupted', 'true');
    const ts = timestamp(report.startedAt);
    if (ts) suite.timestamp(ts);
  };

  for (const group of groups) {
    const suite = builder
      .testSuite()
      .name(xmlLine(`interface-${group.interface} ${group.operation}`))
      .time(seconds(group.checks.reduce((sum, c) => sum + (c.durationMs || 0), 0)));
    common(suite, group.interface);
    for (const c of group.checks) {
      if (c.status === 'warning') suite.property(`warning:${xmlLine(c.id, 200)}`, xmlLine(c.message, 300));
      if (c.status === 'failed' && known.has(c.id)) suite.property(`known:${xmlLine(c.id, 200)}`, xmlLine(c.message, 300));
    }
    for (const c of group.checks) addTestCase(suite, c, group.operation, known.has(c.id));
  }
  // A run stopped before any check finished still leaves a file a CI step can read and show.
  if (groups.length === 0) common(builder.testSuite().name('conformance'));

  // The library counts skipped tests on <testsuites> too; the junit-10 schema has no such attribute there.
  return builder.build().replace(/(<testsuites\b[^>]*?)\s+skipped="\d+"/, '$1');
}

export function createJunitReporter(opts: ReporterOptions): FileReporter {
  const file = join(opts.outputDir, JUNIT_REPORT_FILE);
  return {
    name: 'junit',
    file,
    async onRunEnd(report: RunReport) {
      await mkdir(opts.outputDir, { recursive: true });
      await writeFileAtomic(file, reportToJunit(report));
    },
  };
}
