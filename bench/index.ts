// `npm run bench`: every bench/*.ts in turn (helpers live in bench/support/), each in a process of its own (a bench's servers, timers and
// heap do not disturb the next). `npm run bench -- --quick` shortens the measurements of the benches that
// know how (BENCH_QUICK=1 in their environment); `--memory-seconds N` sets BENCH_MEMORY_SECONDS. Other
// arguments are passed on to every bench; BENCH_ONLY=latency,run runs only those.
// At the end, every ratio the benches measured in one table with the machine's cores and load, written as
// JSON to bench/results/<date>.json and bench/results/latest.json, beside the ratios of the previous latest.json.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { meets, type BenchRow } from './support/results.ts';

const dir = fileURLToPath(new URL('./', import.meta.url));
const resultsDir = join(dir, 'results');
// BENCH_ONLY=latency,run runs those benches alone (their rows still go to the record).
// `--against <git ref>` (bench/builds.ts) likewise runs alone unless BENCH_ONLY names others too.
const asked = process.argv.includes('--profile') ? 'profile' : process.argv.includes('--against') ? 'builds' : undefined;
const only = (process.env.BENCH_ONLY ?? asked)?.split(',').map((b) => `${b.trim()}.ts`);
const benches = readdirSync(dir)
  .filter((f) => f.endsWith('.ts') && f !== 'index.ts' && (!only || only.includes(f)))
  .sort();

const rowsDir = mkdtempSync(join(tmpdir(), 'bench-rows-'));
const rowsFile = join(rowsDir, 'rows.jsonl');
const env: NodeJS.ProcessEnv = { ...process.env, BENCH_ROWS: rowsFile };
const args: string[] = [];
const argv = process.argv.slice(2);
for (let i = 0; i < argv.length; i++) {
  if (argv[i] === '--quick') env.BENCH_QUICK = '1';
  // Where a run's CPU goes (bench/profile.ts): that bench alone unless BENCH_ONLY names others too.
  else if (argv[i] === '--profile') env.BENCH_PROFILE = '1';
  else if (argv[i] === '--memory-seconds') env.BENCH_MEMORY_SECONDS = argv[++i];
  // This tree beside another build (bench/builds.ts): a commit, tag or branch.
  else if (argv[i] === '--against') env.BENCH_AGAINST = argv[++i];
  else args.push(argv[i]);
}

const startedAt = new Date();
const loadBefore = loadavg()[0];
let failed = 0;
for (const file of benches) {
  console.log(`\n== bench/${file}`);
  const code = await new Promise<number>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `${dir}${file}`, ...args], { stdio: 'inherit', env });
    child.once('exit', (c, signal) => resolve(c ?? (signal ? 1 : 0)));
  });
  if (code !== 0) {
    failed++;
    console.log(`bench/${file} ended with exit status ${code}`);
  }
}

const rows: BenchRow[] = existsSync(rowsFile)
  ? readFileSync(rowsFile, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as BenchRow)
  : [];
rmSync(rowsDir, { recursive: true, force: true });

interface BenchRecord {
  startedAt: string;
  node: string;
  cores: number;
  cpu: string;
  loadAverage: { before: number; after: number };
  quick: boolean;
  failedBenches: number;
  rows: (BenchRow & { met?: boolean })[];
}

const record: BenchRecord = {
  startedAt: startedAt.toISOString(),
  node: process.version,
  cores: cpus().length,
  cpu: cpus()[0]?.model ?? 'unknown',
  loadAverage: { before: round(loadBefore), after: round(loadavg()[0]) },
  quick: env.BENCH_QUICK === '1',
  failedBenches: failed,
  rows: rows.map((r) => ({ ...r, met: meets(r) })),
};

const latest = join(resultsDir, 'latest.json');
let previous: BenchRecord | undefined;
try {
  previous = JSON.parse(readFileSync(latest, 'utf8')) as BenchRecord;
} catch {
  previous = undefined;
}

// A run that measured no ratio (the profile alone) leaves the record as it was.
if (rows.length === 0) {
  process.exitCode = failed ? 1 : 0;
  process.exit();
}

console.log(`\n== every ratio, ${record.cores} cores (${record.cpu}), load average ${record.loadAverage.before} before, ${record.loadAverage.after} after, ${record.node}${record.quick ? ', --quick' : ''}`);
console.log(table(record, previous));
if (previous) console.log(`(last: the run of ${previous.startedAt}, ${previous.cores} cores, load average ${previous.loadAverage.before}${previous.quick ? ', --quick' : ''})`);

mkdirSync(resultsDir, { recursive: true });
const file = join(resultsDir, `${record.startedAt.replace(/[:.]/g, '-')}.json`);
writeFileSync(file, `${JSON.stringify(record, null, 2)}\n`);
writeFileSync(latest, `${JSON.stringify(record, null, 2)}\n`);
console.log(`written: ${file} and ${latest}`);
process.exitCode = failed ? 1 : 0;

function round(n: number, digits = 2): number {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
}

function table(now: BenchRecord, last: BenchRecord | undefined): string {
  const before = new Map((last?.rows ?? []).map((r) => [r.key, r]));
  const head = ['what', 'figure', 'ratio', 'aim', 'met', 'last', 'baseline'];
  const lines = now.rows.map((r) => {
    const prev = before.get(r.key);
    const aim = r.aim === undefined ? '' : `${r.higherIsBetter ? '>=' : '<='} ${r.aim}`;
    const met = r.met === undefined ? '' : r.met ? 'yes' : 'NO';
    const lastRatio = prev?.ratio === undefined || r.ratio === undefined ? '' : `${prev.ratio.toFixed(2)} (${change(r, prev)})`;
    return [r.what, r.figure, r.ratio === undefined ? (r.note ?? 'n/a') : r.ratio.toFixed(2), aim, met, lastRatio, r.baseline ?? ''];
  });
  const widths = head.map((h, i) => Math.min(60, Math.max(h.length, ...lines.map((l) => l[i].length))));
  const fmt = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  return [fmt(head), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...lines.map(fmt)].join('\n');
}

/** Better or worse than last time, by the row's own direction. */
function change(r: BenchRow, prev: BenchRow): string {
  const delta = r.ratio! - prev.ratio!;
  if (Math.abs(delta) < 0.005) return 'same';
  const better = r.higherIsBetter ? delta > 0 : delta < 0;
  return `${better ? 'better' : 'worse'} by ${Math.abs(delta).toFixed(2)}`;
}
