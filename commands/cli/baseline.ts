// `conformance baseline <report.json> [--output file] [--product "<name> <version>"]`: writes the failures of a
// report as a small baseline file for review and commit. Reasons a reviewer already wrote in the file being
// replaced are kept for the entries that are still there.
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { UsageError } from '../../src/errors.ts';
import { BASELINE_FORMAT, REASON_TODO, baselineOf, baselineOfReport, isReport, readJsonFile, type BaselineFile } from '../../src/gate/baseline.ts';
import { writeFileAtomic } from '../../src/output/files.ts';
import { suites } from '../../suites/index.ts';

export const DEFAULT_BASELINE_FILE = 'conformance-baseline.json';

export async function baselineCommand(args: Record<string, unknown>, io: { stdout: NodeJS.WritableStream }): Promise<number> {
  const input = String(args.report);
  const output = typeof args.output === 'string' && args.output !== '' ? args.output : DEFAULT_BASELINE_FILE;
  const value = readJsonFile(input, 'report', 'give the JSON report of a run (--reporter json writes conformance-report.json)');
  if (!isReport(value)) {
    const isBaseline = value !== null && typeof value === 'object' && (value as { format?: unknown }).format === BASELINE_FORMAT;
    throw new UsageError(
      isBaseline
        ? `${input} is a baseline already; give the JSON report of a run (conformance-report.json) to make one from`
        : `${input} is not a conformance report; give the JSON report of a run (--reporter json writes conformance-report.json)`,
    );
  }
  // The requirements of a check when the report carries no requirements view: the catalogue's.
  const catalogue = new Map(value.interfaces.flatMap((i) => suites[i]?.registry.all() ?? []).map((d) => [d.id, d.requirements]));
  const baseline: BaselineFile = baselineOfReport(value, { product: typeof args.product === 'string' ? args.product : undefined, requirementsOf: (id) => catalogue.get(id) });

  // Replacing a baseline keeps what reviewers wrote; anything else in the way is not overwritten.
  let kept = 0;
  if (existsSync(output)) {
    const old = readJsonFile(output, 'existing file', 'give another --output');
    let previous;
    try {
      previous = baselineOf(old, output);
    } catch {
      throw new UsageError(`${output} exists and is not a baseline: give another --output, or move the file away`);
    }
    if (previous.kind !== 'baseline') throw new UsageError(`${output} exists and is a report, not a baseline: give another --output`);
    for (const e of baseline.entries) {
      const before = previous.entries.find((p) => p.check === e.check && p.operation === e.operation);
      if (before?.reason && before.reason !== REASON_TODO) {
        e.reason = before.reason;
        kept++;
      }
    }
  }
  await mkdir(dirname(output), { recursive: true });
  await writeFileAtomic(output, `${JSON.stringify(baseline, null, 2)}\n`);
  const failed = baseline.entries.filter((e) => e.status === 'failed').length;
  const warned = baseline.entries.length - failed;
  io.stdout.write(
    `baseline: ${output}: ${failed} failure${failed === 1 ? '' : 's'}, ${warned} warning${warned === 1 ? '' : 's'} of interface ${baseline.interfaces.map((i) => i.toUpperCase()).join(' and ')}` +
      `${kept ? `; ${kept} reason${kept === 1 ? '' : 's'} kept from the file it replaces` : ''}\n`,
  );
  const todo = baseline.entries.filter((e) => e.reason === REASON_TODO).length;
  if (todo) io.stdout.write(`review: write the "reason" of ${todo} entr${todo === 1 ? 'y' : 'ies'} before committing the file; use it with: conformance run --baseline ${output}\n`);
  return 0;
}
