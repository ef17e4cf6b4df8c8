import { describe, expect, it } from 'vitest';
import { createPlatform, defaultFixtures, storeOf, type SeedAction } from '../../../reference/interface-b/index.ts';
import { DEFAULT_FIXTURES_B } from '../../../src/defaults.ts';
import { PATH, validBody, withSession } from './helpers.ts';

const hidden: SeedAction = { authorUserId: 3, body: validBody({ title: 'Partner secret', tags: ['foreign'] }) };
const shared: SeedAction = { authorUserId: 4, body: validBody({ title: 'Shared with us', shareTo: [{ companyId: 1 }] }), initiator: 'partner-system' };

describe('interface B store and seeded foreign data', () => {
  it('has default fixtures with the ids of DEFAULT_FIXTURES_B, all named', () => {
    const f = defaultFixtures();
    expect(f.categories.map((c) => c.id)).toEqual([...DEFAULT_FIXTURES_B.categoryIds]);
    expect(f.users.map((u) => u.id)).toEqual([...DEFAULT_FIXTURES_B.userIds]);
    expect(f.companies.map((c) => c.id)).toEqual([...DEFAULT_FIXTURES_B.companyIds]);
    for (const x of [...f.categories, ...f.users, ...f.companies]) expect(x.name).toMatch(/\S/);
    for (const u of f.users) expect(DEFAULT_FIXTURES_B.companyIds).toContain(u.companyId);
  });

  it('keeps seeded actions of other companies out of reach unless shared', async () => {
    await withSession({ seedActions: [hidden, shared] }, async ({ api, p }) => {
      expect(p.store.count()).toBe(2);
      const [h, s] = p.store.list();
      expect(h).toMatchObject({ title: 'Partner secret', authorUser: { id: 3n }, authorCompany: { id: 2n } });
      expect(s.history).toEqual([{ eventTime: expect.any(String), event: 'CREATED', initiator: 'partner-system' }]);
      const list = await api('GET', PATH);
      expect(list.json.data.map((a: { title: string }) => a.title)).toEqual(['Shared with us']);
      expect((await api('GET', `${PATH}/${h.id}`)).status).toBe(404);
      expect((await api('PATCH', `${PATH}/${h.id}`, { title: 'x' })).status).toBe(404);
      expect((await api('DELETE', `${PATH}/${h.id}`)).status).toBe(404);
      expect((await api('GET', `${PATH}/${s.id}`)).json.title).toBe('Shared with us');
      expect(p.store.get(h.id as bigint)?.title).toBe('Partner secret');
    });
  });

  it('gives seeded actions their comments and replies, each with an id and its author', async () => {
    const commented: SeedAction = { ...shared, comments: [{ authorUserId: 4, comment: 'Please review', replies: [{ authorUserId: 1, comment: 'On it' }] }] };
    await withSession({ seedActions: [commented] }, async ({ api }) => {
      const list = await api('GET', `${PATH}?expand=comments`);
      const [comment] = list.json.data[0].comments;
      expect(comment).toMatchObject({ comment: 'Please review', authorUser: { id: 4 }, replies: [{ comment: 'On it', authorUser: { id: 1 } }] });
      expect(comment.id).not.toBe(comment.replies[0].id);
    });
  });

  it('lets a snapshot prove that a run left foreign data untouched and nothing behind', async () => {
    await withSession({ seedActions: [hidden, shared] }, async ({ api, p }) => {
      const before = p.store.snapshot();
      const id = (await api('POST', PATH, validBody())).json.id;
      expect(p.store.count()).toBe(3);
      expect(p.store.snapshot()).not.toBe(before);
      await api('DELETE', `${PATH}/${id}`);
      expect(p.store.snapshot()).toBe(before);
      // A careless client that changes what was shared with it is visible in the snapshot.
      const sharedId = p.store.list()[1].id;
      await api('PATCH', `${PATH}/${sharedId}`, { tags: ['touched'] });
      expect(p.store.snapshot()).not.toBe(before);
    });
  });

  it('refuses an invalid seed at construction', () => {
    expect(() => createPlatform({ seedActions: [{ authorUserId: 1, body: { title: 'no status' } }] })).toThrow(/seed action 0/);
    expect(() => createPlatform({ clients: [{ clientId: 'x', clientSecret: 'y', userId: 99 }] })).toThrow(/unknown user/);
  });

  it('gives the store of a server made by createPlatform', () => {
    const server = createPlatform({ seedActions: [hidden] });
    expect(storeOf(server)?.count()).toBe(1);
  });
});

describe('interface B served under a profile', () => {
  it('routes operations placed elsewhere, the id in a header or in the query', async () => {
    const operations = {
      listActions: 'GET /api/actions',
      createAction: 'POST /api/actions',
      getAction: { method: 'GET', path: '/api/actions', headers: { 'X-Action-Id': '{id}' } },
      updateAction: 'PATCH /api/action',
      deleteAction: 'DELETE /api/actions/{id}/remove',
    };
    await withSession({ operations }, async ({ api }) => {
      expect((await api('GET', PATH)).status).toBe(404);
      const created = await api('POST', '/api/actions', validBody());
      expect(created.status).toBe(201);
      const id = created.json.id;
      expect(created.headers.get('location')).toBeNull();
      expect((await api('GET', '/api/actions')).json.data).toHaveLength(1);
      const got = await api('GET', '/api/actions', undefined, { 'x-action-id': String(id) });
      expect(got.json).toMatchObject({ id, tasks: [] });
      expect((await api('PATCH', `/api/action?id=${id}`, { title: 'via query' })).json.title).toBe('via query');
      expect((await api('PATCH', '/api/action', { title: 'no id' })).status).toBe(404);
      expect((await api('DELETE', `/api/actions/${id}/remove`)).status).toBe(200);
      expect((await api('GET', '/api/actions', undefined, { 'x-action-id': String(id) })).status).toBe(404);
    });
  });
});
