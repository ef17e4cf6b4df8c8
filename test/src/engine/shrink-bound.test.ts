// A failing property's shrinking is bounded: past DEFAULTS.shrinkAttempts cases after the first failure, no
// candidate reaches the predicate (no request), the counterexample is the smallest found so far, and the
// failure says that the bound stopped the search. A property whose shrinking ends sooner is not touched.
import { afterAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { runOne } from '../../../src/engine/runner.ts';
import { HttpClient } from '../../../src/http/client.ts';
import { Secrets } from '../../../src/http/secrets.ts';
import { DEFAULTS } from '../../../src/defaults.ts';
import { propertyEnvironment } from './propertyEnvironment.ts';
import type { CheckDefinition } from '../../../src/engine/types.ts';

const http = new HttpClient({ secrets: new Secrets(), requestTimeoutMs: 500 });
afterAll(() => http.destroy());

const env = (propertyConcurrency: number, shrink?: boolean) => ({ ...propertyEnvironment(http, 4242, propertyConcurrency), ...(shrink === undefined ? {} : { shrink }) });

/** A check over `arb` failing where `bad` holds; `calls` counts the cases that reached the predicate. */
function check<T>(arb: fc.Arbitrary<T>, bad: (v: T) => boolean, probe: { calls: number; firstFailure?: number }): CheckDefinition {
  return {
    id: 'A1.example-property',
    title: 'example',
    level: 'MUST',
    interface: 'a',
    specRef: 'part 7',
    requirements: ['R-A-document-body-field-types'],
    property: true,
    async run(t) {
      await t.property(arb, async (v) => {
        probe.calls++;
        if (bad(v)) {
          probe.firstFailure ??= probe.calls;
          t.fail(`bad value of ${JSON.stringify(v).length} characters`);
        }
      });
    },
  };
}

// Fails on an array with five records of a large b: every failing candidate has many smaller neighbours that
// pass, so shrinking, unbounded, tries well over a thousand cases (each a chain of requests in a real check).
const records = fc.array(fc.record({ a: fc.string(), b: fc.integer() }), { maxLength: 40 });
const wide = (v: { b: number }[]) => v.filter((r) => r.b > 100).length >= 5;

describe('shrinking a failing property', () => {
  it('costs what an unbounded search would without the bound (the premise of the other tests)', async () => {
    let tried = 0;
    const details = await fc.check(fc.asyncProperty(records, async (v) => { tried++; if (wide(v)) throw new Error('bad'); }), { seed: 4242 });
    expect(details.failed).toBe(true);
    expect(tried).toBeGreaterThan(DEFAULTS.shrinkAttempts * 5);
  });

  it.each([1, 8])('stops after the bound, with %i cases at a time, and says so', async (concurrency) => {
    const probe: { calls: number; firstFailure?: number } = { calls: 0 };
    const result = await runOne(check(records, wide, probe), env(concurrency));
    expect(result.status).toBe('failed');
    expect(result.message).toContain(`shrinking stopped at its bound of ${DEFAULTS.shrinkAttempts} cases`);
    // The first failing case replayed (concurrently: the runs up to it, then it again alone) and the bound.
    expect(probe.calls - probe.firstFailure!).toBeLessThanOrEqual(DEFAULTS.shrinkAttempts + 1);
    expect(result.property?.shrinks).toBeGreaterThan(0);
  });

  it('leaves a search that ends sooner as it was', async () => {
    const probe: { calls: number; firstFailure?: number } = { calls: 0 };
    const result = await runOne(check(fc.integer({ min: 0, max: 1000 }), (n) => n > 500, probe), env(1));
    expect(result.status).toBe('failed');
    expect(result.message).not.toContain('shrinking stopped');
    expect(result.property?.counterexample).toBe('501');
  });

  // --no-shrink: the verdict of the first failing case, without the search for a smaller one.
  it.each([1, 8])('ends at the first failing case with shrinking off, with %i cases at a time, and says so', async (concurrency) => {
    const shrunk: { calls: number; firstFailure?: number } = { calls: 0 };
    const withShrinking = await runOne(check(records, wide, shrunk), env(concurrency));
    const probe: { calls: number; firstFailure?: number } = { calls: 0 };
    const result = await runOne(check(records, wide, probe), env(concurrency, false));
    expect(result.status).toBe('failed');
    expect(result.message).toContain('counterexample, not shrunk (--no-shrink)');
    expect(result.property?.shrinks).toBe(0);
    // The same first failing case as with shrinking; after it, only its replay alone (concurrently) reaches the predicate.
    expect(probe.firstFailure).toBe(shrunk.firstFailure);
    expect(probe.calls - probe.firstFailure!).toBeLessThanOrEqual(concurrency === 1 ? 0 : 1);
    expect(withShrinking.property?.shrinks).toBeGreaterThan(0);
    expect(result.property?.path).toBe(String(result.property!.numRuns - 1));
  });
});
