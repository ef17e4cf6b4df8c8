// `simulation-junit.xml`: one testsuite for the simulation, one testcase per operation (and one for all
// operations together) judged against the --threshold expressions. A testcase fails when one of its
// thresholds fails, is skipped when it has thresholds but nothing was measured, and passes otherwise (with
// no threshold given, every testcase passes: the figures are in its system-out).
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import junitModule from 'junit-report-builder';
import type { Builder } from 'junit-report-builder';
import { writeFileAtomic } from '../../../src/output/files.ts';
import { clean, cleanLine, excerpt } from '../../../src/output/text.ts';
import type { OperationFigures } from '../stats.ts';
import type { SimulationReport } from '../result.ts';
import { describeFigures, describeVerdict } from './text.ts';

export const SIMULATION_JUNIT_FILE = 'simulation-junit.xml';

// CommonJS at run time, an ES default export in its types (see reporters/junit.ts).
const junit = ((junitModule as unknown as { default?: Builder }).default ?? junitModule) as unknown as Builder;

const xmlText = (v: unknown) => clean(v).replace(/]]>/g, ']]\\x3e');
const xmlLine = (v: unknown, max = 1000) => excerpt(cleanLine(v), max).replace(/]]>/g, ']]\\x3e');

export function simulationToJunit(report: SimulationReport): string {
  const builder = junit.newBuilder();
  builder.name(report.interrupted ? 'conformance simulate (interrupted)' : 'conformance simulate');
  const suite = builder
    .testSuite()
    .name(xmlLine(`simulation interface-${report.settings.interface}`))
    .time(report.summary.elapsedSeconds)
    .timestamp(report.startedAt.slice(0, 19));
  suite.property('target', xmlLine(report.target));
  suite.property('rate', String(report.settings.rate));
  suite.property('duration', String(report.settings.durationSeconds));
  suite.property('seed', String(report.settings.seed));
  suite.property('tool.version', xmlLine(report.tool.version, 100));
  if (report.interrupted) suite.property('interrupted', 'true');

  const cases: OperationFigures[] = [...report.operations, report.total];
  for (const figures of cases) {
    const verdicts = report.thresholds.filter((t) => t.scope === figures.name);
    const judged = verdicts.filter((v) => v.ok !== undefined);
    const failed = verdicts.filter((v) => v.ok === false);
    const tc = suite
      .testCase()
      .className(`conformance.simulate.${report.settings.interface}`)
      .name(xmlLine(`${figures.name}${verdicts.length ? `: ${verdicts.map((v) => v.expression).join(', ')}` : ''}`))
      .time(report.summary.elapsedSeconds);
    const details = xmlText([describeFigures(figures), ...verdicts.map(describeVerdict)].join('\n'));
    if (failed.length) {
      tc.failure(xmlLine(`threshold${failed.length > 1 ? 's' : ''} failed: ${failed.map(describeVerdict).join('; ')}`), 'threshold').stacktrace(details);
    } else if (verdicts.length > 0 && judged.length === 0) {
      tc.skipped();
      tc.standardOutput(xmlText(`nothing measured to judge the thresholds against\n${details}`));
    } else {
      tc.standardOutput(details);
    }
  }
  // The junit-10 schema has no skipped attribute on <testsuites>.
  return builder.build().replace(/(<testsuites\b[^>]*?)\s+skipped="\d+"/, '$1');
}

export async function writeSimulationJunit(report: SimulationReport, outputDir: string): Promise<string> {
  await mkdir(outputDir, { recursive: true });
  const file = join(outputDir, SIMULATION_JUNIT_FILE);
  await writeFileAtomic(file, simulationToJunit(report));
  return file;
}
