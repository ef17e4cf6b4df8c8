import { describe, expect, it } from 'vitest';
import { apiFor, manualClock, PATH, tokenFor, validBody, type Api } from './helpers.ts';
import { startPlatform, type StartedPlatform } from '../../../reference/interface-b/index.ts';

const T0 = Date.parse('2024-05-01T10:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();

interface World {
  p: StartedPlatform;
  api: Api;
  ids: Record<'a1' | 'a2' | 'a3' | 'a4' | 'a5', number>;
}

/**
 * The caller (client "tool", user 1 of company 1) sees a1, a2 (its own), a5 (a colleague's) and a3
 * (shared with its company by a partner); a4 is a partner's action shared with nobody.
 */
async function world(fn: (w: World) => Promise<void>): Promise<void> {
  const clock = manualClock(T0);
  const p = await startPlatform({
    now: clock.now,
    clients: [
      { clientId: 'tool', clientSecret: 's1', userId: 1 },
      { clientId: 'partner', clientSecret: 's2', userId: 3 },
      { clientId: 'colleague', clientSecret: 's3', userId: 2 },
    ],
  });
  try {
    const [tool, partner, colleague] = await Promise.all(p.clients.map(async (c) => apiFor(p, await tokenFor(p, c))));
    const make = async (api: Api, body: Record<string, unknown>) => {
      const a = await api('POST', PATH, validBody(body));
      if (a.status !== 201) throw new Error(a.text);
      clock.advance(1000);
      return a.json.id as number;
    };
    const a1 = await make(tool, { title: 'Alpha scrap', status: 'Draft', categoryId: 1, responsibleUserIds: [2], deadline: '2025-03-01T00:00:00Z' });
    const a2 = await make(tool, { title: 'Beta', description: 'Contains the word SCRAP', status: 'Completed', categoryId: 2, responsibleUserIds: [3], deadline: '2025-01-01T00:00:00Z' });
    const a3 = await make(partner, { title: 'Partner idea', status: 'Draft', categoryId: 3, responsibleUserIds: [4], shareTo: [{ companyId: 1 }] });
    const a4 = await make(partner, { title: 'Private scrap', status: 'Draft', categoryId: 1 });
    const a5 = await make(colleague, { title: 'Gamma', status: 'Suggestion', categoryId: 1 });
    clock.set(T0 + 10_000);
    await tool('PATCH', `${PATH}/${a1}`, { description: 'edited later' });
    await fn({ p, api: tool, ids: { a1, a2, a3, a4, a5 } });
  } finally {
    await p.close();
  }
}

async function ids(api: Api, query: string): Promise<number[]> {
  const a = await api('GET', `${PATH}?${query}`);
  expect(a.status, query).toBe(200);
  return a.json.data.map((x: { id: number }) => x.id);
}

describe('interface B list filters', () => {
  it('lists what the caller may see by direction, all by default', async () => {
    await world(async ({ api, ids: { a1, a2, a3, a5 } }) => {
      expect(await ids(api, '')).toEqual([a1, a2, a3, a5]);
      expect(await ids(api, 'direction=all')).toEqual([a1, a2, a3, a5]);
      expect(await ids(api, 'direction=sent')).toEqual([a1, a2, a5]);
      expect(await ids(api, 'direction=received')).toEqual([a3]);
    });
  });

  it('filters by statuses, category_ids, author_ids, responsible_user_ids and partner_company_ids', async () => {
    await world(async ({ api, ids: { a1, a2, a3, a5 } }) => {
      expect(await ids(api, 'statuses=Draft')).toEqual([a1, a3]);
      expect(await ids(api, 'statuses=Draft,Completed')).toEqual([a1, a2, a3]);
      expect(await ids(api, 'statuses=In%20Progress')).toEqual([]);
      expect(await ids(api, 'category_ids=1')).toEqual([a1, a5]);
      expect(await ids(api, 'category_ids=1,3')).toEqual([a1, a3, a5]);
      expect(await ids(api, 'author_ids=3')).toEqual([a3]);
      expect(await ids(api, 'author_ids=1,2')).toEqual([a1, a2, a5]);
      expect(await ids(api, 'responsible_user_ids=3')).toEqual([a2]);
      expect(await ids(api, 'responsible_user_ids=2,4')).toEqual([a1, a3]);
      expect(await ids(api, 'partner_company_ids=2')).toEqual([a3]);
      expect(await ids(api, 'partner_company_ids=1')).toEqual([a1, a2, a5]);
      expect(await ids(api, 'statuses=Draft&direction=sent')).toEqual([a1]);
    });
  });

  it('filters by creation and edit time ranges, bounds included, in any offset', async () => {
    await world(async ({ api, ids: { a1, a2, a3, a5 } }) => {
      const q = (from: string, to: string) => `created_at_from=${encodeURIComponent(from)}&created_at_to=${encodeURIComponent(to)}`;
      expect(await ids(api, q(iso(T0 + 1000), iso(T0 + 2000)))).toEqual([a2, a3]);
      expect(await ids(api, q('2024-05-01T12:00:01+02:00', '2024-05-01T12:00:02+02:00'))).toEqual([a2, a3]);
      expect(await ids(api, `created_at_from=${iso(T0 + 2000)}`)).toEqual([a3, a5]);
      expect(await ids(api, `created_at_to=${iso(T0)}`)).toEqual([a1]);
      // A bound a microsecond past the creation time excludes it.
      expect(await ids(api, `created_at_from=2024-05-01T10:00:00.000001Z`)).toEqual([a2, a3, a5]);
      expect(await ids(api, `edited_at_from=${iso(T0 + 10_000)}`)).toEqual([a1]);
      expect(await ids(api, `edited_at_to=${iso(T0 + 9_000)}`)).toEqual([a2, a3, a5]);
    });
  });

  it('searches title and description case-insensitively', async () => {
    await world(async ({ api, ids: { a1, a2 } }) => {
      expect(await ids(api, 'search=scrap')).toEqual([a1, a2]);
      expect(await ids(api, 'search=ALPHA')).toEqual([a1]);
      expect(await ids(api, 'search=edited%20LATER')).toEqual([a1]);
      expect(await ids(api, 'search=nothing-like-this')).toEqual([]);
    });
  });

  it('answers 400 with INVALID_VALUE and the parameter as source to bad parameters', async () => {
    await world(async ({ api }) => {
      const bad: [string, string][] = [
        ['limit=0', 'limit'],
        ['limit=1001', 'limit'],
        ['limit=1.5', 'limit'],
        ['limit=abc', 'limit'],
        ['limit=-1', 'limit'],
        ['offset=-1', 'offset'],
        ['offset=x', 'offset'],
        ['direction=inbox', 'direction'],
        ['expand=tasks,owners', 'expand'],
        ['sortingColumn=title', 'sortingColumn'],
        ['sortingDirection=up', 'sortingDirection'],
        ['created_at_from=yesterday', 'created_at_from'],
        ['created_at_to=2024-05-01', 'created_at_to'],
        ['edited_at_from=2024-05-01T10:00:00', 'edited_at_from'],
        ['edited_at_to=2024-02-30T10:00:00Z', 'edited_at_to'],
        ['category_ids=1,x', 'category_ids'],
        ['author_ids=a', 'author_ids'],
        ['responsible_user_ids=1.5', 'responsible_user_ids'],
        ['partner_company_ids=two', 'partner_company_ids'],
      ];
      for (const [query, source] of bad) {
        const a = await api('GET', `${PATH}?${query}`);
        expect(a.status, query).toBe(400);
        expect(a.json.errors, query).toEqual([{ type: 'INVALID_VALUE', message: expect.any(String), source }]);
      }
    });
  });
});

describe('interface B list sorting, paging and expand', () => {
  it('sorts by createdTime, editTime and deadline in both directions', async () => {
    await world(async ({ api, ids: { a1, a2, a3, a5 } }) => {
      expect(await ids(api, 'sortingColumn=createdTime')).toEqual([a1, a2, a3, a5]);
      expect(await ids(api, 'sortingColumn=createdTime&sortingDirection=desc')).toEqual([a5, a3, a2, a1]);
      expect(await ids(api, 'sortingColumn=editTime&sortingDirection=asc')).toEqual([a2, a3, a5, a1]);
      expect(await ids(api, 'sortingColumn=editTime&sortingDirection=desc')).toEqual([a1, a5, a3, a2]);
      // Actions without a deadline come last, in id order.
      expect(await ids(api, 'sortingColumn=deadline')).toEqual([a2, a1, a3, a5]);
      expect(await ids(api, 'sortingColumn=deadline&sortingDirection=desc')).toEqual([a1, a2, a3, a5]);
    });
  });

  it('breaks ties by id', async () => {
    const clock = manualClock(T0);
    const p = await startPlatform({ now: clock.now });
    try {
      const api = apiFor(p, await tokenFor(p));
      const created: number[] = [];
      for (let i = 0; i < 5; i++) created.push((await api('POST', PATH, validBody())).json.id);
      expect(await ids(api, 'sortingColumn=createdTime&sortingDirection=desc')).toEqual(created);
      expect(await ids(api, 'sortingColumn=editTime')).toEqual(created);
    } finally {
      await p.close();
    }
  });

  it('pages with limit and offset and reports totalCount and currentPage', async () => {
    await world(async ({ api, ids: { a2, a3, a5 } }) => {
      const page = async (query: string) => (await api('GET', `${PATH}?${query}`)).json;
      let r = await page('limit=2&offset=1');
      expect(r.data.map((x: { id: number }) => x.id)).toEqual([a2, a3]);
      expect(r.meta).toEqual({ paging: { totalCount: 4, currentPage: 1 } });
      r = await page('limit=2&offset=2');
      expect(r.data.map((x: { id: number }) => x.id)).toEqual([a3, a5]);
      expect(r.meta.paging).toEqual({ totalCount: 4, currentPage: 2 });
      r = await page('limit=1&offset=3');
      expect(r.data.map((x: { id: number }) => x.id)).toEqual([a5]);
      expect(r.meta.paging).toEqual({ totalCount: 4, currentPage: 4 });
      r = await page('offset=10');
      expect(r.data).toEqual([]);
      expect(r.meta.paging).toEqual({ totalCount: 4, currentPage: 1 });
      r = await page('statuses=Draft&limit=1');
      expect(r.meta.paging.totalCount).toBe(2);
      expect(r.data).toHaveLength(1);
    });
  });

  it('returns 100 items by default and up to 1000 on request', async () => {
    const p = await startPlatform({});
    try {
      const api = apiFor(p, await tokenFor(p));
      for (let i = 0; i < 105; i++) expect((await api('POST', PATH, validBody({ title: `n${i}` }))).status).toBe(201);
      const def = (await api('GET', PATH)).json;
      expect(def.data).toHaveLength(100);
      expect(def.meta.paging).toEqual({ totalCount: 105, currentPage: 1 });
      expect((await api('GET', `${PATH}?limit=1000`)).json.data).toHaveLength(105);
      expect((await api('GET', `${PATH}?limit=1`)).json.data).toHaveLength(1);
    } finally {
      await p.close();
    }
  });

  it('leaves tasks, files, comments and history out of list items unless expanded', async () => {
    await world(async ({ api }) => {
      const plain = (await api('GET', PATH)).json.data[0];
      for (const f of ['tasks', 'files', 'comments', 'history']) expect(plain, f).not.toHaveProperty(f);
      expect(plain).toHaveProperty('title');
      expect(plain).toHaveProperty('tags');
      const some = (await api('GET', `${PATH}?expand=tasks,history`)).json.data[0];
      expect(some.tasks).toEqual([]);
      expect(some.history[0]).toMatchObject({ event: 'CREATED' });
      expect(some).not.toHaveProperty('files');
      expect(some).not.toHaveProperty('comments');
      const all = (await api('GET', `${PATH}?expand=tasks,files,comments,history`)).json.data[0];
      for (const f of ['tasks', 'files', 'comments', 'history']) expect(all, f).toHaveProperty(f);
    });
  });
});
