// The CLI of a built package, run in this process, then one JSON line with its exit status and the CPU and
// wall time it took, start-up included (module loading is part of what a user pays):
//
//   node bench/support/timedCli.mjs <package root> <conformance arguments...>
//
// Used by bench/builds.ts to run two builds the same way; the root may be another checkout's.
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';

const startedCpu = process.cpuUsage();
const started = performance.now();
const [root, ...args] = process.argv.slice(2);
const { main } = await import(pathToFileURL(join(root, 'dist/commands/cli/main.js')).href);
const quiet = new Writable({ write: (_c, _e, done) => done() });
const code = await main(args, { stdout: quiet, stderr: process.stderr });
const cpu = process.cpuUsage(startedCpu);
process.stdout.write(`${JSON.stringify({ code, cpuMs: (cpu.user + cpu.system) / 1000, wallMs: performance.now() - started })}\n`);
// Keep-alive sockets or timers of the run must not hold the measurement open.
process.exit(0);
