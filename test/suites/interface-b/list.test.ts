import { describe, expect, it } from 'vitest';
import type { StartedPlatform } from '../../../reference/interface-b/index.ts';
import { listChecks } from '../../../suites/interface-b/list/index.ts';
import { listMutants } from '../../../reference/mutants/interface-b/listMutants.ts';
import { runB1, statuses } from './list-harness.ts';

const B1_IDS = listChecks.map((c) => c.id);

/** Checks of what the run did not create: skipped on a platform holding nothing but the run's own actions. */
const needsForeign = (c: { id: string; status: string }) => c.id === 'B1.visible-records-conform' && c.status === 'skipped';

/** Another client writing while the run goes on: partner and colleague actions created and deleted. */
function writers(p: StartedPlatform) {
  let stopped = false;
  const loop = (async () => {
    const tokens: string[] = [];
    for (const c of p.clients.slice(1)) {
      const res = await fetch(p.tokenUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'client_credentials', client_id: c.clientId, client_secret: c.clientSecret }),
      });
      tokens.push(((await res.json()) as { access_token: string }).access_token);
    }
    const statuses = ['Draft', 'Suggestion', 'In Progress', 'Cancelled', 'Completed'];
    const ids: { token: string; id: number }[] = [];
    for (let i = 0; !stopped; i++) {
      const token = tokens[i % tokens.length];
      const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
      const res = await fetch(`${p.url}/v2/development-actions`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          status: statuses[i % 5],
          title: `Foreign ${i}`,
          categoryId: 1 + (i % 3),
          allowTaskEditingForPartners: false,
          benefits: {},
          responsibleUserIds: [1 + (i % 4)],
          shareTo: [{ companyId: 1 }],
          ...(i % 2 ? { deadline: new Date(Date.UTC(2031, 0, 1 + i)).toISOString() } : {}),
        }),
      });
      if (res.status === 201) ids.push({ token, id: ((await res.json()) as { id: number }).id });
      if (i % 3 === 2 && ids.length) {
        const victim = ids.shift()!;
        await fetch(`${p.url}/v2/development-actions/${victim.id}`, { method: 'DELETE', headers: { authorization: `Bearer ${victim.token}` } });
      }
      await new Promise((r) => setTimeout(r, 5));
    }
  })();
  return {
    stop: async () => {
      stopped = true;
      await loop;
    },
  };
}

describe('B1 listing checks against the reference platform', () => {
  it('pass, and the data set is deleted at the end', async () => {
    const { report, platform } = await runB1({});
    expect(report.checks.map((c) => c.id).sort()).toEqual([...B1_IDS].sort());
    expect(report.checks.filter((c) => c.status !== 'passed' && !needsForeign(c)).map((c) => `${c.id}: ${c.status} ${c.message}`)).toEqual([]);
    expect(report.cleanup?.created).toBeGreaterThanOrEqual(20);
    expect(report.cleanup?.leftBehind).toEqual([]);
    expect(platform.store.count()).toBe(0);
  }, 60_000);

  it('hold with other clients creating and deleting actions in the same window', async () => {
    const { report, platform } = await runB1(
      {
        clients: [
          { clientId: 'partner', clientSecret: 'p', userId: 3 },
          { clientId: 'colleague', clientSecret: 'c', userId: 2 },
        ],
        // Actions that exist before the run: a partner's shared with the caller's company and a colleague's.
        seedActions: [
          { authorUserId: 3, body: { status: 'Draft', title: 'Seeded partner', categoryId: 2, allowTaskEditingForPartners: true, benefits: {}, shareTo: [{ companyId: 1 }] } },
          { authorUserId: 2, body: { status: 'Completed', title: 'Seeded colleague', categoryId: 3, allowTaskEditingForPartners: false, benefits: {} } },
        ],
      },
      {},
      writers,
    );
    const bad = report.checks.filter((c) => c.status === 'failed' || c.status === 'warning');
    expect(bad.map((c) => `${c.id}: ${c.message}`)).toEqual([]);
    // Only the run's own actions are deleted: the seeded ones and the other clients' remain.
    expect(platform.store.list().some((a) => a.title === 'Seeded partner')).toBe(true);
    expect(report.cleanup?.leftBehind).toEqual([]);
  }, 60_000);

  it('pass with ids beyond 2^53', async () => {
    const { report } = await runB1({ idStart: 2n ** 53n + 11n }, { runs: 20 });
    expect(report.checks.filter((c) => c.status !== 'passed' && !needsForeign(c)).map((c) => `${c.id}: ${c.status} ${c.message}`)).toEqual([]);
  }, 60_000);

  it('replay a failing property with the same counterexample for the same seed', async () => {
    const broken = { mutation: listMutants.find((m) => m.name === 'list-statuses-filter-ignored')!.options.mutation };
    const once = async () => (await runB1(broken, { seed: 7, runs: 20, only: 'B1.filter-statuses' })).report.checks[0];
    const [a, b] = [await once(), await once()];
    expect(a.status).toBe('failed');
    expect(a.property?.counterexample).toBeTruthy();
    expect(b.property?.counterexample).toBe(a.property?.counterexample);
    expect(b.property?.path).toBe(a.property?.path);
  }, 60_000);

  it('skip, naming the reason, when the data set cannot be created', async () => {
    const { report } = await runB1({ mutation: { allowedStatuses: [] } }, { runs: 5 });
    // These need no data set of their own: they read whatever the list holds, send parameters that are refused,
    // or make the one action they search for (a create refused is its own finding there).
    const noData = ['B1.limit-out-of-range-rejected', 'B1.whole-collection-defaults', 'B1.rejects-garbage-date-time', 'B1.search-finds-patched-title'];
    const usesData = report.checks.filter((c) => !noData.includes(c.id));
    expect(usesData.map((c) => c.status)).toEqual(usesData.map(() => 'skipped'));
    expect(usesData[0].message).toMatch(/data set could not be created/);
  }, 60_000);
});

/** A clock from a fixed date that moves `stepMs` on at every reading: the same times in every run. */
function steppingClock(stepMs = 7): () => number {
  let now = Date.UTC(2026, 0, 1);
  return () => (now += stepMs);
}

describe('B1 mutants', () => {
  it('are at least twelve, each naming a B1 check', () => {
    expect(listMutants.length).toBeGreaterThanOrEqual(12);
    expect(new Set(listMutants.map((m) => m.name)).size).toBe(listMutants.length);
    for (const m of listMutants) expect(B1_IDS).toContain(m.breaks);
  });

  it.each(listMutants.map((m) => [m.name, m] as const))('%s is caught by the check it names', async (_name, m) => {
    // On the platform's own clock the data set's times, and so the filter bounds a seed draws from them,
    // moved with the machine's pace: a verdict could differ from one run of the test to the next.
    const { report } = await runB1({ ...m.options, now: steppingClock() }, { only: m.breaks }, undefined, m.profile);
    const expected = m.expect ?? 'failed';
    expect(statuses(report)[m.breaks], report.checks.find((c) => c.id === m.breaks)?.message).toBe(expected);
    expect(report.exitCode).toBe(expected === 'failed' ? 1 : 0);
    expect(report.checks).toHaveLength(1);
  }, 60_000);

  it('list-total-count-misses-a-clause is caught whatever the times of the data set', async () => {
    // The time filters' bounds lie between the data set's distinct times, so the combinations a seed draws
    // differ with those times: every action made in one millisecond, or each a second after the one before.
    const m = listMutants.find((x) => x.name === 'list-total-count-misses-a-clause')!;
    for (const now of [steppingClock(0), steppingClock(1000)]) {
      const { report } = await runB1({ ...m.options, now }, { only: m.breaks });
      expect(statuses(report)[m.breaks], report.checks[0]?.message).toBe('warning');
    }
  }, 60_000);
});
