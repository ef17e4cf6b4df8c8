// What a simulation prints on stdout: the settings it runs with (defaults included), a progress line
// (rewritten in place on a terminal, a plain line every few seconds otherwise, never both), and a summary.
import { cleanLine } from '../../../src/output/text.ts';
import { formatMix } from '../mix.ts';
import type { ProgressSnapshot } from '../stats.ts';
import type { SimulationReport, SimulationSettings } from '../result.ts';
import { describeFigures, describeVerdict } from './text.ts';

/** How often the progress line is refreshed: every second on a terminal, every 5 s in a log. */
export const progressEveryMs = (tty: boolean) => (tty ? 1000 : 5000);

export function startLine(s: SimulationSettings, target: string, embedded: boolean): string {
  return (
    `conformance simulate · interface ${s.interface.toUpperCase()} · target ${cleanLine(target)}${embedded ? ' (embedded reference)' : ''}\n` +
    `  rate ${s.rate}/s for ${s.durationSeconds} s · mix ${formatMix(s.mix)} · max requests ${s.maxRequests} · max in flight ${s.maxInFlight} · ` +
    `connections ${s.connections} · schema check 1 in ${s.schemaSampleEvery || 'none'} · seed ${s.seed}` +
    `${s.thresholds.length ? ` · thresholds ${s.thresholds.join(', ')}` : ''}\n`
  );
}

export function progressText(p: ProgressSnapshot): string {
  return (
    `${p.elapsedSeconds.toFixed(0).padStart(4)}s  ${p.rate.toFixed(1).padStart(8)}/s  p50 ${p.p50.toFixed(1)}ms  p99 ${p.p99.toFixed(1)}ms  ` +
    `errors ${p.errors}  429s ${p.throttled}  in flight ${p.inFlight}  dropped ${p.dropped}  done ${p.completed}`
  );
}

export class ProgressLine {
  private shown = false;
  constructor(
    private readonly out: NodeJS.WritableStream,
    private readonly tty: boolean,
  ) {}

  update(p: ProgressSnapshot): void {
    if (this.tty) {
      this.out.write(`\r\x1b[2K${progressText(p)}`);
      this.shown = true;
    } else this.out.write(`${progressText(p)}\n`);
  }

  /** Ends the in-place line so that what follows starts on a line of its own. */
  done(): void {
    if (this.tty && this.shown) this.out.write('\r\x1b[2K');
    this.shown = false;
  }
}

export function summaryText(report: SimulationReport, files: string[]): string {
  const s = report.summary;
  const lines = [
    report.interrupted ? 'INTERRUPTED: the figures cover the part that ran.' : '',
    `${s.started} of ${s.due} due iterations started, ${s.dropped} dropped, ${s.requests} requests in ${s.elapsedSeconds} s (stopped by ${s.stoppedBy}; generator lag at most ${s.maxLagMs} ms)`,
    ...report.operations.map(describeFigures),
    describeFigures(report.total),
    ...report.thresholds.map(describeVerdict),
    `cleanup: ${report.cleanup.created} created, ${report.cleanup.deleted} deleted, ${report.cleanup.leftBehind.length} left behind${report.cleanup.undeletable ? `, ${report.cleanup.undeletable} without a delete operation` : ''}${report.cleanup.notOurs?.length ? `, ${report.cleanup.notOurs.length} not ours (left untouched)` : ''}`,
    // A create that answered with someone else's record is the one cleanup fact the user must act on.
    ...(report.cleanup.notOurs ?? []).slice(0, 10).map((n) => `  not ours: ${n.id}: ${n.reason}`),
    ...(files.length ? [`reports: ${files.join(', ')}`] : []),
    `exit status ${report.exitCode}`,
  ];
  return `${lines.flatMap((l) => l.split('\n')).filter(Boolean).map(cleanLine).join('\n')}\n`;
}
