import { describe, expect, it } from 'vitest';
import { PATH, validBody, withSession } from './helpers.ts';

const REQUIRED = ['status', 'title', 'categoryId', 'allowTaskEditingForPartners', 'benefits'];

function missing(field: string) {
  return { type: 'MISSING_REQUIRED_PARAMETER', message: `Missing required parameter: ${field}`, source: field };
}

describe('interface B validation of create and patch bodies', () => {
  it('reports every absent required field of an empty body', async () => {
    await withSession({}, async ({ api, p }) => {
      const a = await api('POST', PATH, {});
      expect(a.status).toBe(400);
      expect(a.json.message).toEqual(expect.any(String));
      expect(a.json.errors).toEqual(REQUIRED.map(missing));
      expect(p.store.count()).toBe(0);
    });
  });

  it('reports each required field left out on its own', async () => {
    await withSession({}, async ({ api }) => {
      for (const field of REQUIRED) {
        const body = validBody();
        delete body[field];
        const a = await api('POST', PATH, body);
        expect(a.status, field).toBe(400);
        expect(a.json.errors).toEqual([missing(field)]);
      }
    });
  });

  it('answers INVALID_TYPE with the field path to values of the wrong type', async () => {
    await withSession({}, async ({ api }) => {
      const cases: [Record<string, unknown>, string][] = [
        [{ title: 5 }, 'title'],
        [{ title: null }, 'title'],
        [{ status: true }, 'status'],
        [{ categoryId: '1' }, 'categoryId'],
        [{ categoryId: 1.5 }, 'categoryId'],
        [{ allowTaskEditingForPartners: 'yes' }, 'allowTaskEditingForPartners'],
        [{ benefits: [] }, 'benefits'],
        [{ benefits: { annualSpend: '12' } }, 'benefits.annualSpend'],
        [{ benefits: { annualSpendCurrency: 12 } }, 'benefits.annualSpendCurrency'],
        [{ deadline: 20250101 }, 'deadline'],
        [{ description: {} }, 'description'],
        [{ businessUnitId: 'bu' }, 'businessUnitId'],
        [{ shareTo: {} }, 'shareTo'],
        [{ shareTo: [{ companyId: 'x' }] }, 'shareTo[0].companyId'],
        [{ qualityBenefits: [1] }, 'qualityBenefits[0]'],
        [{ responsibleUserIds: 1 }, 'responsibleUserIds'],
        [{ responsibleUserIds: null }, 'responsibleUserIds'],
        [{ tasks: [{ timeEstimate: '2h' }] }, 'tasks[0].timeEstimate'],
        [{ tasks: [{}, 'task'] }, 'tasks[1]'],
        [{ tags: 'a,b' }, 'tags'],
        [{ files: [{ filename: 1 }] }, 'files[0].filename'],
      ];
      for (const [change, source] of cases) {
        const a = await api('POST', PATH, validBody(change));
        expect(a.status, source).toBe(400);
        expect(a.json.errors, source).toEqual([{ type: 'INVALID_TYPE', message: expect.any(String), source }]);
      }
    });
  });

  it('answers INVALID_VALUE with the field path to values outside the allowed ones', async () => {
    await withSession({}, async ({ api }) => {
      const cases: [Record<string, unknown>, string][] = [
        [{ status: 'Open' }, 'status'],
        [{ status: 'draft' }, 'status'],
        [{ categoryId: 99 }, 'categoryId'],
        [{ deadline: '2025-02-30T10:00:00Z' }, 'deadline'],
        [{ deadline: '2025-01-01 10:00:00Z' }, 'deadline'],
        [{ deadline: '2025-01-01T10:00:00' }, 'deadline'],
        [{ responsibleUserIds: [1, 99] }, 'responsibleUserIds[1]'],
        [{ shareTo: [{ companyId: 9 }] }, 'shareTo[0].companyId'],
        [{ tasks: [{ deadline: 'tomorrow' }] }, 'tasks[0].deadline'],
        [{ tasks: [{ responsibleUserId: 42 }] }, 'tasks[0].responsibleUserId'],
        [{ files: [{ base64file: 'aGVsbG8=x' }] }, 'files[0].base64file'],
        [{ files: [{ base64file: 'aGVsbG8' }] }, 'files[0].base64file'],
      ];
      for (const [change, source] of cases) {
        const a = await api('POST', PATH, validBody(change));
        expect(a.status, source).toBe(400);
        expect(a.json.errors, source).toEqual([{ type: 'INVALID_VALUE', message: expect.any(String), source }]);
      }
    });
  });

  it('reports several problems of one body together', async () => {
    await withSession({}, async ({ api }) => {
      const a = await api('POST', PATH, { title: 3, categoryId: 1, tasks: [{ deadline: 'x' }] });
      expect(a.status).toBe(400);
      expect(a.json.errors.map((e: { source: string; type: string }) => `${e.type} ${e.source}`)).toEqual([
        'MISSING_REQUIRED_PARAMETER status',
        'INVALID_TYPE title',
        'MISSING_REQUIRED_PARAMETER allowTaskEditingForPartners',
        'MISSING_REQUIRED_PARAMETER benefits',
        'INVALID_VALUE tasks[0].deadline',
      ]);
    });
  });

  it('accepts null where the creation table says "or null", and an empty benefits object', async () => {
    await withSession({}, async ({ api }) => {
      const a = await api('POST', PATH, validBody({ businessUnitId: null, shareTo: null, qualityBenefits: null, tasks: null, tags: null, files: null, benefits: {} }));
      expect(a.status).toBe(201);
      expect(a.json).toMatchObject({ businessUnitId: null, sharedTo: [], qualityBenefits: [], tasks: [], tags: [], files: [], benefits: {} });
    });
  });

  it('answers MALFORMED_JSON to a body that is not JSON and INVALID_TYPE to one that is not an object', async () => {
    await withSession({}, async ({ api }) => {
      for (const text of ['{"title": ', '', 'not json', '{"a":1}{']) {
        const a = await api('POST', PATH, text);
        expect(a.status, text).toBe(400);
        expect(a.json.errors).toEqual([{ type: 'MALFORMED_JSON', message: expect.any(String), source: 'body' }]);
      }
      for (const text of ['[]', '"x"', '12', 'null']) {
        const a = await api('POST', PATH, text);
        expect(a.status, text).toBe(400);
        expect(a.json.errors).toEqual([{ type: 'INVALID_TYPE', message: expect.any(String), source: 'body' }]);
      }
    });
  });

  it('validates a patch like a create, without required fields', async () => {
    await withSession({}, async ({ api }) => {
      const id = (await api('POST', PATH, validBody())).json.id;
      const bad: [Record<string, unknown> | string, string, string][] = [
        [{ status: 'Open' }, 'INVALID_VALUE', 'status'],
        [{ title: null }, 'INVALID_TYPE', 'title'],
        [{ categoryId: 7 }, 'INVALID_VALUE', 'categoryId'],
        [{ tasks: [{ deadline: '2025-13-01T00:00:00Z' }] }, 'INVALID_VALUE', 'tasks[0].deadline'],
        ['[1]', 'INVALID_TYPE', 'body'],
        ['{', 'MALFORMED_JSON', 'body'],
      ];
      for (const [body, type, source] of bad) {
        const a = await api('PATCH', `${PATH}/${id}`, body);
        expect(a.status, source).toBe(400);
        expect(a.json.errors).toEqual([{ type, message: expect.any(String), source }]);
      }
      const g = await api('GET', `${PATH}/${id}`);
      expect(g.json.title).toBe(validBody().title);
      expect(g.json.history).toHaveLength(1);
      const ok = await api('PATCH', `${PATH}/${id}`, { description: 'now described' });
      expect(ok.status).toBe(200);
      expect(ok.json.description).toBe('now described');
    });
  });
});
