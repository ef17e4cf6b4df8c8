// `npm run bench`: every bench/*.ts in turn (helpers live in bench/support/), each in a process of its own (a bench's servers, timers and
// heap do not disturb the next). `npm run bench -- --quick` shortens the measurements of the benches that
// know how (BENCH_QUICK=1 in their environment); `--memory-seconds N` sets BENCH_MEMORY_SECONDS. Other
// arguments are passed on to every bench.
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const dir = fileURLToPath(new URL('./', import.meta.url));
const benches = readdirSync(dir)
  .filter((f) => f.endsWith('.ts') && f !== 'index.ts')
  .sort();

const env: NodeJS.ProcessEnv = { ...process.env };
const args: string[] = [];
const argv = process.argv.slice(2);
for (let i = 0; i < argv.length; i++) {
  if (argv[i] === '--quick') env.BENCH_QUICK = '1';
  else if (argv[i] === '--memory-seconds') env.BENCH_MEMORY_SECONDS = argv[++i];
  else args.push(argv[i]);
}

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
process.exitCode = failed ? 1 : 0;
