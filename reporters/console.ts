// The human report: a header to replay the run, one progress character per check while it runs,
// then the checks by interface and operation, the evidence of every failure and warning, the
// cleanup and a one-line summary. Colours only when the caller asks (it knows TTY and NO_COLOR);
// raw ANSI rather than util.styleText, whose own stream checks would second-guess that decision.
import { fixedHint } from '../src/gate/gate.ts';
import { DEFAULTS } from '../src/defaults.ts';
import type { CheckDefinition, CheckResult, Reporter, ReporterOptions, RunInfo, RunReport, Status } from '../src/engine/types.ts';
import { detailLines, groupChecks, mustFailures, operationLabel } from './format.ts';
import { groupByCause } from '../src/engine/causes.ts';
import { cleanLine, excerpt, formatDuration, plural } from '../src/output/text.ts';

type Style = 'red' | 'green' | 'yellow' | 'dim' | 'bold';
const ANSI: Record<Style, [number, number]> = { red: [31, 39], green: [32, 39], yellow: [33, 39], dim: [2, 22], bold: [1, 22] };

const MARK: Record<Status, string> = { passed: '✓', failed: '✗', warning: '!', skipped: '-' };
const PROGRESS: Record<Status, string> = { passed: '.', failed: 'F', warning: 'W', skipped: 's' };
const STYLE: Record<Status, Style> = { passed: 'green', failed: 'red', warning: 'yellow', skipped: 'dim' };

const PROGRESS_WIDTH = 80;
const DETAIL = { bodyLimit: 600, curlLimit: 2000 };
/** Columns wider than this are not padded further: one long id must not push every line right. */
const MAX_ID_COLUMN = 48;
const MAX_SPEC_COLUMN = 16;

/** Checks named in a "still waiting" line; the rest are counted. */
const WAITING_NAMED = 4;

export function createConsoleReporter(opts: ReporterOptions & { progressIntervalMs?: number }): Reporter {
  const out = opts.stream ?? process.stdout;
  const paint = (style: Style, text: string): string =>
    opts.color ? `\x1b[${ANSI[style][0]}m${text}\x1b[${ANSI[style][1]}m` : text;
  let column = 0;
  // Checks under way and when they started, so that a slow run says what it waits on instead of going quiet.
  const running = new Map<string, number>();
  let done = 0;
  let planned = 0;
  let lastOutput = Date.now();
  let ticker: NodeJS.Timeout | undefined;
  const every = opts.progressIntervalMs ?? DEFAULTS.progressIntervalMs;

  const write = (text: string): void => {
    lastOutput = Date.now();
    out.write(text);
  };
  const waitingLine = (): void => {
    if (running.size === 0 || Date.now() - lastOutput < every) return;
    const now = Date.now();
    const oldest = [...running.entries()].sort((x, y) => x[1] - y[1]);
    const named = oldest.slice(0, WAITING_NAMED).map(([id, at]) => `${cleanLine(id)} (${formatDuration(now - at)})`);
    const more = running.size > WAITING_NAMED ? ` and ${running.size - WAITING_NAMED} more` : '';
    try {
      endProgress();
      write(`${paint('dim', `… waiting on ${named.join(', ')}${more}; ${done} of ${planned} checks done`)}\n`);
    } catch {
      // Output that cannot be written breaks the run through the next result; a timer must not throw.
      clearInterval(ticker);
    }
  };
  const endProgress = (): void => {
    if (column > 0) write('\n');
    column = 0;
  };

  return {
    name: 'console',

    onRunStart(info: RunInfo) {
      planned = info.planned;
      write(`${runHeader(info, paint)}\n`);
      ticker = setInterval(waitingLine, Math.max(50, Math.round(every / 5)));
      ticker.unref();
    },

    onCheckStart(check: CheckDefinition) {
      running.set(check.id, Date.now());
    },

    onStop(reason: string) {
      endProgress();
      write(`${paint('yellow', `stopping: ${cleanLine(reason)}; the remaining checks are skipped, cleanup and reports follow`)}\n`);
    },

    onCheckResult(result: CheckResult) {
      running.delete(result.id);
      done++;
      write(paint(STYLE[result.status] ?? 'dim', PROGRESS[result.status] ?? '?'));
      column += 1;
      if (column >= PROGRESS_WIDTH) endProgress();
    },

    onRunEnd(report: RunReport) {
      clearInterval(ticker);
      running.clear();
      endProgress();
      write(`${renderReport(report, paint).join('\n')}\n`);
    },
  };
}

export type Paint = (style: Style, text: string) => string;

function runHeader(info: RunInfo, paint: Paint): string {
  const targets = info.interfaces
    .map((i) => `${i}: ${cleanLine(info.targets[i] ?? '(no target)')}`)
    .join(', ');
  return [
    paint('bold', `${cleanLine(info.tool.name)} ${cleanLine(info.tool.version)}`),
    `targets ${targets || '(none)'}${info.embedded ? ' (embedded reference)' : ''}`,
    `seed ${info.seed} (replay with --seed ${info.seed})`,
    `${info.runs} runs per property`,
    plural(info.planned, 'check'),
  ].join(' · ');
}

/** The end-of-run report as lines (exported for tests and for a runner that wants the text). */
export function renderReport(report: RunReport, paint: Paint = (_s, t) => t): string[] {
  const lines: string[] = [];
  const groups = groupChecks(report.checks);
  const idWidth = Math.min(MAX_ID_COLUMN, Math.max(0, ...report.checks.map((c) => cleanLine(c.id).length)));
  const specWidth = Math.min(MAX_SPEC_COLUMN, Math.max(0, ...report.checks.map((c) => cleanLine(c.specRef).length)));

  let lastInterface: string | undefined;
  for (const group of groups) {
    if (group.interface !== lastInterface) {
      lines.push('', paint('bold', `Interface ${cleanLine(group.interface).toUpperCase()}`));
      lastInterface = group.interface;
    }
    const label = operationLabel(group.operation);
    lines.push(`  ${paint('bold', cleanLine(group.operation))}${label ? ` ${label}` : ''}`);
    for (const c of group.checks) {
      const mark = paint(STYLE[c.status] ?? 'dim', MARK[c.status] ?? '?');
      const cols = [
        cleanLine(c.id).padEnd(idWidth),
        cleanLine(c.level).padEnd(6),
        cleanLine(c.specRef).padEnd(specWidth),
        cleanLine(c.title),
      ].join('  ');
      // Skip reasons and notes of passing checks are worth seeing in the list itself. A reason is never cut:
      // it is what a reader acts on; a note of a passing check may be.
      const note =
        c.status === 'skipped' && c.message
          ? paint('dim', ` (${cleanLine(c.message)})`)
          : c.status === 'passed' && c.message
            ? paint('dim', ` (${excerpt(cleanLine(c.message), 120)})`)
            : '';
      lines.push(`    ${mark} ${cols}${note}`);
    }
  }

  // Failures first: they decide the exit status; warnings after them.
  const ordered = groups.flatMap((g) => g.checks);
  // A failure caused by another right after it: the first one a reader meets is the operation at fault.
  const problems = groupByCause([...ordered.filter((c) => c.status === 'failed'), ...ordered.filter((c) => c.status === 'warning')]);
  if (problems.length > 0) {
    lines.push('', paint('bold', 'Failures and warnings'));
    for (const c of problems) {
      const kind = c.status === 'failed' ? paint('red', `${MARK.failed} FAILED`) : paint('yellow', `${MARK.warning} WARNING`);
      const known = report.gate?.known.includes(c.id) ? paint('dim', ' [known: in the baseline]') : '';
      lines.push('', `  ${kind}${known} ${paint('bold', cleanLine(c.id))} (${cleanLine(c.level)}, ${cleanLine(c.specRef)}): ${cleanLine(c.title)}`);
      for (const l of detailLines(c, DETAIL)) lines.push(`    ${l}`);
    }
  }

  if (report.cleanup) {
    const cl = report.cleanup;
    const facts = [`${cl.created} created`, `${cl.deleted} deleted`, `${cl.leftBehind.length} left behind`];
    if (cl.undeletable > 0) facts.push(`${cl.undeletable} without a delete operation`);
    if (cl.kept?.length) facts.push(`${cl.kept.length} kept (--keep-failed)`);
    if (cl.notOurs?.length) facts.push(`${cl.notOurs.length} not ours (left untouched)`);
    lines.push('', `Cleanup: ${facts.join(', ')}`);
    for (const k of cl.kept ?? []) lines.push(`  kept: ${cleanLine(k.interface)} ${cleanLine(k.id)} (${cleanLine(k.check)})`);
    for (const left of cl.leftBehind) {
      lines.push(paint('yellow', `  left behind: ${cleanLine(left.interface)} ${cleanLine(left.id)}: ${cleanLine(left.reason)}`));
    }
    for (const n of cl.notOurs ?? []) {
      lines.push(paint('red', `  not ours: left untouched: ${cleanLine(n.interface)} ${cleanLine(n.id)}: ${cleanLine(n.reason)}`));
    }
  }

  lines.push('');
  if (report.interrupted) {
    lines.push(
      paint('red', `INTERRUPTED: the run was stopped; ${report.checks.length} of ${report.planned} planned checks finished.`),
    );
  }
  if (report.stopped) {
    const notRun = report.checks.filter((c) => c.status === 'skipped' && /^(not run|stopped before it finished): /.test(c.message)).length;
    lines.push(paint('red', `STOPPED: ${cleanLine(report.stopped.reason)}; ${plural(notRun, 'check')} skipped for it.`));
  }
  lines.push(...gateLines(report, paint));
  lines.push(summaryLine(report, paint));
  const pace = paceLine(report);
  if (pace) lines.push(paint('dim', pace));
  return lines;
}

/**
 * The run's pace and where its time went: requests per second, the CPU time of the tool's own work and the
 * rest of the run, spent waiting: on the target (its answers and the network), or for a core on a machine
 * busy with other work. A slow runner shows as the first, a slow server as the second.
 */
export function paceLine(report: RunReport): string | undefined {
  const { durationMs, requests, cpuMs } = report.summary;
  if (cpuMs === undefined || durationMs <= 0) return undefined;
  const waited = Math.max(0, durationMs - cpuMs);
  const own = report.embedded ? ' (the embedded reference servers\' work included)' : '';
  return `pace: ${Math.round((requests / durationMs) * 1000)} requests/s; own work ${formatDuration(cpuMs)} of CPU${own}, the other ${formatDuration(waited)} waiting (on the target, or on a busy machine's cores)`;
}

/** The policy that decided the exit status and, with a baseline, what it made of the failures. */
export function gateLines(report: RunReport, paint: Paint = (_s, t) => t): string[] {
  const gate = report.gate;
  if (!gate) return [];
  const policy = gate.failOn === 'should' ? 'fail on MUST failures and warnings (--fail-on should)' : 'fail on MUST failures (--fail-on must)';
  if (!gate.baseline) return [`Gate: ${policy}`];
  const lines = [
    `Gate: ${policy}; baseline ${cleanLine(gate.baseline.file)}: ` +
      [paint(gate.new.length > 0 ? 'red' : 'dim', `${gate.new.length} new`), `${gate.known.length} known`, paint(gate.fixed.length > 0 ? 'green' : 'dim', `${gate.fixed.length} fixed`)].join(', '),
  ];
  for (const id of gate.new) lines.push(paint('red', `  new: ${cleanLine(id)}`));
  for (const e of gate.fixed) lines.push(paint('green', `  fixed: ${cleanLine(e.check)} (in the baseline, passes now)`));
  const hint = fixedHint(gate);
  if (hint) lines.push(`  hint: ${cleanLine(hint)}`);
  return lines;
}

const STOPPED_LABEL: Record<string, string> = {
  'max-time': 'STOPPED (time bound reached)',
  unresponsive: 'STOPPED (target unresponsive)',
  'max-failures': 'STOPPED (failure bound reached)',
};

export function summaryLine(report: RunReport, paint: Paint = (_s, t) => t): string {
  const s = report.summary;
  const must = mustFailures(report);
  const counts = [
    paint(s.passed > 0 ? 'green' : 'dim', `${s.passed} passed`),
    paint(s.failed > 0 ? 'red' : 'dim', `${s.failed} failed`),
    paint(s.warnings > 0 ? 'yellow' : 'dim', plural(s.warnings, 'warning')),
    paint('dim', `${s.skipped} skipped`),
  ].join(', ');
  const tail = `in ${formatDuration(s.durationMs)}, ${plural(s.requests, 'request')}, ${plural(s.retries, 'retry', 'retries')}`;
  const stopped = report.stopped ? `${paint('red', STOPPED_LABEL[report.stopped.kind] ?? 'STOPPED')} ` : '';
  return `${report.interrupted ? `${paint('red', 'INTERRUPTED')} ` : ''}${stopped}${counts} (MUST failures: ${must}) ${tail}`;
}
