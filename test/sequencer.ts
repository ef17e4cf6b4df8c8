// The order in which test files start: the longest first, so that the workers stay busy to the end instead
// of waiting on one long file that happened to start last (longest-processing-time-first). A file's length
// is its duration in vitest's own cache of the last run when that is known, else the estimate below: a fresh
// clone (CI, a newcomer) has no cache, and vitest's fallback of the largest file first puts short files of
// many cases before the whole-suite runs. Only the order changes: no file depends on another.
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Seconds a file takes in a whole run on two cores, roughly (the longest as measured, the rest by folder); the
 * first pattern that matches a file's path decides. Only their order matters: a long file left to start last
 * is the run's tail.
 */
const ESTIMATES: readonly (readonly [RegExp, number])[] = [
  // The faults a default run does not catch yet get a whole run each; the others one check each.
  [/^test\/e2e\/fresh-faults\.test\.ts$/, 150],
  // Whole-suite runs against every personality.
  [/^test\/e2e\/personalities\.test\.ts$/, 140],
  // A run per mutant and the replay of its reproduction script.
  [/^test\/e2e\/interface-b-mutants\.test\.ts$/, 110],
  // Whole runs against platforms that choose otherwise where the specification lets them.
  [/^test\/e2e\/interface-b\.test\.ts$/, 90],
  // Packs and installs the package, then runs it.
  [/^test\/package\/pack-check\.test\.ts$/, 65],
  [/^test\/(e2e\/idp|judge\/simulator-judged|ci\/action)\.test\.ts$/, 40],
  [/^test\/(e2e|package|ci)\//, 20],
  [/^test\/(judge|hostile|network|commands|load\/export)\//, 10],
  [/^test\/(load|suites)\//, 5],
];
const UNKNOWN = 1;

export function estimateSeconds(path: string): number {
  return ESTIMATES.find(([pattern]) => pattern.test(path))?.[1] ?? UNKNOWN;
}

export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root;
    const seconds = (spec: TestSpecification): number => {
      const path = relative(root, spec.moduleId).split('\\').join('/');
      const cached = this.ctx.cache.getFileTestResults(`${spec.project.name}:${path}`);
      return cached ? cached.duration / 1000 : estimateSeconds(path);
    };
    const withLength = files.map((spec) => ({ spec, seconds: seconds(spec) }));
    return withLength.sort((a, b) => b.seconds - a.seconds).map(({ spec }) => spec);
  }
}
