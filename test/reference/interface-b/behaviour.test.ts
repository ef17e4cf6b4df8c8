// Each rule the later mutants break is one override of the platform's behaviour. For every such
// override, a probe that passes on the correct platform must fail on the overridden one.
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_BEHAVIOUR,
  EXPANDABLE_FIELDS,
  sortActions,
  type PlatformBehaviour,
  type PlatformOptions,
} from '../../../reference/interface-b/index.ts';
import { apiFor, PATH, tokenFor, validBody, withSession, type Api, type Session } from './helpers.ts';

type Probe = (s: Session) => Promise<boolean>;

async function createN(api: Api, n: number, extra: (i: number) => Record<string, unknown> = () => ({})): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < n; i++) ids.push((await api('POST', PATH, validBody(extra(i)))).json.id);
  return ids;
}

async function listIds(api: Api, query: string): Promise<number[]> {
  return (await api('GET', `${PATH}?${query}`)).json.data.map((a: { id: number }) => a.id);
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** A filter probe: two actions that differ in one respect; the filter must keep only the first. */
function filterProbe(first: Record<string, unknown>, second: Record<string, unknown>, query: string): Probe {
  return async ({ api }) => {
    const [a] = await createN(api, 1, () => first);
    await createN(api, 1, () => second);
    return same(await listIds(api, query), [a]);
  };
}

const throttled: Partial<PlatformOptions> = { rateLimit: { capacity: 1, refillPerSecond: 0.01 } };
async function throttledAnswer(api: Api) {
  await api('GET', PATH);
  return api('GET', PATH);
}

const MUTANTS: { name: string; mutation: Partial<PlatformBehaviour>; options?: Partial<PlatformOptions>; probe: Probe }[] = [
  {
    name: 'limit ignored',
    mutation: { page: (s, q) => s.slice(q.offset) },
    probe: async ({ api }) => (await createN(api, 3), (await listIds(api, 'limit=2')).length === 2),
  },
  {
    name: 'default limit not 100',
    mutation: { defaultLimit: 50 },
    probe: async ({ api }) => (await createN(api, 101), (await listIds(api, '')).length === 100),
  },
  { name: 'limit 0 accepted', mutation: { minLimit: 0 }, probe: async ({ api }) => (await api('GET', `${PATH}?limit=0`)).status === 400 },
  { name: 'limit 1001 accepted', mutation: { maxLimit: 1001 }, probe: async ({ api }) => (await api('GET', `${PATH}?limit=1001`)).status === 400 },
  {
    name: 'totalCount is the page size',
    mutation: { totalCount: (_m, pageCount) => pageCount },
    probe: async ({ api }) => (await createN(api, 3), (await api('GET', `${PATH}?limit=2`)).json.meta.paging.totalCount === 3),
  },
  {
    name: 'currentPage wrong',
    mutation: { currentPage: (q) => q.offset + 1 },
    probe: async ({ api }) => (await createN(api, 3), (await api('GET', `${PATH}?limit=2&offset=2`)).json.meta.paging.currentPage === 2),
  },
  {
    name: 'offset ignored',
    mutation: { page: (s, q) => s.slice(0, q.limit) },
    probe: async ({ api }) => {
      const ids = await createN(api, 3);
      return same(await listIds(api, 'offset=1'), ids.slice(1));
    },
  },
  {
    name: 'expand ignored',
    mutation: { listExpand: () => [] },
    probe: async ({ api }) => (await createN(api, 1), 'tasks' in (await api('GET', `${PATH}?expand=tasks`)).json.data[0]),
  },
  {
    name: 'list always expanded',
    mutation: { listExpand: () => EXPANDABLE_FIELDS },
    probe: async ({ api }) => (await createN(api, 1), !('history' in (await api('GET', PATH)).json.data[0])),
  },
  { name: 'statuses filter ignored', mutation: { filterStatuses: () => true }, probe: filterProbe({ status: 'Completed' }, { status: 'Draft' }, 'statuses=Completed') },
  { name: 'category_ids filter ignored', mutation: { filterCategoryIds: () => true }, probe: filterProbe({ categoryId: 2 }, { categoryId: 3 }, 'category_ids=2') },
  {
    name: 'author_ids filter ignored',
    mutation: { filterAuthorIds: () => true },
    options: { clients: [{ clientId: 'a', clientSecret: 'a', userId: 1 }, { clientId: 'b', clientSecret: 'b', userId: 2 }] },
    probe: async ({ api, p }) => {
      const [mine] = await createN(api, 1);
      await createN(apiFor(p, await tokenFor(p, p.clients[1])), 1);
      return same(await listIds(api, 'author_ids=1'), [mine]);
    },
  },
  {
    name: 'responsible_user_ids filter ignored',
    mutation: { filterResponsibleUserIds: () => true },
    probe: filterProbe({ responsibleUserIds: [4, 2] }, { responsibleUserIds: [3] }, 'responsible_user_ids=2'),
  },
  {
    name: 'partner_company_ids filter ignored',
    mutation: { filterPartnerCompanyIds: () => true },
    probe: async ({ api }) => (await createN(api, 1), same(await listIds(api, 'partner_company_ids=2'), [])),
  },
  {
    name: 'created range ignored',
    mutation: { filterCreated: () => true },
    probe: async ({ api }) => (await createN(api, 1), same(await listIds(api, 'created_at_from=2999-01-01T00:00:00Z'), [])),
  },
  {
    name: 'edited range ignored',
    mutation: { filterEdited: () => true },
    probe: async ({ api }) => (await createN(api, 1), same(await listIds(api, 'edited_at_to=2000-01-01T00:00:00Z'), [])),
  },
  { name: 'search ignored', mutation: { filterSearch: () => true }, probe: filterProbe({ title: 'Needle here' }, { title: 'Hay' }, 'search=needle') },
  {
    name: 'direction ignored',
    mutation: { matchDirection: (a, c) => DEFAULT_BEHAVIOUR.matchDirection(a, c, 'all') },
    probe: async ({ api }) => (await createN(api, 1), same(await listIds(api, 'direction=received'), [])),
  },
  {
    name: 'sorting ignored',
    mutation: { sortActions: (items) => items },
    probe: async ({ api }) => {
      const ids = await createN(api, 2, (i) => ({ deadline: i === 0 ? '2030-01-01T00:00:00Z' : '2020-01-01T00:00:00Z' }));
      return same(await listIds(api, 'sortingColumn=deadline'), [ids[1], ids[0]]);
    },
  },
  {
    name: 'sorting reversed',
    mutation: { sortActions: (a, c, d) => sortActions(a, c, d === 'asc' ? 'desc' : 'asc') },
    probe: async ({ api }) => {
      const ids = await createN(api, 2, (i) => ({ deadline: i === 0 ? '2030-01-01T00:00:00Z' : '2020-01-01T00:00:00Z' }));
      return same(await listIds(api, 'sortingColumn=deadline&sortingDirection=desc'), ids);
    },
  },
  {
    name: 'delete not permanent',
    mutation: { removeAction: () => {} },
    probe: async ({ api }) => {
      const [id] = await createN(api, 1);
      await api('DELETE', `${PATH}/${id}`);
      return (await api('GET', `${PATH}/${id}`)).status === 404;
    },
  },
  {
    name: 'delete answers without message',
    mutation: { deleteAnswer: () => ({}) },
    probe: async ({ api }) => {
      const [id] = await createN(api, 1);
      return typeof (await api('DELETE', `${PATH}/${id}`)).json.message === 'string';
    },
  },
  {
    name: 'second delete answers 200',
    mutation: { shapeError: (a) => (a.kind === 'not-found' && a.operation === 'deleteAction' ? { ...a, status: 200 } : a) },
    probe: async ({ api }) => {
      const [id] = await createN(api, 1);
      await api('DELETE', `${PATH}/${id}`);
      return (await api('DELETE', `${PATH}/${id}`)).status === 404;
    },
  },
  {
    name: 'patch clobbers other fields',
    mutation: { mergePatch: (_current, patch) => patch },
    probe: async ({ api }) => {
      const [id] = await createN(api, 1, () => ({ tags: ['keep'] }));
      const after = (await api('PATCH', `${PATH}/${id}`, { title: 'changed' })).json;
      return after.title === 'changed' && same(after.tags, ['keep']) && after.status === 'Draft';
    },
  },
  {
    name: 'patch ignored',
    mutation: { mergePatch: (current) => current },
    probe: async ({ api }) => {
      const [id] = await createN(api, 1);
      await api('PATCH', `${PATH}/${id}`, { title: 'changed' });
      return (await api('GET', `${PATH}/${id}`)).json.title === 'changed';
    },
  },
  {
    name: 'status ignored at create',
    mutation: { beforeStore: (i, op) => (op === 'createAction' ? { ...i, status: 'Open' } : i) },
    probe: async ({ api }) => (await api('POST', PATH, validBody({ status: 'Suggestion' }))).json.status === 'Suggestion',
  },
  {
    name: 'tags dropped',
    mutation: { beforeStore: (i) => ({ ...i, tags: [] }) },
    probe: async ({ api }) => same((await api('POST', PATH, validBody({ tags: ['a'] }))).json.tags, ['a']),
  },
  {
    name: 'benefits dropped',
    mutation: { beforeStore: (i) => ({ ...i, benefits: {} }) },
    probe: async ({ api }) => same((await api('POST', PATH, validBody())).json.benefits, validBody().benefits),
  },
  {
    name: 'task timeEstimate rounded',
    mutation: { beforeStore: (i) => ({ ...i, tasks: i.tasks?.map((t) => ({ ...t, timeEstimate: Math.round(Number(t.timeEstimate)) })) }) },
    probe: async ({ api }) => (await api('POST', PATH, validBody({ tasks: [{ timeEstimate: 1.5 }] }))).json.tasks[0].timeEstimate === 1.5,
  },
  {
    name: 'B3 without tasks, files and comments',
    mutation: { detailFields: ['history'] },
    probe: async ({ api }) => {
      const [id] = await createN(api, 1);
      const got = (await api('GET', `${PATH}/${id}`)).json;
      return ['tasks', 'files', 'comments'].every((f) => Array.isArray(got[f]));
    },
  },
  {
    name: 'missing error items',
    mutation: { shapeError: (a) => ({ ...a, errors: [] }) },
    probe: async ({ api }) => (await api('POST', PATH, {})).json.errors.length === 5,
  },
  {
    name: 'wrong error type for a missing field',
    mutation: { missingFieldItem: (f) => ({ type: 'INVALID_VALUE', message: `Missing required parameter: ${f}`, source: f }) },
    probe: async ({ api }) => (await api('POST', PATH, {})).json.errors[0].type === 'MISSING_REQUIRED_PARAMETER',
  },
  {
    name: 'wrong source for a missing field',
    mutation: { missingFieldItem: (f) => ({ ...DEFAULT_BEHAVIOUR.missingFieldItem(f), source: 'body' }) },
    probe: async ({ api }) => (await api('POST', PATH, {})).json.errors[0].source === 'status',
  },
  { name: 'auth not enforced', mutation: { enforceAuth: false }, probe: async ({ p }) => (await apiFor(p, undefined)('GET', PATH)).status === 401 },
  {
    name: '401 without body',
    mutation: { shapeError: (a) => (a.status === 401 ? { ...a, omitBody: true } : a) },
    probe: async ({ p }) => Array.isArray((await apiFor(p, undefined)('GET', PATH)).json?.errors),
  },
  {
    name: '5xx on a malformed body',
    mutation: { shapeError: (a) => (a.kind === 'malformed-json' ? { ...a, status: 500 } : a) },
    probe: async ({ api }) => (await api('POST', PATH, '{"title":')).status === 400,
  },
  {
    name: '200 instead of 404 for an unknown id',
    mutation: { shapeError: (a) => (a.kind === 'not-found' ? { ...a, status: 200 } : a) },
    probe: async ({ api }) => (await api('GET', `${PATH}/999`)).status === 404,
  },
  {
    name: '404 without error body',
    mutation: { shapeError: (a) => (a.status === 404 ? { ...a, omitBody: true } : a) },
    probe: async ({ api }) => Array.isArray((await api('GET', `${PATH}/999`)).json?.errors),
  },
  {
    name: '429 without Retry-After',
    mutation: { retryAfter: () => undefined },
    options: throttled,
    probe: async ({ api }) => (await throttledAnswer(api)).headers.get('retry-after') !== null,
  },
  {
    name: 'garbage Retry-After',
    mutation: { retryAfter: () => 'soon' },
    options: throttled,
    probe: async ({ api }) => /^\d+$/.test((await throttledAnswer(api)).headers.get('retry-after') ?? ''),
  },
  {
    name: '503 instead of 429',
    mutation: { shapeError: (a) => (a.status === 429 ? { ...a, status: 503 } : a) },
    options: throttled,
    probe: async ({ api }) => (await throttledAnswer(api)).status === 429,
  },
  {
    name: 'wrong content-type',
    mutation: { contentType: 'text/plain' },
    probe: async ({ api }) => /^application\/json/.test((await api('GET', PATH)).headers.get('content-type') ?? ''),
  },
];

describe('interface B platform behaviour overrides', () => {
  for (const m of MUTANTS) {
    it(`one override breaks one rule: ${m.name}`, async () => {
      let correct: boolean | undefined;
      let mutant: boolean | undefined;
      await withSession({ ...m.options }, async (s) => {
        correct = await m.probe(s);
      });
      await withSession({ ...m.options, mutation: m.mutation }, async (s) => {
        mutant = await m.probe(s);
      });
      expect(correct, 'the correct platform passes the probe').toBe(true);
      expect(mutant, 'the overridden platform fails the probe').toBe(false);
    });
  }

  it('leaves DEFAULT_BEHAVIOUR untouched by overrides', async () => {
    const before = { ...DEFAULT_BEHAVIOUR };
    await withSession({ mutation: { defaultLimit: 3, contentType: 'text/plain' } }, async () => {});
    expect(DEFAULT_BEHAVIOUR).toEqual(before);
    expect(Object.isFrozen(DEFAULT_BEHAVIOUR)).toBe(true);
  });
});
