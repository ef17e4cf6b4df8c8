import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import LongestFirst from './test/sequencer.ts';

/**
 * The files too slow for the inner loop: whole runs of the CLI against reference servers, child processes,
 * installs. `npm run test:quick` runs every other file (the `quick` project); `npm test` runs both.
 */
const SLOW = [
  'test/e2e/**/*.test.ts',
  'test/package/**/*.test.ts',
  'test/ci/**/*.test.ts',
  'test/hostile/**/*.test.ts',
  'test/judge/**/*.test.ts',
  'test/network/**/*.test.ts',
  'test/commands/{api,certify,judge-client,openapi}/**/*.test.ts',
  'test/load/export/artillery.test.ts',
  'test/load/{throttling,simulate}.test.ts',
  'test/suites/interface-b/{strangerAssertion,list,token-endpoint-only}.test.ts',
];

/**
 * Test files at once. Most of a file's time is spent waiting (on servers, child processes and timers it
 * drives), so a worker per core would leave the cores idle: two per core keep them busy, and give the
 * suite its share of a machine whose cores are busy with other work. Every file is independent of the
 * others (its own ports, temporary folders and environment), so any number is correct: vitest's own
 * --maxWorkers overrides it.
 */
const WORKERS = Math.max(2, availableParallelism() * 2);

export default defineConfig({
  // The package's own name, as a user imports it (the README's API example is a test): the sources.
  resolve: { alias: { conformance: fileURLToPath(new URL('./commands/index.ts', import.meta.url)) } },
  test: {
    setupFiles: ['test/setup.ts'],
    // dist/ built before any test: the tests spawn the built bin (see the file).
    globalSetup: ['test/build.globalSetup.ts'],
    // End-to-end runs start servers and the CLI; they are bounded by their own timeouts, not by this.
    testTimeout: 60_000,
    hookTimeout: 30_000,
    pool: 'forks',
    maxWorkers: WORKERS,
    // The longest files first (see the file), so that none of them is the last to start.
    sequence: { sequencer: LongestFirst },
    projects: [
      // isolate: false: the files of a worker share its loaded modules instead of importing the whole tree
      // again each (half of the quick project's CPU went to that). Each file still gets its own setup (seed,
      // temporary folder), and a test restores what it changes (timers, environment), so the order of files
      // in a worker changes nothing.
      { extends: true, test: { name: 'quick', include: ['test/**/*.test.ts'], exclude: SLOW, isolate: false } },
      // Whole runs of the suite, several at a time in each file and several files at once: on a machine whose
      // cores are busy with other work one takes minutes. A bound against a hang, never a measure.
      { extends: true, test: { name: 'slow', include: SLOW, testTimeout: 300_000, hookTimeout: 120_000, isolate: false } },
    ],
  },
});
