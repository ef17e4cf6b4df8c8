// Part 4.1 A3: `revision` is a "revision number", and "when absent, the latest revision is returned". The
// specification says neither how revision numbers are ordered nor what "latest" is measured by. Two readings
// of "number" are natural: a decimal number (2.1 < 10) and a dotted version (2.1 < 2.10 < 10); a textual
// order is not one ("10" < "9" as text), which the suite's existing revision checks already hold. The model
// orders two revisions only where every natural reading agrees, and says "undetermined" elsewhere, so that a
// prediction never stands on a choice the specification leaves to the holder.

const DECIMAL = /^\d+(\.\d+)?$/;
const VERSION = /^\d+(\.\d+)*$/;

function sign(n: number): number {
  return n < 0 ? -1 : n > 0 ? 1 : 0;
}

function compareDecimal(a: string, b: string): number {
  return sign(Number(a) - Number(b));
}

function compareVersion(a: string, b: string): number {
  const x = a.split('.').map(Number);
  const y = b.split('.').map(Number);
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    const d = sign((x[i] ?? 0) - (y[i] ?? 0));
    if (d !== 0) return d;
  }
  return 0;
}

/**
 * The order of two revision numbers: negative, zero or positive, or undefined when the natural readings
 * disagree (2.9 and 2.10) or none applies (a revision that is no number, such as "A").
 */
export function compareRevisions(a: string, b: string): number | undefined {
  const readings: number[] = [];
  if (DECIMAL.test(a) && DECIMAL.test(b)) readings.push(compareDecimal(a, b));
  if (VERSION.test(a) && VERSION.test(b)) readings.push(compareVersion(a, b));
  if (readings.length === 0) return undefined;
  return readings.every((r) => r === readings[0]) ? readings[0] : undefined;
}

/**
 * The highest of distinct revisions, or undefined when it is not determined: no revisions, two that cannot
 * be ordered, or two different strings that read as the same number ("2" and "2.0": which one is latest is
 * the holder's choice).
 */
export function highestRevision(revisions: Iterable<string>): string | undefined {
  const distinct = [...new Set(revisions)];
  if (distinct.length === 0) return undefined;
  let best = distinct[0];
  for (const r of distinct.slice(1)) {
    const c = compareRevisions(r, best);
    if (c === undefined || c === 0) return undefined;
    if (c > 0) best = r;
  }
  // best beat or equalled each it met; it must be above every other one too (the order may not be total).
  for (const r of distinct) if (r !== best && compareRevisions(best, r) !== 1) return undefined;
  return best;
}
