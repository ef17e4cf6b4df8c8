// The order in which test files start: the files of each project together (see startOrder), the longest first,
// so that the workers stay busy to the end instead of waiting on one long file that happened to start last
// (longest-processing-time-first). A file's length is its duration in vitest's own cache of the last run when
// that is known, else the estimate below: a fresh clone (CI, a newcomer) has no cache, and vitest's fallback of
// the largest file first puts short files of many cases before the whole-suite runs. Only the order changes: no
// file depends on another.
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

/** A file to place: its project and how long it takes. */
export interface Placed<T> {
  item: T;
  project: string;
  seconds: number;
}

/**
 * The order files start in: the files of a project together, the project whose longest file is longest
 * first, and within a project the longest first. Vitest hands a worker of a project that shares its workers
 * (isolate: false) the next file only when that file is of the same project: a file of another project gets a
 * new worker, which imports the whole tree and warms up its JIT again. With the two projects' files
 * interleaved, a whole run started 48 workers instead of 8 and spent a tenth more CPU.
 */
export function startOrder<T>(files: readonly Placed<T>[]): T[] {
  const longest = new Map<string, number>();
  for (const f of files) longest.set(f.project, Math.max(f.seconds, longest.get(f.project) ?? 0));
  return [...files]
    .sort((a, b) => longest.get(b.project)! - longest.get(a.project)! || a.project.localeCompare(b.project) || b.seconds - a.seconds)
    .map((f) => f.item);
}

export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root;
    const seconds = (spec: TestSpecification): number => {
      const path = relative(root, spec.moduleId).split('\\').join('/');
      const cached = this.ctx.cache.getFileTestResults(`${spec.project.name}:${path}`);
      return cached ? cached.duration / 1000 : estimateSeconds(path);
    };
    return startOrder(files.map((spec) => ({ item: spec, project: spec.project.name, seconds: seconds(spec) })));
  }
}
