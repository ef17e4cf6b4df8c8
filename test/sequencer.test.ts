// The order the test files start in: the files of a project together (so that vitest keeps handing them to
// the same workers), the longest first; for a clone without vitest's cache, the whole-suite runs first and
// the unit tests last.
import { describe, expect, it } from 'vitest';
import { estimateSeconds, startOrder } from './sequencer.ts';

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

describe('the order files start in', () => {
  const file = (project: string, name: string, seconds: number) => ({ item: `${project}:${name}`, project, seconds });

  it('keeps the files of each project together, whatever their lengths, the longest first within each', () => {
    const files = [file('quick', 'q1', 3), file('slow', 's1', 100), file('quick', 'q2', 30), file('slow', 's2', 20), file('slow', 's3', 2), file('quick', 'q3', 1)];
    expect(startOrder(files)).toEqual(['slow:s1', 'slow:s2', 'slow:s3', 'quick:q2', 'quick:q1', 'quick:q3']);
  });

  it('starts with the project whose longest file is longest, not the one with the most time in all', () => {
    const files = [file('a', 'a1', 10), file('a', 'a2', 10), file('a', 'a3', 10), file('b', 'b1', 25)];
    expect(startOrder(files)).toEqual(['b:b1', 'a:a1', 'a:a2', 'a:a3']);
  });

  it('keeps two projects of the same longest file apart, in the order of their names', () => {
    const files = [file('b', 'b1', 5), file('a', 'a1', 5), file('b', 'b2', 1), file('a', 'a2', 1)];
    expect(startOrder(files)).toEqual(['a:a1', 'a:a2', 'b:b1', 'b:b2']);
  });
});
