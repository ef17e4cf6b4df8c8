// One row of the bench's record: what was measured, its figure, and its ratio to the baseline measured in
// the same run (the figure that compares across runs and machines). A bench run by `npm run bench` hands
// its rows to bench/index.ts through the file named by BENCH_ROWS (one JSON line per row); run alone, it
// only prints them.
import { appendFileSync } from 'node:fs';

export interface BenchRow {
  /** The bench file, e.g. `latency`. */
  bench: string;
  /** A stable key across runs, e.g. `latency.a.20ms`: the comparison with the last run pairs rows by it. */
  key: string;
  what: string;
  /** The measured figure, as text (with its unit). */
  figure: string;
  /** The ratio to the baseline; lower is better unless `higherIsBetter`. */
  ratio?: number;
  baseline?: string;
  higherIsBetter?: boolean;
  /** The aim for the ratio, e.g. 1.3 (at most) or 0.85 (at least, with higherIsBetter). */
  aim?: number;
  /** Why there is no ratio (a baseline that could not run). */
  note?: string;
}

export function meets(row: BenchRow): boolean | undefined {
  if (row.ratio === undefined || row.aim === undefined) return undefined;
  return row.higherIsBetter ? row.ratio >= row.aim : row.ratio <= row.aim;
}

export function recordRow(row: BenchRow): void {
  const file = process.env.BENCH_ROWS;
  if (file) appendFileSync(file, `${JSON.stringify(row)}\n`);
}
