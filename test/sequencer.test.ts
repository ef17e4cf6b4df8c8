// The order the test files start in, for a clone without vitest's cache: the whole-suite runs first, the
// unit tests last.
import { describe, expect, it } from 'vitest';
import { estimateSeconds } from './sequencer.ts';

describe('the estimate of a file without a cached duration', () => {
  it('puts the whole-suite runs against every personality before every other file', () => {
    const longest = estimateSeconds('test/e2e/personalities.test.ts');
    for (const other of ['test/e2e/root-cause.test.ts', 'test/e2e/interface-b.test.ts', 'test/package/pack-check.test.ts', 'test/judge/child.test.ts', 'test/src/http/client.test.ts']) {
      expect(estimateSeconds(other), other).toBeLessThan(longest);
    }
  });

  it('starts the whole runs against the fresh faults first of all', () => {
    expect(estimateSeconds('test/e2e/fresh-faults.test.ts')).toBeGreaterThan(estimateSeconds('test/e2e/personalities.test.ts'));
  });

  it('starts the runs against every mutant of interface B before the other end-to-end files', () => {
    for (const other of ['test/e2e/interface-b.test.ts', 'test/e2e/root-cause.test.ts', 'test/package/pack-check.test.ts', 'test/ci/action.test.ts']) {
      expect(estimateSeconds(other), other).toBeLessThan(estimateSeconds('test/e2e/interface-b-mutants.test.ts'));
    }
  });

  it('puts end-to-end runs before unit tests', () => {
    expect(estimateSeconds('test/e2e/replay.test.ts')).toBeGreaterThan(estimateSeconds('test/hostile/targets.test.ts'));
    expect(estimateSeconds('test/hostile/targets.test.ts')).toBeGreaterThan(estimateSeconds('test/load/burst.test.ts'));
    expect(estimateSeconds('test/load/burst.test.ts')).toBeGreaterThan(estimateSeconds('test/generators/fileName.test.ts'));
  });
});
