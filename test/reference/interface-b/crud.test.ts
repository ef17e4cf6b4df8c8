import { describe, expect, it } from 'vitest';
import { manualClock, PATH, validBody, withSession } from './helpers.ts';

const FULL = {
  status: 'In Progress',
  title: 'Cut packaging waste',
  categoryId: 2,
  allowTaskEditingForPartners: true,
  deadline: '2025-03-31T23:59:59+02:00',
  description: 'Replace foil wrapping by reusable crates',
  businessUnitId: 77,
  shareTo: [{ companyId: 2, businessUnitId: 5 }],
  benefits: {
    targetBenefitsDescription: 'less foil',
    targetBenefitsSavings: 1234.5,
    targetBenefitsSavingsCurrency: 'EUR',
    annualSpend: 99999,
    estimatedAnnualCo2EmissionImpact: -3.25,
    estimatedAnnualCo2EmissionImpactUnit: 't',
  },
  qualityBenefits: ['fewer damaged parts'],
  responsibleUserIds: [2, 3],
  tasks: [
    { description: 'Order crates', responsibleUserId: 3, deadline: '2025-01-15T12:00:00Z', timeEstimate: 2.75, status: 'Started' },
    { description: 'Train staff' },
  ],
  tags: ['packaging', 'waste'],
  files: [{ filename: 'plan.txt', folder: 'docs', description: 'the plan', base64file: Buffer.from('hello world').toString('base64') }],
};

describe('interface B create, read, update, delete', () => {
  it('creates an action with every field and returns it in the shape of part 2.2', async () => {
    const clock = manualClock();
    await withSession({ clients: [{ clientId: 'tool', clientSecret: 'x', userId: 1 }], now: clock.now }, async ({ api }) => {
      const a = await api('POST', PATH, FULL);
      expect(a.status).toBe(201);
      expect(a.headers.get('content-type')).toMatch(/^application\/json/);
      expect(a.headers.get('location')).toBe(`${PATH}/${a.json.id}`);
      const b = a.json;
      expect(b).toMatchObject({
        id: expect.any(Number),
        createdTime: '2024-05-01T10:00:00.000Z',
        editTime: '2024-05-01T10:00:00.000Z',
        status: 'In Progress',
        title: FULL.title,
        categoryName: 'Quality improvement',
        categoryId: 2,
        allowTaskEditingForPartners: true,
        deadline: FULL.deadline,
        description: FULL.description,
        benefits: FULL.benefits,
        qualityBenefits: FULL.qualityBenefits,
        authorUser: { id: 1, name: 'Alice Buyer', companyId: 1, companyName: 'Northwind Manufacturing' },
        authorCompany: { id: 1, name: 'Northwind Manufacturing' },
        responsibleUsers: [
          { id: 2, name: 'Bob Planner', companyId: 1, companyName: 'Northwind Manufacturing' },
          { id: 3, name: 'Carol Supplier', companyId: 2, companyName: 'Contoso Components' },
        ],
        sharedTo: [{ id: 2, name: 'Contoso Components' }],
        tags: FULL.tags,
        comments: [],
        history: [{ eventTime: '2024-05-01T10:00:00.000Z', event: 'CREATED', initiator: 'tool' }],
        businessUnitId: 77,
      });
      expect(b.tasks).toHaveLength(2);
      expect(b.tasks[0]).toEqual({
        id: expect.any(Number),
        description: 'Order crates',
        authorUser: b.authorUser,
        responsibleUser: b.responsibleUsers[1],
        responsibleCompany: { id: 2, name: 'Contoso Components' },
        deadline: '2025-01-15T12:00:00Z',
        timeEstimate: 2.75,
        status: 'Started',
        isActive: true,
        editStatus: 'EDITABLE',
      });
      expect(b.tasks[1]).toMatchObject({ description: 'Train staff', status: 'Open', responsibleUser: null });
      expect(b.tasks[0].id).not.toBe(b.tasks[1].id);
      expect(b.files).toEqual([
        { id: expect.any(Number), filename: 'plan.txt', folder: 'docs', authorUser: b.authorUser, created: '2024-05-01T10:00:00.000Z', size: 11, description: 'the plan' },
      ]);
    });
  });

  it('keeps numbers exactly as sent, trailing decimals included', async () => {
    await withSession({}, async ({ api }) => {
      const text = JSON.stringify(validBody({ tasks: [{ timeEstimate: 0 }] }))
        .replace('"targetBenefitsSavings":1000', '"targetBenefitsSavings":1000.50')
        .replace('"timeEstimate":0', '"timeEstimate":1.250');
      const a = await api('POST', PATH, text);
      expect(a.status).toBe(201);
      expect(a.text).toContain('"targetBenefitsSavings":1000.50');
      expect(a.text).toContain('"timeEstimate":1.250');
      const g = await api('GET', `${PATH}/${a.json.id}`);
      expect(g.text).toContain('"targetBenefitsSavings":1000.50');
      expect(g.text).toContain('"timeEstimate":1.250');
    });
  });

  it('keeps each creation status as given', async () => {
    await withSession({}, async ({ api }) => {
      for (const status of ['Draft', 'Suggestion', 'In Progress', 'Cancelled', 'Completed']) {
        const a = await api('POST', PATH, validBody({ status }));
        expect(a.status).toBe(201);
        expect(a.json.status).toBe(status);
        expect((await api('GET', `${PATH}/${a.json.id}`)).json.status).toBe(status);
      }
    });
  });

  it('reads an action with all data, and answers 404 with the error body for unknown or non-numeric ids', async () => {
    await withSession({}, async ({ api }) => {
      const created = (await api('POST', PATH, FULL)).json;
      const g = await api('GET', `${PATH}/${created.id}`);
      expect(g.status).toBe(200);
      expect(g.json).toEqual(created);
      for (const id of [String(created.id + 1000), 'abc', '-1', '1.5', '%20']) {
        const n = await api('GET', `${PATH}/${id}`);
        expect(n.status, id).toBe(404);
        expect(n.json.errors).toEqual([{ type: 'NOT_FOUND', message: expect.any(String), source: 'id' }]);
      }
    });
  });

  it('patches exactly the fields sent and keeps the rest', async () => {
    const clock = manualClock();
    await withSession({ now: clock.now }, async ({ api, p }) => {
      const created = (await api('POST', PATH, FULL)).json;
      clock.advance(5_000);
      const u = await api('PATCH', `${PATH}/${created.id}`, { title: 'New title', status: 'Completed', tags: null, benefits: { annualSpend: 1 } });
      expect(u.status).toBe(200);
      const expected = {
        ...created,
        title: 'New title',
        status: 'Completed',
        tags: [],
        benefits: { annualSpend: 1 },
        editTime: '2024-05-01T10:00:05.000Z',
        history: [...created.history, { eventTime: '2024-05-01T10:00:05.000Z', event: 'UPDATED', initiator: p.clients[0].clientId }],
      };
      expect(u.json).toEqual(expected);
      expect((await api('GET', `${PATH}/${created.id}`)).json).toEqual(expected);

      // An empty patch changes nothing but editTime, which moves even within the same millisecond.
      const e = await api('PATCH', `${PATH}/${created.id}`, {});
      expect(e.status).toBe(200);
      expect(e.json.title).toBe('New title');
      expect(Date.parse(e.json.editTime)).toBeGreaterThan(Date.parse(expected.editTime));

      const tasks = await api('PATCH', `${PATH}/${created.id}`, { tasks: [{ description: 'only task', timeEstimate: 3 }] });
      expect(tasks.json.tasks).toHaveLength(1);
      expect(tasks.json.tasks[0]).toMatchObject({ description: 'only task', timeEstimate: 3, status: 'Open' });
      expect(tasks.json.files).toEqual(created.files);
    });
  });

  it('answers 404 to a patch of an unknown id', async () => {
    await withSession({}, async ({ api }) => {
      const a = await api('PATCH', `${PATH}/424242`, { title: 'x' });
      expect(a.status).toBe(404);
      expect(a.json.errors[0]).toMatchObject({ type: 'NOT_FOUND', source: 'id' });
    });
  });

  it('deletes permanently: message, then 404 everywhere and gone from the list', async () => {
    await withSession({}, async ({ api, p }) => {
      const keep = (await api('POST', PATH, validBody({ title: 'keep' }))).json;
      const gone = (await api('POST', PATH, validBody({ title: 'gone' }))).json;
      const d = await api('DELETE', `${PATH}/${gone.id}`);
      expect(d.status).toBe(200);
      expect(d.json).toEqual({ message: `Development action ${gone.id} deleted` });
      expect((await api('GET', `${PATH}/${gone.id}`)).status).toBe(404);
      expect((await api('PATCH', `${PATH}/${gone.id}`, { title: 'x' })).status).toBe(404);
      const again = await api('DELETE', `${PATH}/${gone.id}`);
      expect(again.status).toBe(404);
      expect(again.json.errors[0].type).toBe('NOT_FOUND');
      const list = await api('GET', PATH);
      expect(list.json.data.map((a: { id: number }) => a.id)).toEqual([keep.id]);
      expect(list.json.meta.paging.totalCount).toBe(1);
      expect(p.store.count()).toBe(1);
    });
  });
});
