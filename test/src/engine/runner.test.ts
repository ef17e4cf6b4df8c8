import { describe, it, expect, afterAll } from 'vitest';
import fc from 'fast-check';
import { runOne, runChecks } from '../../../src/engine/runner.ts';
import { HttpClient } from '../../../src/http/client.ts';
import { Secrets } from '../../../src/http/secrets.ts';
import { Ledger } from '../../../src/engine/ledger.ts';
import { ApiKeyAuth } from '../../../src/auth/provider.ts';
import { parseOperation } from '../../../src/profile/operations.ts';
import type { ContextEnvironment } from '../../../src/engine/context.ts';
import { RunStop } from '../../../src/engine/stop.ts';
import { TransportHealth } from '../../../src/http/health.ts';
import type { CheckDefinition, CheckResult } from '../../../src/engine/types.ts';

const secrets = new Secrets();
secrets.add('very-secret-key');
const http = new HttpClient({ secrets, requestTimeoutMs: 500 });
afterAll(() => http.destroy());

function env(seed = 42): ContextEnvironment {
  return {
    http,
    ledger: new Ledger(),
    seed,
    runs: 50,
    signal: new AbortController().signal,
    // Port 9 on loopback: nothing listens, so a request is refused at once.
    targets: { a: { iface: 'a', baseUrl: 'http://127.0.0.1:9', operations: { queryDocuments: parseOperation('GET /m/{materialId}') }, auth: new ApiKeyAuth('X-API-KEY', 'very-secret-key') } },
    shared: new Map(),
    settings: { fixtures: { categoryIds: [1], userIds: [1], companyIds: [1] }, materialLink: { materialKey: 'm', revisionKey: 'r' }, load: { maxRequests: 1, maxSeconds: 1, connections: 1 }, embedded: true },
  };
}

/** Two interfaces: A's target as in env(), B's on the origin given. */
function twoTargets(bOrigin: string): ContextEnvironment {
  const e = env();
  return { ...e, targets: { ...e.targets, b: { iface: 'b', baseUrl: `${bOrigin}/v2`, operations: {}, auth: new ApiKeyAuth('X-API-KEY', 'k') } } };
}

const def = (run: CheckDefinition['run'], extra: Partial<CheckDefinition> = {}): CheckDefinition => ({
  id: 'A1.example',
  title: 'example',
  level: 'MUST',
  interface: 'a',
  specRef: 'part 7',
  requirements: ['R-A-error-body'],
  run,
  ...extra,
});

describe('runOne', () => {
  it('reports a property failure with seed, path and the shrunk counterexample, and replays it', async () => {
    const check = def(async (t) => t.property(fc.integer({ min: 0, max: 1000 }), async (n) => (n > 10 ? t.fail(`too big: ${n}`) : undefined)));
    const r1 = await runOne(check, env(7));
    expect(r1.status).toBe('failed');
    expect(r1.property?.counterexample).toBe('11');
    expect(r1.message).toMatch(/^too big: 11/);
    const r2 = await runOne(check, env(7));
    expect(r2.property).toEqual(r1.property);
    const r3 = await runOne(check, env(8));
    expect(r3.property?.seed).not.toBe(r1.property?.seed);
  });

  it('makes a failed SHOULD a warning, and a warn() of a MUST a warning', async () => {
    expect((await runOne(def(async (t) => t.fail('no'), { level: 'SHOULD' }), env())).status).toBe('warning');
    expect((await runOne(def(async (t) => t.warn('unclear')), env())).status).toBe('warning');
  });

  it('skips with the reason', async () => {
    const r = await runOne(def(async (t) => t.skip('travels in the path')), env());
    expect(r).toMatchObject({ status: 'skipped', message: 'travels in the path' });
  });

  it('turns a transport failure into a failed check with evidence and a curl line without the secret', async () => {
    const r = await runOne(def(async (t) => void (await t.api.call('queryDocuments', { params: { materialId: 'x y' } }))), env());
    expect(r.status).toBe('failed');
    expect(r.message).toMatch(/connection refused/);
    expect(r.evidence?.request?.url).toBe('http://127.0.0.1:9/m/x%20y');
    expect(r.evidence?.request?.headers['X-API-KEY']).toBe('<redacted>');
    expect(r.reproduce).toContain('$CONFORMANCE_API_KEY');
    expect(JSON.stringify(r)).not.toContain('very-secret-key');
  });

  it('reports a crash of the check itself as a failure, redacted', async () => {
    const r = await runOne(def(async () => { throw new TypeError('boom very-secret-key'); }), env());
    expect(r.status).toBe('failed');
    expect(r.message).toBe('the check could not complete: boom <redacted>');
  });
});

describe('runChecks', () => {
  it('runs checks concurrently and reports them in catalogue order', async () => {
    const order: string[] = [];
    // No check may finish before all three have started (a run one at a time would never end, and the test
    // would fail at its bound); then they finish in the order set here, unlike the catalogue's.
    let running = 0;
    let mostAtOnce = 0;
    let allStarted!: () => void;
    const together = new Promise<void>((r) => (allStarted = r));
    const turns = new Map<string, Promise<void>>();
    const done = new Map<string, () => void>();
    for (const id of ['A1.fast', 'A1.mid', 'A1.slow']) turns.set(id, new Promise<void>((r) => done.set(id, r)));
    const after: Record<string, string | undefined> = { 'A1.fast': undefined, 'A1.mid': 'A1.fast', 'A1.slow': 'A1.mid' };
    const mk = (id: string): CheckDefinition =>
      def(async () => {
        running++;
        mostAtOnce = Math.max(mostAtOnce, running);
        if (mostAtOnce === 3) allStarted();
        await together;
        const before = after[id];
        if (before) await turns.get(before);
        order.push(id);
        running--;
        done.get(id)!();
      }, { id });
    const seen: CheckResult[] = [];
    const results = await runChecks([mk('A1.slow'), mk('A1.fast'), mk('A1.mid')], {
      ...env(),
      concurrency: 3,
      reporters: [{ name: 't', onCheckResult: (r) => void seen.push(r) }],
    });
    expect(mostAtOnce).toBe(3);
    expect(order).toEqual(['A1.fast', 'A1.mid', 'A1.slow']);
    expect(results.map((r) => r.id)).toEqual(['A1.slow', 'A1.fast', 'A1.mid']);
    expect(seen).toHaveLength(3);
  });

  it('starts the first checks an event-loop turn apart, each after the one before has gone as far as it can without waiting', async () => {
    const log: string[] = [];
    // Answers come once the last check has started: a runner that waited for one check to end before it
    // started the next would never end (and the test would fail at its bound).
    let lastStarted!: () => void;
    const answers = new Promise<void>((resolve) => (lastStarted = resolve));
    // Each check takes a few microtask steps (building values, then sending) before it waits on the wire: the
    // next check starts only after those steps.
    const mk = (id: string): CheckDefinition =>
      def(
        async () => {
          log.push(`${id} starts`);
          if (id === 'A1.third') lastStarted();
          for (let step = 0; step < 5; step++) await Promise.resolve();
          log.push(`${id} sends`);
          await answers;
          log.push(`${id} answered`);
        },
        { id },
      );
    const results = await runChecks([mk('A1.first'), mk('A1.second'), mk('A1.third')], { ...env(), concurrency: 2, reporters: [] });
    expect(results.map((r) => r.status)).toEqual(['passed', 'passed', 'passed']);
    const at = (what: string) => log.indexOf(what);
    expect(at('A1.second starts')).toBeGreaterThan(at('A1.first sends'));
    expect(at('A1.third starts')).toBeGreaterThan(at('A1.second sends'));
  });

  it('starts no check once interrupted, and marks a running one skipped', async () => {
    const ac = new AbortController();
    const results = await runChecks(
      [
        def(async (t) => {
          ac.abort(new Error('SIGINT'));
          await new Promise((_r, reject) => {
            if (t.signal.aborted) reject(t.signal.reason);
            else t.signal.addEventListener('abort', () => reject(t.signal.reason));
          });
        }, { id: 'A1.first' }),
        def(async () => undefined, { id: 'A1.second' }),
      ],
      { ...env(), signal: ac.signal, concurrency: 1, reporters: [] },
    );
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({ id: 'A1.first', status: 'skipped' });
  });

  it('starts twice as many checks as requests may be in flight, runs exclusive readers together and exclusive writers alone, after the rest', async () => {
    const events: string[] = [];
    let running = 0;
    const peaks: Record<string, number> = {};
    const check = (id: string, group: string, extra: Partial<CheckDefinition> = {}) =>
      def(
        async () => {
          running++;
          peaks[group] = Math.max(peaks[group] ?? 0, running);
          events.push(`start ${id}`);
          for (let i = 0; i < 5; i++) await new Promise((r) => setImmediate(r));
          events.push(`end ${id}`);
          running--;
        },
        { id, ...extra },
      );
    const plan = [
      check('A1.w1', 'writers', { exclusive: true }),
      check('A1.r1', 'readers', { exclusive: true, readsOnly: true }),
      ...[1, 2, 3, 4, 5].map((n) => check(`A1.c${n}`, 'concurrent')),
      check('A1.w2', 'writers', { exclusive: true }),
      check('A1.r2', 'readers', { exclusive: true, readsOnly: true }),
      check('A1.r3', 'readers', { exclusive: true, readsOnly: true }),
    ];
    await runChecks(plan, { ...env(), concurrency: 2, reporters: [] });
    expect(peaks).toEqual({ concurrent: 4, readers: 3, writers: 1 });
    const at = (e: string) => events.indexOf(e);
    const lastConcurrent = Math.max(...[1, 2, 3, 4, 5].map((n) => at(`end A1.c${n}`)));
    const readers = ['r1', 'r2', 'r3'];
    expect(Math.min(...readers.map((r) => at(`start A1.${r}`)))).toBeGreaterThan(lastConcurrent);
    expect(at('start A1.w1')).toBeGreaterThan(Math.max(...readers.map((r) => at(`end A1.${r}`))));
    expect(at('start A1.w2')).toBeGreaterThan(at('end A1.w1'));
  });

  it('once the target has throttled (a 429), starts no more checks than requests may be in flight, also over the lanes of two servers', async () => {
    let running = 0;
    let peak = 0;
    const check = (id: string, iface: 'a' | 'b' = 'a') =>
      def(
        async () => {
          running++;
          peak = Math.max(peak, running);
          for (let i = 0; i < 5; i++) await new Promise((r) => setImmediate(r));
          running--;
        },
        { id, interface: iface },
      );
    const throttled = Object.assign(Object.create(http) as HttpClient, { stats: { ...http.stats, throttled: 1 } });
    await runChecks([1, 2, 3, 4, 5, 6].map((n) => check(`A1.c${n}`)), { ...env(), http: throttled, concurrency: 2, reporters: [] });
    expect(peak).toBe(2);
    peak = 0;
    const twoLanes = [1, 2, 3, 4].flatMap((n) => [check(`A1.c${n}`), check(`B1.c${n}`, 'b')]);
    const results = await runChecks(twoLanes, { ...twoTargets('http://127.0.0.1:10'), http: throttled, concurrency: 2, reporters: [] });
    expect(results).toHaveLength(8);
    expect(peak).toBe(2);
  });

  describe('a lane per target server', () => {
    /** Checks that log their start and end, each running `turns` event-loop turns. */
    const logged = (events: string[]) => (id: string, iface: 'a' | 'b', extra: Partial<CheckDefinition> = {}, turns = 5) =>
      def(
        async () => {
          events.push(`start ${id}`);
          for (let i = 0; i < turns; i++) await new Promise((r) => setImmediate(r));
          events.push(`end ${id}`);
        },
        { id, interface: iface, ...extra },
      );
    const twoLanePlan = (check: ReturnType<typeof logged>) => [
      // A's concurrent checks take long; B's exclusive writer has nothing but B's short checks to wait for.
      ...[1, 2, 3].map((n) => check(`A1.c${n}`, 'a', {}, 40)),
      check('A.model', 'a', { exclusive: true }),
      check('B1.c1', 'b'),
      check('B.model', 'b', { exclusive: true }),
    ];

    it('runs the exclusive checks of one server beside the checks of another, and each after its own server\'s concurrent checks', async () => {
      const events: string[] = [];
      const results = await runChecks(twoLanePlan(logged(events)), { ...twoTargets('http://127.0.0.1:10'), concurrency: 2, reporters: [] });
      expect(results.map((r) => [r.id, r.status])).toEqual([
        ['A1.c1', 'passed'],
        ['A1.c2', 'passed'],
        ['A1.c3', 'passed'],
        ['A.model', 'passed'],
        ['B1.c1', 'passed'],
        ['B.model', 'passed'],
      ]);
      const at = (e: string) => events.indexOf(e);
      // B's exclusive check ran while A's concurrent checks were running.
      expect(at('end B.model')).toBeLessThan(at('end A1.c1'));
      expect(at('start B.model')).toBeGreaterThan(at('end B1.c1'));
      // A's exclusive check waited for every concurrent check of A, and ran alone on A's server.
      expect(at('start A.model')).toBeGreaterThan(Math.max(at('end A1.c1'), at('end A1.c2'), at('end A1.c3')));
    });

    it('keeps one lane for interfaces on one origin: an exclusive check waits for every other check there', async () => {
      const events: string[] = [];
      await runChecks(twoLanePlan(logged(events)), { ...twoTargets('http://127.0.0.1:9'), concurrency: 2, reporters: [] });
      const at = (e: string) => events.indexOf(e);
      const lastConcurrent = Math.max(...['A1.c1', 'A1.c2', 'A1.c3', 'B1.c1'].map((id) => at(`end ${id}`)));
      expect(at('start B.model')).toBeGreaterThan(lastConcurrent);
      expect(at('start A.model')).toBeGreaterThan(lastConcurrent);
      // Exclusive writers alone: one ended before the other started.
      expect(Math.min(at('end A.model'), at('end B.model'))).toBeLessThan(Math.max(at('start A.model'), at('start B.model')));
    });

    it('runs a check that asks only the token endpoint beside every phase: the exclusive checks do not wait for it; one at a time with --concurrency 1', async () => {
      const events: string[] = [];
      const check = logged(events);
      const plan = [check('B.token-wait', 'b', { tokenEndpointOnly: true }, 60), check('B1.c1', 'b'), check('B.model', 'b', { exclusive: true })];
      await runChecks(plan, { ...twoTargets('http://127.0.0.1:10'), concurrency: 2, reporters: [] });
      const at = (e: string) => events.indexOf(e);
      expect(at('start B.token-wait')).toBeLessThan(at('end B1.c1'));
      expect(at('end B.model')).toBeLessThan(at('end B.token-wait'));
      events.length = 0;
      await runChecks(plan, { ...twoTargets('http://127.0.0.1:10'), concurrency: 1, reporters: [] });
      expect(events).toEqual(['start B.token-wait', 'end B.token-wait', 'start B1.c1', 'end B1.c1', 'start B.model', 'end B.model']);
    });

    it('when a reporter breaks in one lane, the other starts no new check, and the run throws only once both lanes ended', async () => {
      const events: string[] = [];
      const check = logged(events);
      const checks = [check('A1.c1', 'a', {}, 2), ...[1, 2, 3, 4, 5, 6].map((n) => check(`B1.c${n}`, 'b', {}, 20))];
      const reporter = {
        name: 'breaks',
        onCheckResult: (r: CheckResult) => {
          if (r.id === 'A1.c1') throw new Error('the disk is full');
        },
      };
      await expect(runChecks(checks, { ...twoTargets('http://127.0.0.1:10'), concurrency: 2, reporters: [reporter] })).rejects.toThrow('the disk is full');
      // Every check that started also ended before the run threw; B's lane started no check after the break.
      const started = events.filter((e) => e.startsWith('start')).length;
      expect(events.filter((e) => e.startsWith('end'))).toHaveLength(started);
      expect(started).toBeLessThan(checks.length);
    });
  });

  it('stops after --max-failures MUST failures: the checks not started are listed, skipped with the reason', async () => {
    const stop = new RunStop();
    const failing = (id: string) => def(async (t) => t.fail('broken'), { id });
    const results = await runChecks([failing('A1.one'), failing('A1.two'), failing('A1.three'), def(async () => undefined, { id: 'A1.four' })], {
      ...env(),
      signal: stop.signal,
      stop,
      maxFailures: 2,
      concurrency: 1,
      reporters: [],
    });
    expect(results.map((r) => [r.id, r.status])).toEqual([
      ['A1.one', 'failed'],
      ['A1.two', 'failed'],
      ['A1.three', 'skipped'],
      ['A1.four', 'skipped'],
    ]);
    expect(results[2].message).toBe('not run: the run stopped after 2 MUST failures (--max-failures 2)');
    expect(stop.reason?.kind).toBe('max-failures');
  });

  it('with a baseline, counts only new MUST failures towards --max-failures', async () => {
    const stop = new RunStop();
    const failing = (id: string) => def(async (t) => t.fail('broken'), { id });
    const results = await runChecks([failing('A1.known-one'), failing('A1.known-two'), failing('A1.new-one'), failing('A1.new-two'), def(async () => undefined, { id: 'A1.later' })], {
      ...env(),
      signal: stop.signal,
      stop,
      maxFailures: 2,
      isKnown: (r) => r.id.startsWith('A1.known-'),
      concurrency: 1,
      reporters: [],
    });
    // Two known failures before them did not count: the bound ends the run after the second new one.
    expect(results.map((r) => [r.id, r.status])).toEqual([
      ['A1.known-one', 'failed'],
      ['A1.known-two', 'failed'],
      ['A1.new-one', 'failed'],
      ['A1.new-two', 'failed'],
      ['A1.later', 'skipped'],
    ]);
    expect(results[4].message).toBe('not run: the run stopped after 2 new MUST failures (--max-failures 2; failures the baseline holds are not counted)');
  });

  it('a bound reached while a check runs stops it through its signal, with the reason', async () => {
    const stop = new RunStop();
    const results = await runChecks(
      [
        def(async (t) => {
          stop.stop('max-time', 'the time bound was reached');
          await new Promise((_r, reject) => (t.signal.aborted ? reject(t.signal.reason) : t.signal.addEventListener('abort', () => reject(t.signal.reason))));
        }, { id: 'A1.running' }),
        def(async () => undefined, { id: 'A1.later' }),
      ],
      { ...env(), signal: stop.signal, stop, concurrency: 1, reporters: [] },
    );
    expect(results.map((r) => [r.id, r.status, r.message])).toEqual([
      ['A1.running', 'skipped', 'stopped before it finished: the time bound was reached'],
      ['A1.later', 'skipped', 'not run: the time bound was reached'],
    ]);
  });
});

describe('a check that reached its own verdict as the run stopped', () => {
  it('keeps it: the failure that made the target count as unresponsive is a failure, not a skip', async () => {
    const stop = new RunStop();
    const [r] = await runChecks(
      [
        def(async (t) => {
          try {
            await t.api.call('queryDocuments', { params: { materialId: 'x' } });
          } finally {
            stop.stop('unresponsive', 'the target is unresponsive');
          }
        }, { id: 'A1.refused' }),
      ],
      { ...env(), signal: stop.signal, stop, concurrency: 1, reporters: [] },
    );
    expect(r).toMatchObject({ id: 'A1.refused', status: 'failed' });
    expect(r.message).toMatch(/connection refused/);
  });
});

describe('TransportHealth', () => {
  it('judges the target unresponsive after the given transport failures in a row; an answer resets the count', async () => {
    const seen: string[] = [];
    const health = new TransportHealth(3);
    health.onUnresponsive = (n, last) => void seen.push(`${n}: ${last}`);
    const client = new HttpClient({ secrets: new Secrets(), requestTimeoutMs: 500, health });
    try {
      // Port 9 on loopback refuses every connection.
      const refused = () => client.send({ method: 'GET', url: 'http://127.0.0.1:9/x', headers: {} }).catch(() => undefined);
      await refused();
      await refused();
      health.success();
      await refused();
      await refused();
      expect(seen).toEqual([]);
      await refused();
      expect(seen).toHaveLength(1);
      expect(seen[0]).toMatch(/^3: connection refused/);
      await refused();
      expect(seen).toHaveLength(1);
    } finally {
      await client.destroy();
    }
  });
});

describe("a failing property's chain", () => {
  // What the check made before the property and kept (here: the record its cases write to) is where a
  // reproduction starts, whether the counterexample was shrunk or not, and whether cases ran one at a time or
  // several; its other requests before (a probe, a record made and deleted again) are left out.
  it.each([
    [true, 1],
    [false, 1],
    [true, 8],
    [false, 8],
  ])('starts with the creates of what the check kept before the property (shrink %s, %i at a time)', async (shrink, propertyConcurrency) => {
    const { createServer } = await import('node:http');
    const server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{}'));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    try {
      const { port } = server.address() as { port: number };
      const e = env(11);
      e.targets.a!.baseUrl = `http://127.0.0.1:${port}`;
      const check = def(async (t) => {
        await t.api.call('queryDocuments', { params: { materialId: 'probe' } });
        await t.api.call('queryDocuments', { params: { materialId: 'setup' } });
        t.api.ledger.add({ interface: 'a', kind: 'document', id: 'setup' });
        await t.api.call('queryDocuments', { params: { materialId: 'gone' } });
        t.api.ledger.add({ interface: 'a', kind: 'document', id: 'gone' });
        t.api.ledger.forget('a', 'document', 'gone');
        await t.property(fc.integer({ min: 0, max: 1000 }), async (n) => {
          const res = await t.api.call('queryDocuments', { params: { materialId: `case-${n}` } });
          if (n > 10) t.fail(`too big: ${n}`, res.exchange);
        });
      });
      const r = await runOne(check, { ...e, shrink, propertyConcurrency });
      expect(r.status).toBe('failed');
      const urls = r.evidence!.chain!.map((x) => new URL(x.request.url).pathname);
      expect(urls[0]).toBe('/m/setup');
      expect(urls.at(-1)).toBe(`/m/case-${r.property!.counterexample}`);
      expect(urls).toHaveLength(2);
      expect(r.reproduce).toContain('/m/setup');
    } finally {
      await new Promise((r) => server.close(r));
    }
  });
});
