import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    setupFiles: ['test/setup.ts'],
    // End-to-end runs start servers and the CLI; they are bounded by their own timeouts, not by this.
    testTimeout: 60_000,
    hookTimeout: 30_000,
    pool: 'forks',
  },
});
