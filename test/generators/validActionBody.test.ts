import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FIXTURES_B } from '../../src/defaults.ts';
import { fixtureSet, type FixtureSet } from '../../generators/fixtureSet.ts';
import { validActionBody, type ActionCreateBody } from '../../generators/validActionBody.ts';
import { validate } from '../../schemas/index.ts';
import { SCRIPT_CLASSES, hasScriptClass } from '../../generators/scriptText.ts';

const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });
const graphemes = (s: string) => [...segmenter.segment(s)].length;

/** Every id in the body is one the fixtures declare. */
function refersToFixtures(body: ActionCreateBody, f: FixtureSet): void {
  expect(f.categoryIds).toContain(body.categoryId);
  for (const id of body.responsibleUserIds ?? []) expect(f.userIds).toContain(id);
  for (const t of body.tasks ?? []) if (t.responsibleUserId !== undefined) expect(f.userIds).toContain(t.responsibleUserId);
  for (const s of body.shareTo ?? []) {
    expect(f.companyIds).toContain(s.companyId);
    if (s.businessUnitId !== undefined) expect(f.businessUnitIds ?? []).toContain(s.businessUnitId);
  }
  if (body.businessUnitId !== undefined && body.businessUnitId !== null) expect(f.businessUnitIds ?? []).toContain(body.businessUnitId);
}

/** Numbers anywhere in the body: finite and never -0. */
function numbersAreSane(value: unknown): void {
  if (typeof value === 'number') {
    expect(Number.isFinite(value)).toBe(true);
    expect(Object.is(value, -0)).toBe(false);
  } else if (value !== null && typeof value === 'object') Object.values(value).forEach(numbersAreSane);
}

describe('validActionBody', () => {
  it('every body is a valid creation body, referring only to the default fixtures', () => {
    fc.assert(
      fc.property(validActionBody(DEFAULT_FIXTURES_B), (body) => {
        expect(validate('interface-b/actionCreate', body)).toEqual([]);
        refersToFixtures(body, DEFAULT_FIXTURES_B);
        numbersAreSane(body);
        expect(JSON.parse(JSON.stringify(body))).toEqual(body);
      }),
      { numRuns: 200 },
    );
  });

  it('honours any fixture set, with or without users, companies and business units', () => {
    fc.assert(
      fc.property(
        fixtureSet().chain((f) => validActionBody(f, { fields: 'all', maxFileBytes: 64 }).map((b) => [f, b] as const)),
        ([f, body]) => {
          expect(validate('interface-b/actionCreate', body)).toEqual([]);
          refersToFixtures(body, f);
          if (!f.businessUnitIds?.length) expect('businessUnitId' in body).toBe(false);
          if (f.userIds.length === 0) expect('responsibleUserIds' in body).toBe(false);
          if (f.companyIds.length === 0) expect('shareTo' in body).toBe(false);
        },
      ),
      { numRuns: 200 },
    );
  });

  it("fields 'all' without nulls fills every field of the creation table", () => {
    const f = { ...DEFAULT_FIXTURES_B, businessUnitIds: [10, 20] };
    fc.assert(
      fc.property(validActionBody(f, { fields: 'all', nulls: false, minItems: 1, maxFileBytes: 64 }), (body) => {
        expect(Object.keys(body).sort()).toEqual(
          [
            'status', 'title', 'categoryId', 'allowTaskEditingForPartners', 'deadline', 'description', 'businessUnitId',
            'shareTo', 'benefits', 'qualityBenefits', 'responsibleUserIds', 'tasks', 'tags', 'files',
          ].sort(),
        );
        expect(Object.keys(body.benefits)).toHaveLength(13);
        for (const v of Object.values(body)) {
          expect(v).not.toBeNull();
          if (Array.isArray(v)) expect(v.length).toBeGreaterThan(0);
        }
        const task = body.tasks![0];
        expect(Object.keys(task).sort()).toEqual(['deadline', 'description', 'responsibleUserId', 'status', 'timeEstimate']);
        expect(Object.keys(body.files![0]).sort()).toEqual(['base64file', 'description', 'filename', 'folder']);
        expect(Object.keys(body.shareTo![0]).sort()).toEqual(['businessUnitId', 'companyId']);
      }),
      { numRuns: 100 },
    );
  });

  it('covers every status, nulls, decimals in estimates and long unicode descriptions', () => {
    const sample = fc.sample(validActionBody(DEFAULT_FIXTURES_B, { maxFileBytes: 16 }), 500);
    expect(new Set(sample.map((b) => b.status))).toEqual(new Set(['Draft', 'Suggestion', 'In Progress', 'Cancelled', 'Completed']));
    expect(sample.some((b) => b.tasks === null)).toBe(true);
    expect(sample.some((b) => b.shareTo === null)).toBe(true);
    expect(sample.some((b) => (b.tasks ?? []).some((t) => !Number.isInteger(t.timeEstimate)))).toBe(true);
    expect(sample.some((b) => (b.description ?? '').length > 0 && graphemes(b.description!) >= 1000)).toBe(true);
    expect(sample.some((b) => /[^\x00-\x7f]/.test(b.title))).toBe(true);
  });

  it('a marker leads the title and is a tag', () => {
    fc.assert(
      fc.property(validActionBody(DEFAULT_FIXTURES_B, { marker: 'cf-1234', maxFileBytes: 16 }), (body) => {
        expect(body.title.startsWith('cf-1234 ')).toBe(true);
        expect(body.tags).toContain('cf-1234');
        expect(body.tags!.filter((t) => t === 'cf-1234')).toHaveLength(1);
        expect(validate('interface-b/actionCreate', body)).toEqual([]);
      }),
      { numRuns: 100 },
    );
  });

  it('keeps to the statuses asked for, and refuses fixtures without categories', () => {
    const statuses = new Set(fc.sample(validActionBody(DEFAULT_FIXTURES_B, { statuses: ['Draft'] }), 50).map((b) => b.status));
    expect(statuses).toEqual(new Set(['Draft']));
    expect(() => validActionBody({ categoryIds: [], userIds: [], companyIds: [] })).toThrow(/category/);
  });

  // The round-trip checks create 5 to 10 bodies: each string field, and the whole of them, must meet every
  // script class within such a seeded sample, and deadlines must carry offsets other than Z.
  it('a seeded sample of 10 full bodies, as many as a default run creates, meets every script class in every string field kind, and offset deadlines', () => {
    const bodies = fc.sample(validActionBody(DEFAULT_FIXTURES_B, { fields: 'all', nulls: false, minItems: 1, maxItems: 2, maxFileBytes: 16, maxTextLength: 300 }), { seed: 20240611, numRuns: 10 });
    const kinds: Record<string, string[]> = {
      title: bodies.map((b) => b.title),
      description: bodies.map((b) => b.description ?? ''),
      tags: bodies.flatMap((b) => b.tags ?? []),
      qualityBenefits: bodies.flatMap((b) => b.qualityBenefits ?? []),
      'benefits.targetBenefitsDescription': bodies.map((b) => b.benefits.targetBenefitsDescription ?? ''),
      'tasks[].description': bodies.flatMap((b) => (b.tasks ?? []).map((t) => t.description)),
      'files[].filename': bodies.flatMap((b) => (b.files ?? []).map((f) => f.filename)),
      'files[].folder': bodies.flatMap((b) => (b.files ?? []).map((f) => f.folder)),
      'files[].description': bodies.flatMap((b) => (b.files ?? []).map((f) => f.description)),
    };
    for (const [kind, texts] of Object.entries(kinds)) {
      // Every kind meets every class (a scriptText value holds them all when its length allows).
      const missed = SCRIPT_CLASSES.filter((c) => !texts.some((s) => hasScriptClass(s, c)));
      expect(missed, kind).toEqual([]);
    }
    const all = Object.values(kinds).flat();
    expect(SCRIPT_CLASSES.filter((c) => !all.some((s) => hasScriptClass(s, c)))).toEqual([]);
    const deadlines = bodies.flatMap((b) => [b.deadline!, ...(b.tasks ?? []).map((t) => t.deadline)]);
    expect(deadlines.some((d) => /[+-]\d{2}:\d{2}$/.test(d))).toBe(true);
  });
});
