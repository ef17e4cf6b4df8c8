// Property runs are sent several at a time, yet a seed replays exactly: the first failing run, its shrunk
// counterexample, path and shrink count are those of runs sent one after another. The predicates here
// finish in an order the values decide (some yield to the event loop more often), so that concurrent runs
// complete out of order.
import { afterAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { runOne } from '../../../src/engine/runner.ts';
import { HttpClient } from '../../../src/http/client.ts';
import { Secrets } from '../../../src/http/secrets.ts';
import { propertyEnvironment } from './propertyEnvironment.ts';
import type { CheckDefinition, CheckResult } from '../../../src/engine/types.ts';

const http = new HttpClient({ secrets: new Secrets(), requestTimeoutMs: 500 });
afterAll(() => http.destroy());

const env = (seed: number, propertyConcurrency: number) => propertyEnvironment(http, seed, propertyConcurrency);

const turns = async (n: number) => {
  for (let i = 0; i < n; i++) await new Promise((r) => setImmediate(r));
};

interface Probe {
  calls: number;
  active: number;
  peak: number;
}

/** What every example check here shares but its id. */
function example(id: string): Omit<CheckDefinition, 'run'> {
  return { id, title: 'example', level: 'MUST', interface: 'a', specRef: 'part 7', requirements: ['R-A-document-body-field-types'] };
}

/** A property check over `arb` that fails where `bad` holds; counts the predicate's calls and overlap. */
function check<T>(arb: fc.Arbitrary<T>, bad: (v: T) => boolean, delay: (v: T) => number, probe: Probe, sequential = false): CheckDefinition {
  return {
    ...example('A1.example-property'),
    property: true,
    async run(t) {
      await t.property(arb, async (v) => {
        probe.calls++;
        probe.active++;
        probe.peak = Math.max(probe.peak, probe.active);
        try {
          await turns(delay(v));
          if (bad(v)) t.fail(`bad value ${JSON.stringify(v)}`);
        } finally {
          probe.active--;
        }
      }, { sequential });
    },
  };
}

async function both<T>(seed: number, arb: fc.Arbitrary<T>, bad: (v: T) => boolean, delay: (v: T) => number) {
  const sequential: Probe = { calls: 0, active: 0, peak: 0 };
  const concurrent: Probe = { calls: 0, active: 0, peak: 0 };
  const a = await runOne(check(arb, bad, delay, sequential), env(seed, 1));
  const b = await runOne(check(arb, bad, delay, concurrent), env(seed, 8));
  return { a, b, sequential, concurrent };
}

const verdict = (r: CheckResult) => ({ status: r.status, message: r.message, property: r.property });

const sum = (xs: number[]) => xs.reduce((x, y) => x + y, 0);
const cases = [
  { name: 'integer arrays whose sum is large', arb: fc.array(fc.integer({ min: 0, max: 1000 }), { maxLength: 8 }), bad: (v: number[]) => sum(v) > 2500, delay: (v: number[]) => v.length },
  { name: 'strings holding a digit', arb: fc.string({ maxLength: 12 }), bad: (v: string) => /[0-9]/.test(v), delay: (v: string) => v.length % 5 },
  { name: 'records with a rare combination', arb: fc.record({ x: fc.nat(50), y: fc.boolean() }), bad: (v: { x: number; y: boolean }) => v.y && v.x > 40, delay: (v: { x: number }) => v.x % 7 },
];

describe('property runs sent concurrently', () => {
  for (const c of cases) {
    for (const seed of [1, 20240611, -77]) {
      it(`give the sequential verdict, counterexample, path and shrinks: ${c.name}, seed ${seed}`, async () => {
        const { a, b, concurrent } = await both(seed, c.arb as fc.Arbitrary<unknown>, c.bad as (v: unknown) => boolean, c.delay as (v: unknown) => number);
        expect(a.status).toBe('failed');
        expect(a.property?.path).toMatch(/^\d+(:\d+)*$/);
        expect(verdict(b)).toEqual(verdict(a));
        expect(concurrent.peak).toBeGreaterThan(1);
      });
    }
  }

  it('send every run of a passing property, overlapping', async () => {
    const { a, b, sequential, concurrent } = await both(5, fc.nat(1000), () => false, (v) => v % 4);
    expect(a.status).toBe('passed');
    expect(b.status).toBe('passed');
    expect(sequential.calls).toBe(100);
    expect(concurrent.calls).toBe(100);
    expect(sequential.peak).toBe(1);
    expect(concurrent.peak).toBe(8);
  });

  it('end only once every run under way has ended, also when the run stops: a create on the wire is recorded before cleanup', async () => {
    const stop = new AbortController();
    let release!: () => void;
    const onTheWire = new Promise<void>((resolve) => (release = resolve));
    let firstStarted = false;
    let firstEnded = false;
    const def: CheckDefinition = {
      ...example('A1.example-stopped'),
      property: true,
      async run(t) {
        await t.property(fc.nat(), async () => {
          if (!firstStarted) {
            // The first run: a create whose answer has not come yet when the run stops.
            firstStarted = true;
            await onTheWire;
            firstEnded = true;
            return;
          }
          await turns(1);
        });
      },
    };
    let settled = false;
    const result = runOne(def, { ...env(9, 4), signal: stop.signal }).then((r) => {
      settled = true;
      return r;
    });
    await turns(3);
    expect(firstStarted).toBe(true);
    // The others are still drawing runs: each meets the stop at its next run.
    stop.abort(new Error('the run was stopped'));
    await turns(10);
    expect(settled).toBe(false);
    release();
    const r = await result;
    expect(firstEnded).toBe(true);
    expect(r.status).toBe('skipped');
  });

  it('keep runs one after another when the check asks for it', async () => {
    const probe: Probe = { calls: 0, active: 0, peak: 0 };
    const r = await runOne(check(fc.nat(), () => false, (v) => v % 3, probe, true), env(3, 8));
    expect(r.status).toBe('passed');
    expect(probe.peak).toBe(1);
  });
});

describe('independent probes of a check (t.each)', () => {
  /** A check that probes items 0..n-1 together; `ends` orders their answers, `bad` fails some. */
  function probes(n: number, ends: (i: number) => number, bad: (i: number) => boolean, probe: Probe & { seen: number[] }): CheckDefinition {
    return {
      ...example('A1.example-probes'),
      async run(t) {
        await t.each(Array.from({ length: n }, (_, i) => i), async (i) => {
          probe.active++;
          probe.peak = Math.max(probe.peak, probe.active);
          try {
            await turns(ends(i));
            probe.seen.push(i);
            if (bad(i)) t.fail(`probe ${i} failed`);
          } finally {
            probe.active--;
          }
        });
      },
    };
  }
  const fresh = () => ({ calls: 0, active: 0, peak: 0, seen: [] as number[] });

  it('are in flight together and all run, also after one failed', async () => {
    const probe = fresh();
    const r = await runOne(probes(12, (i) => i % 3, (i) => i === 2, probe), env(1, 8));
    expect(r.status).toBe('failed');
    expect(probe.peak).toBeGreaterThan(1);
    expect([...probe.seen].sort((x, y) => x - y)).toEqual([...Array(12).keys()]);
  });

  it('end as the first failing probe in order ends, whatever order the answers came in', async () => {
    // Later probes answer first: 9 fails before 3 does, and 3 is still the verdict.
    const first = await runOne(probes(10, (i) => 20 - 2 * i, (i) => i === 3 || i === 9, fresh()), env(1, 8));
    const reversed = await runOne(probes(10, (i) => 2 * i, (i) => i === 3 || i === 9, fresh()), env(1, 8));
    expect(first.status).toBe('failed');
    expect(first.message).toBe('probe 3 failed');
    expect(reversed.message).toBe('probe 3 failed');
  });

  it('pass when every probe passes', async () => {
    const probe = fresh();
    const r = await runOne(probes(5, (i) => i, () => false, probe), env(1, 8));
    expect(r.status).toBe('passed');
    expect(probe.seen).toHaveLength(5);
  });
});

describe('property values', () => {
  it('are drawn as runs start, each the value a sequential run draws at that index', async () => {
    const arb = fc.tuple(fc.string(), fc.array(fc.nat()), fc.double());
    const seen: unknown[] = [];
    const def: CheckDefinition = {
      ...example('A1.example-values'),
      property: true,
      async run(t) {
        await t.property(arb, async (v) => {
          seen.push(v);
          await turns(1);
        }, { runs: 30 });
      },
    };
    const e = env(42, 8);
    expect((await runOne(def, e)).status).toBe('passed');
    const { propertySeed } = await import('../../../src/engine/context.ts');
    expect(seen).toEqual(fc.sample(arb, { seed: propertySeed(42, def.id), numRuns: 30 }));
  });

  it('are drawn a few at a time: the first run waits for one value, no run for more than the workers, none twice', async () => {
    let draws = 0;
    const arb = fc.nat().map((v) => {
      draws++;
      return v;
    });
    /** For each run as it started: the values drawn and not yet taken by a run, its own included. */
    const before: number[] = [];
    let started = 0;
    const def: CheckDefinition = {
      ...example('A1.example-draws'),
      property: true,
      async run(t) {
        await t.property(arb, async () => {
          before.push(draws - started++);
          await turns(2);
        }, { runs: 40 });
      },
    };
    expect((await runOne(def, env(7, 8))).status).toBe('passed');
    expect(started).toBe(40);
    // Drawn when the first run started: its own value only.
    expect(before[0]).toBe(1);
    // Values drawn ahead of the runs that started: never more than a batch of one per worker.
    expect(Math.max(...before)).toBeLessThanOrEqual(8);
    expect(draws).toBe(40);
  });
});
