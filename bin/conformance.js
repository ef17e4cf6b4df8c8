#!/usr/bin/env node
// The CLI entry: runs the compiled code in dist/ (`npm ci` and `npm pack` build it through the `prepare`
// script; tsx is a development tool only). Plain JavaScript, so that nothing is compiled at start-up.

// Last resort: whatever escapes the CLI's own handling is one line and exit 2, never a stack trace.
const bail = (err) => {
  try {
    process.stderr.write(`conformance: internal error: ${String(err?.message ?? err).split('\n')[0]}\n`);
  } catch {
    // stderr is gone too: nothing left to tell
  }
  process.exit(2);
};
process.on('uncaughtException', bail);
process.on('unhandledRejection', bail);
// A reader that goes away (`| head`) is not an error of the run.
process.stdout.on('error', (err) => {
  if (err.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  bail(err);
});

const args = process.argv.slice(2);
// `--version` alone needs nothing but package.json: answered before yargs and the command table load.
if (args.length === 1 && args[0] === '--version') {
  const { readFileSync } = await import('node:fs');
  process.stdout.write(`${JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).version}\n`);
} else {
  let main;
  try {
    ({ main } = await import('../dist/commands/cli/main.js'));
  } catch (err) {
    // Only main.js itself missing means no build; anything else it cannot load is said as it is.
    const { existsSync } = await import('node:fs');
    if (err?.code !== 'ERR_MODULE_NOT_FOUND' || existsSync(new URL('../dist/commands/cli/main.js', import.meta.url))) throw err;
    process.stderr.write('conformance: the package is not built (dist/ is missing): run `npm run build` in its folder\n');
    process.exit(2);
  }
  process.exitCode = await main(args);
}
