// The machine-readable report: the RunReport as the runner built it, which already has the
// contract's shape, with the requirements view added when it is written (`requirements`: each
// requirement of the catalogue with the checks that cover it and their verdicts; the HTML report shows
// the same, see ./html/requirements.ts). Written once at run end, through a temporary file and a rename,
// so that a CI step reading the file never sees half of it.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Reporter, ReporterOptions, RunReport } from '../src/engine/types.ts';
import { withRequirements } from './html/requirements.ts';
import { bigintReplacer } from '../src/output/text.ts';
import { writeFileAtomic } from '../src/output/files.ts';

export const JSON_REPORT_FILE = 'conformance-report.json';

export interface FileReporter extends Reporter {
  /** Path of the file the reporter writes at run end. */
  readonly file: string;
}

/** The report as JSON text. Every check carries `evidence` (an empty object when there is none), as the contract shows. */
export function reportToJson(report: RunReport): string {
  const checks = report.checks.map((c) => ({ ...c, evidence: c.evidence ?? {} }));
  return `${JSON.stringify({ ...report, checks }, bigintReplacer, 2)}\n`;
}

export function createJsonReporter(opts: ReporterOptions): FileReporter {
  const file = join(opts.outputDir, JSON_REPORT_FILE);
  return {
    name: 'json',
    file,
    async onRunEnd(report: RunReport) {
      await mkdir(opts.outputDir, { recursive: true });
      await writeFileAtomic(file, reportToJson(await withRequirements(report)));
    },
  };
}
