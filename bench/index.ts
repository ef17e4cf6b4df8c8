// `npm run bench`: every bench/*.ts in turn, each in a process of its own (a bench's servers, timers and
// heap do not disturb the next), with the arguments given here (e.g. `npm run bench -- --quick`).
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const dir = fileURLToPath(new URL('./', import.meta.url));
const benches = readdirSync(dir)
  .filter((f) => f.endsWith('.ts') && f !== 'index.ts')
  .sort();

let failed = 0;
for (const file of benches) {
  console.log(`\n== bench/${file}`);
  const code = await new Promise<number>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `${dir}${file}`, ...process.argv.slice(2)], { stdio: 'inherit' });
    child.once('exit', (c, signal) => resolve(c ?? (signal ? 1 : 0)));
  });
  if (code !== 0) {
    failed++;
    console.log(`bench/${file} ended with exit status ${code}`);
  }
}
process.exitCode = failed ? 1 : 0;
