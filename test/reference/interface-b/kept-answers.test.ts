// B1 answers are kept as text between changes of the stored actions: a list asked for again must follow
// every create, patch and delete in between, differ by caller, and a platform whose list rules are
// overridden must make every answer afresh.
import { describe, expect, it } from 'vitest';
import { startPlatform } from '../../../reference/interface-b/index.ts';
import { apiFor, PATH, tokenFor, validBody, withSession } from './helpers.ts';

const titles = (a: { json: { data: { title: string }[] } }) => a.json.data.map((x) => x.title);

describe('B1 answers kept between changes', () => {
  it('a list asked for again follows every create, patch and delete in between', async () => {
    await withSession({}, async ({ api }) => {
      const empty = await api('GET', `${PATH}?limit=5`);
      expect(empty.json.data).toEqual([]);
      expect((await api('GET', `${PATH}?limit=5`)).text).toBe(empty.text);
      const id = (await api('POST', PATH, validBody({ title: 'first' }))).json.id as number;
      expect(titles(await api('GET', `${PATH}?limit=5`))).toEqual(['first']);
      expect((await api('PATCH', `${PATH}/${id}`, { title: 'renamed' })).status).toBe(200);
      expect(titles(await api('GET', `${PATH}?limit=5`))).toEqual(['renamed']);
      // Other parameters are another answer.
      expect(titles(await api('GET', `${PATH}?limit=5&statuses=Completed`))).toEqual([]);
      expect((await api('DELETE', `${PATH}/${id}`)).status).toBe(200);
      expect((await api('GET', `${PATH}?limit=5`)).text).toBe(empty.text);
    });
  });

  it('answers each caller by what it may see', async () => {
    const p = await startPlatform({
      clients: [
        { clientId: 'owner', clientSecret: 's1', userId: 1 },
        { clientId: 'partner', clientSecret: 's2', userId: 3 },
      ],
    });
    try {
      const [owner, partner] = await Promise.all(p.clients.map(async (c) => apiFor(p, await tokenFor(p, c))));
      expect((await owner('POST', PATH, validBody({ title: 'private' }))).status).toBe(201);
      expect(titles(await owner('GET', `${PATH}?limit=5`))).toEqual(['private']);
      expect(titles(await partner('GET', `${PATH}?limit=5`))).toEqual([]);
      expect(titles(await owner('GET', `${PATH}?limit=5`))).toEqual(['private']);
    } finally {
      await p.close();
    }
  });

  it('a platform whose list rules are overridden makes every answer afresh', async () => {
    let calls = 0;
    await withSession({ mutation: { currentPage: () => ++calls } }, async ({ api }) => {
      expect((await api('GET', `${PATH}?limit=5`)).json.meta.paging.currentPage).toBe(1);
      expect((await api('GET', `${PATH}?limit=5`)).json.meta.paging.currentPage).toBe(2);
    });
  });
});
