import { describe, expect, it } from 'vitest';
import { apiFor, PATH, validBody, withSession } from './helpers.ts';

function expectErrorBody(json: unknown): void {
  expect(json).toMatchObject({ message: expect.any(String), errors: expect.any(Array) });
  const errors = (json as { errors: { type: unknown; message: unknown; source: unknown }[] }).errors;
  expect(errors.length).toBeGreaterThan(0);
  for (const e of errors) expect(e).toEqual({ type: expect.any(String), message: expect.any(String), source: expect.any(String) });
}

describe('interface B authentication of the API', () => {
  it('answers 401 with the error body to every operation without Authorization', async () => {
    await withSession({}, async ({ p, api }) => {
      const created = await api('POST', PATH, validBody());
      expect(created.status).toBe(201);
      const id = created.json.id;
      const anonymous = apiFor(p, undefined);
      for (const [method, path, body] of [
        ['GET', PATH],
        ['POST', PATH, validBody()],
        ['GET', `${PATH}/${id}`],
        ['PATCH', `${PATH}/${id}`, { title: 'x' }],
        ['DELETE', `${PATH}/${id}`],
      ] as const) {
        const a = await anonymous(method, path, body);
        expect(a.status, `${method} ${path}`).toBe(401);
        expect(a.headers.get('content-type')).toMatch(/^application\/json/);
        expect(a.headers.get('www-authenticate')).toMatch(/^Bearer/);
        expectErrorBody(a.json);
      }
      // Nothing changed through the unauthenticated requests.
      expect(p.store.count()).toBe(1);
      expect(p.store.get(id)?.title).toBe('Reduce scrap on line 3');
    });
  });

  it('answers 401 with the error body to a malformed Authorization header', async () => {
    await withSession({}, async ({ p, token }) => {
      for (const value of ['Basic dXNlcjpwYXNz', 'Bearer', `Bearer ${token} extra`, token, 'Bearer  ', 'Bearer ä']) {
        const a = await apiFor(p, undefined)('GET', PATH, undefined, { authorization: value });
        expect(a.status, value).toBe(401);
        expectErrorBody(a.json);
      }
    });
  });

  it('answers 401 with the error body to an unknown token, before routing', async () => {
    await withSession({}, async ({ p }) => {
      const forged = apiFor(p, 'forged-token-value');
      for (const path of [PATH, `${PATH}/1`, '/no/such/route']) {
        const a = await forged('GET', path);
        expect(a.status, path).toBe(401);
        expect(a.headers.get('www-authenticate')).toContain('invalid_token');
        expectErrorBody(a.json);
      }
    });
  });

  it('accepts the scheme name in any case', async () => {
    await withSession({}, async ({ p, token }) => {
      const a = await apiFor(p, undefined)('GET', PATH, undefined, { authorization: `bearer ${token}` });
      expect(a.status).toBe(200);
    });
  });
});
