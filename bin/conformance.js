#!/usr/bin/env node
// The CLI is TypeScript run through tsx, so `npm ci` is the only set-up step (no build).
import { register } from 'tsx/esm/api';

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

register();
const { main } = await import('../src/cli/main.ts');
process.exitCode = await main(process.argv.slice(2));
