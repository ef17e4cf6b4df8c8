import { parse, isLosslessNumber } from 'lossless-json';
import { describe, expect, it } from 'vitest';
import { PATH, validBody, withSession } from './helpers.ts';

const START = 2n ** 62n;

function losslessId(text: string): string {
  const v = parse(text) as { id: unknown };
  if (!isLosslessNumber(v.id)) throw new Error('id is not a number');
  return v.id.value;
}

describe('interface B identifiers beyond 2^53', () => {
  it('serves ids from idStart exactly, as JSON numbers, through every operation', async () => {
    await withSession({ idStart: START }, async ({ api, p }) => {
      const created = await api('POST', PATH, validBody({ tasks: [{ description: 't' }], files: [{ filename: 'f', base64file: '' }] }));
      expect(created.status).toBe(201);
      expect(created.text).toContain(`"id":${START}`);
      expect(losslessId(created.text)).toBe(START.toString());
      // Tasks and files count from idStart too.
      expect(created.text).toContain(`"tasks":[{"id":${START},`);
      expect(created.text).toContain(`"files":[{"id":${START},`);

      const second = await api('POST', PATH, validBody());
      expect(losslessId(second.text)).toBe((START + 1n).toString());

      const got = await api('GET', `${PATH}/${START}`);
      expect(got.status).toBe(200);
      expect(losslessId(got.text)).toBe(START.toString());
      // The neighbouring id that a double would round to is a different action.
      expect((await api('GET', `${PATH}/${START + 1n}`)).json.title).toBe(validBody().title);
      expect((await api('GET', `${PATH}/${START + 2n}`)).status).toBe(404);

      const list = await api('GET', PATH);
      expect(list.text).toContain(`{"id":${START},`);
      expect(list.text).toContain(`{"id":${START + 1n},`);

      const patched = await api('PATCH', `${PATH}/${START}`, { title: 'big' });
      expect(patched.status).toBe(200);
      expect(losslessId(patched.text)).toBe(START.toString());
      expect((await api('DELETE', `${PATH}/${START}`)).text).toBe(`{"message":"Development action ${START} deleted"}`);
      expect(p.store.get(START)).toBeUndefined();
      expect(p.store.get(START + 1n)?.id).toBe(START + 1n);
    });
  });

  it('keeps large fixture ids and large sent integers exact', async () => {
    const big = 2n ** 62n + 7n;
    const fixtures = { categories: [{ id: big, name: 'Big' }], companies: [{ id: big, name: 'Big Co' }], users: [{ id: big, name: 'Big User', companyId: big }] };
    await withSession({ fixtures }, async ({ api }) => {
      const body = JSON.stringify(validBody({ categoryId: 0, responsibleUserIds: [0], businessUnitId: 0 }))
        .replace('"categoryId":0', `"categoryId":${big}`)
        .replace('"responsibleUserIds":[0]', `"responsibleUserIds":[${big}]`)
        .replace('"businessUnitId":0', `"businessUnitId":${2n ** 63n - 1n}`);
      const a = await api('POST', PATH, body);
      expect(a.status).toBe(201);
      expect(a.text).toContain(`"categoryId":${big}`);
      expect(a.text).toContain(`"authorUser":{"id":${big},"name":"Big User","companyId":${big},"companyName":"Big Co"}`);
      expect(a.text).toContain(`"businessUnitId":${2n ** 63n - 1n}`);
      const list = await api('GET', `/v2/development-actions?category_ids=${big}&author_ids=${big}&partner_company_ids=${big}&responsible_user_ids=${big}`);
      expect(list.json.meta.paging.totalCount).toBe(1);
      const neighbour = await api('GET', `/v2/development-actions?category_ids=${big - 1n}`);
      expect(neighbour.json.meta.paging.totalCount).toBe(0);
      const tooBig = await api('POST', PATH, body.replace(`"businessUnitId":${2n ** 63n - 1n}`, `"businessUnitId":${2n ** 63n}`));
      expect(tooBig.status).toBe(400);
      expect(tooBig.json.errors[0]).toMatchObject({ type: 'INVALID_VALUE', source: 'businessUnitId' });
    });
  });
});
