// Runs the whole `npm test` several times on the machine as it is, then as many times again with every core
// kept busy by other processes, and says how each run ended and how long it took. A test whose outcome
// depends on how fast the machine is shows up here as a red run in one of the two halves.
//
//   node scripts/test-idle-and-busy.mjs [--idle 3] [--busy 3] [--log-dir <dir>]
//
// The busy processes are plain spinning `node` children at normal priority, one per core the machine has
// (os.availableParallelism()); they are started before each busy run and stopped after it, also when this
// script is interrupted. Each run's output goes to <log-dir>/<n>-<idle|busy>.log (default: a new folder in
// the system's temporary folder, printed at the start). Exit status 0 when every run passed, else 1.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const USAGE = 'usage: node scripts/test-idle-and-busy.mjs [--idle <runs, default 3>] [--busy <runs, default 3>] [--log-dir <dir>]';

function options(argv) {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options: { idle: { type: 'string' }, busy: { type: 'string' }, 'log-dir': { type: 'string' }, help: { type: 'boolean' } } });
  } catch (err) {
    fail(`${err.message}\n${USAGE}`);
  }
  const { values } = parsed;
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const count = (name, fallback) => {
    const text = values[name] ?? String(fallback);
    const n = Number(text);
    if (!/^\d+$/.test(text) || n > 100) fail(`--${name} ${text}: give a whole number of runs from 0 to 100\n${USAGE}`);
    return n;
  };
  const logDir = values['log-dir'] ? resolve(values['log-dir']) : mkdtempSync(join(tmpdir(), 'conformance-test-runs-'));
  mkdirSync(logDir, { recursive: true });
  return { idle: count('idle', 3), busy: count('busy', 3), logDir };
}

function fail(message) {
  console.error(message);
  process.exit(2);
}

/** One spinning process per core; stopped by the returned function. */
function occupyCores() {
  const spinners = Array.from({ length: availableParallelism() }, () =>
    spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
  );
  return () => {
    for (const s of spinners) s.kill('SIGKILL');
  };
}

/** `npm test` once, its output to `logFile`; resolves with its exit code, duration and vitest's counts. */
function npmTest(logFile) {
  return new Promise((done) => {
    const started = process.hrtime.bigint();
    const log = createWriteStream(logFile);
    const child = spawn('npm', ['test'], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NO_COLOR: '1' } });
    let tail = '';
    const keep = (chunk) => {
      log.write(chunk);
      tail = (tail + chunk.toString('utf8')).slice(-4000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('close', (code, signal) => {
      log.end();
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      // vitest colours its summary whatever the environment says: the escapes go before it is read.
      const plain = tail.replace(/\x1b\[[0-9;]*m/g, '');
      const counts = /^\s*Tests\s+(.+)$/m.exec(plain)?.[1]?.trim() ?? 'no test summary';
      done({ code: code ?? (signal ? 128 : 1), seconds, counts });
    });
  });
}

const { idle, busy, logDir } = options(process.argv.slice(2));
console.log(`npm test ${idle} times idle, then ${busy} times with ${availableParallelism()} busy processes; logs in ${logDir}`);

let release = () => {};
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    release();
    process.exit(130);
  });
}

const plan = [...Array(idle).fill('idle'), ...Array(busy).fill('busy')];
const results = [];
for (const [i, mode] of plan.entries()) {
  if (mode === 'busy') release = occupyCores();
  const r = await npmTest(join(logDir, `${i + 1}-${mode}.log`));
  release();
  release = () => {};
  results.push(r);
  console.log(`run ${i + 1} (${mode}): ${r.code === 0 ? 'passed' : `FAILED (exit ${r.code})`} in ${r.seconds.toFixed(0)} s: ${r.counts}`);
}
const failed = results.filter((r) => r.code !== 0).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
