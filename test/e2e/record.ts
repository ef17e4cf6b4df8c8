// What whole runs found, recorded beside the tests that stand on it (fresh-faults.caught.json,
// root-cause.failing.json), so that those tests run only the checks that matter. CONFORMANCE_RECORD=1 makes
// the records again from whole runs.
import { readFileSync, writeFileSync } from 'node:fs';

/** Whether this run makes the records again. */
export const RECORDING = process.env.CONFORMANCE_RECORD === '1';

export function readRecord<T>(file: URL): Record<string, T> {
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, T>;
}

/**
 * `recorded` merged into what the file holds (a run of some of the tests, with -t, records those only), kept
 * for the names in `names` only, sorted by name.
 */
export function writeRecord<T>(file: URL, recorded: Record<string, T>, names: ReadonlySet<string>): void {
  const merged = Object.entries({ ...readRecord<T>(file), ...recorded }).filter(([name]) => names.has(name));
  writeFileSync(file, `${JSON.stringify(Object.fromEntries(merged.sort(([a], [b]) => a.localeCompare(b))), null, 2)}\n`);
}

/** The end of a failure that says the record no longer holds. */
export function recordAgain(testFile: string): string {
  return `record again with CONFORMANCE_RECORD=1 npx vitest run ${testFile}`;
}
