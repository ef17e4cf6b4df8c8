import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The package's own name, as a user imports it (the README's API example is a test): the sources.
  resolve: { alias: { conformance: fileURLToPath(new URL('./commands/index.ts', import.meta.url)) } },
  test: {
    include: ['test/**/*.test.ts'],
    setupFiles: ['test/setup.ts'],
    // dist/ built before any test: the tests spawn the built bin (see the file).
    globalSetup: ['test/build.globalSetup.ts'],
    // End-to-end runs start servers and the CLI; they are bounded by their own timeouts, not by this.
    testTimeout: 60_000,
    hookTimeout: 30_000,
    pool: 'forks',
  },
});
