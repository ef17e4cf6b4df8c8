import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { PATH, validBody, withSession } from './helpers.ts';

describe('interface B robustness', () => {
  it('answers 400 to absurdly deep JSON and keeps serving', async () => {
    await withSession({}, async ({ api }) => {
      const deep = '['.repeat(200_000) + ']'.repeat(200_000);
      const a = await api('POST', PATH, deep);
      expect(a.status).toBe(400);
      expect(a.json.errors).toEqual([{ type: 'NESTING_TOO_DEEP', message: expect.any(String), source: 'body' }]);
      const inField = `{"title":${'{"a":'.repeat(100)}1${'}'.repeat(100)}}`;
      expect((await api('PATCH', `${PATH}/1`, inField)).status).toBe(404);
      expect((await api('POST', PATH, inField)).status).toBe(400);
      // Brackets inside strings do not count as nesting.
      expect((await api('POST', PATH, validBody({ title: '['.repeat(1000) }))).status).toBe(201);
    });
  });

  it('answers 413 to a body over the limit, and keeps the connection (the rest of the body is read and dropped)', async () => {
    await withSession({ maxBodyBytes: 1000 }, async ({ api, p, token }) => {
      const a = await api('POST', PATH, validBody({ description: 'x'.repeat(2000) }));
      expect(a.status).toBe(413);
      expect(a.headers.get('connection')).toBe('keep-alive');
      expect(a.json.errors[0]).toMatchObject({ type: 'PAYLOAD_TOO_LARGE', source: 'body' });
      // Without a declared length (chunked), the limit holds as well.
      const status = await new Promise<number>((resolve, reject) => {
        const url = new URL(p.url + PATH);
        const req = request({ host: url.hostname, port: url.port, path: url.pathname, method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' } }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        });
        req.on('error', reject);
        req.write('{"description":"');
        req.write('y'.repeat(1500));
        req.end('"}');
      });
      expect(status).toBe(413);
      expect((await api('POST', PATH, validBody())).status).toBe(201);
    });
  });

  it('answers 404 with the error body to unknown routes and methods', async () => {
    await withSession({}, async ({ api }) => {
      for (const [method, path] of [
        ['GET', '/v1/development-actions'],
        ['PUT', `${PATH}/1`],
        ['POST', `${PATH}/1`],
        ['DELETE', PATH],
        ['GET', `${PATH}/1/tasks`],
        ['GET', `${PATH}/%E0%A4%A`],
      ]) {
        const a = await api(method, path);
        expect(a.status, `${method} ${path}`).toBe(404);
        expect(a.headers.get('content-type')).toMatch(/^application\/json/);
        expect(a.json).toEqual({ message: expect.any(String), errors: [{ type: 'NOT_FOUND', message: expect.any(String), source: expect.any(String) }] });
      }
    });
  });

  it('answers 500 with the error body when a handler throws, and keeps serving', async () => {
    const mutation = {
      beforeStore: () => {
        throw new Error('storage failed');
      },
    };
    await withSession({ mutation }, async ({ api }) => {
      const a = await api('POST', PATH, validBody());
      expect(a.status).toBe(500);
      expect(a.json).toEqual({ message: expect.any(String), errors: [{ type: 'INTERNAL_ERROR', message: 'storage failed', source: expect.any(String) }] });
      expect((await api('GET', PATH)).status).toBe(200);
    });
  });

  it('accepts a trailing slash and answers JSON on success', async () => {
    await withSession({}, async ({ api }) => {
      const id = (await api('POST', `${PATH}/`, validBody())).json.id;
      const a = await api('GET', `${PATH}/${id}/`);
      expect(a.status).toBe(200);
      expect(a.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect((await api('GET', `${PATH}/`)).json.data).toHaveLength(1);
    });
  });
});
