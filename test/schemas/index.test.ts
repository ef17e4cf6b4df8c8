import fc from 'fast-check';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { schemaFor, schemaIds, toValidatable, validate, type SchemaId } from '../../schemas/index.ts';
import * as samples from './samples.ts';
import { members, setAt } from './samples.ts';

const EXPECTED_IDS = [
  'common/errorBody',
  'interface-a/documentBody',
  'interface-a/documentQueryResponse',
  'interface-b/action',
  'interface-b/actionCreate',
  'interface-b/actionPatch',
  'interface-b/actionList',
  'interface-b/user',
  'interface-b/company',
  'interface-b/task',
  'interface-b/file',
  'interface-b/comment',
  'interface-b/history',
  'interface-b/benefits',
  'interface-b/deleteResponse',
];

describe('schema registry', () => {
  it('registers every resource once, under its own $id', () => {
    expect([...schemaIds].sort()).toEqual([...EXPECTED_IDS].sort());
    for (const id of schemaIds) expect(schemaFor(id).$id).toBe(id);
  });

  it('holds only valid JSON Schemas (the registry does not check them against the meta-schema at load)', () => {
    const strict = new Ajv({ strict: false });
    for (const id of schemaIds) expect(strict.validateSchema(schemaFor(id)), `${id}: ${strict.errorsText()}`).toBe(true);
    // The check can fail: a keyword of the wrong type is not a schema.
    expect(strict.validateSchema({ ...schemaFor('common/errorBody'), required: 'type' })).toBe(false);
  });

  it('rejects an unknown id instead of passing everything', () => {
    expect(() => validate('interface-b/nothing' as SchemaId, {})).toThrow(/unknown schema/);
  });
});

describe('response schemas accept what the specification allows', () => {
  const cases: [SchemaId, () => unknown][] = [
    ['interface-b/action', samples.action],
    ['interface-b/actionList', samples.actionList],
    ['interface-b/user', samples.user],
    ['interface-b/company', samples.company],
    ['interface-b/task', () => samples.action().tasks[0]],
    ['interface-b/file', () => samples.action().files[0]],
    ['interface-b/comment', () => samples.action().comments[0]],
    ['interface-b/history', () => samples.action().history[0]],
    ['interface-b/benefits', () => samples.action().benefits],
    ['interface-a/documentQueryResponse', samples.documentQueryResponse],
    ['common/errorBody', samples.errorBody],
    ['interface-b/deleteResponse', samples.deleteResponse],
  ];

  it.each(cases)('%s: the sample is valid', (id, make) => {
    expect(validate(id, make())).toEqual([]);
  });

  it('an action needs nothing but its id (a list leaves out tasks, files, comments, history)', () => {
    expect(validate('interface-b/action', { id: 1 })).toEqual([]);
  });

  it('unlisted fields at any depth are accepted', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), fc.jsonValue(), (pick, extra) => {
        const body = samples.actionList();
        const objects = [body, ...members(body).map((m) => m.value)].filter(
          (v): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v),
        );
        objects[pick % objects.length].unlistedField = extra;
        expect(validate('interface-b/actionList', body)).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });

  it('null is tolerated for every listed field of an action except id', () => {
    const pointers = members(samples.action())
      .filter((m) => m.key !== 'id' && !/^\d+$/.test(m.key))
      .map((m) => m.pointer);
    expect(pointers.length).toBeGreaterThan(60);
    fc.assert(
      fc.property(fc.subarray(pointers, { minLength: 1 }), (chosen) => {
        const body = samples.action();
        // Deepest first, so that nulling a parent does not hide a child's pointer.
        for (const p of [...chosen].sort((a, b) => b.length - a.length)) {
          try {
            setAt(body, p, null);
          } catch {
            // an ancestor is already null
          }
        }
        expect(validate('interface-b/action', body)).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });

  it('A3 items and page information tolerate nulls in item fields only', () => {
    expect(validate('interface-a/documentQueryResponse', { data: [{ fileName: null, description: null, type: null }] })).toEqual([]);
    expect(validate('interface-b/actionList', { data: [{ id: 1, title: null, tasks: null }], meta: { paging: { totalCount: 1, currentPage: 1 } } })).toEqual([]);
  });
});

describe('response schemas reject wrong types', () => {
  it('any listed field of an action holding another JSON type is reported at its pointer', () => {
    const leaves = members(samples.action()).filter((m) => !/^\d+$/.test(m.key));
    fc.assert(
      fc.property(fc.constantFrom(...leaves), (leaf) => {
        const body = samples.action();
        const wrong =
          typeof leaf.value === 'string' ? 42 : typeof leaf.value === 'number' || typeof leaf.value === 'boolean' ? 'x' : Array.isArray(leaf.value) ? 'x' : 17;
        setAt(body, leaf.pointer, wrong);
        const errors = validate('interface-b/action', body);
        expect(errors.length).toBeGreaterThan(0);
        expect(errors.some((e) => e.startsWith(`${leaf.pointer} `))).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it.each<[string, SchemaId, unknown, string]>([
    ['missing action id', 'interface-b/action', { title: 'x' }, '/id is required'],
    ['null action id', 'interface-b/action', { id: null }, '/id must be integer'],
    ['string action id', 'interface-b/action', { id: '1001' }, '/id must be integer'],
    ['fractional category', 'interface-b/action', { id: 1, categoryId: 2.5 }, '/categoryId must be integer or null'],
    ['bad date-time', 'interface-b/action', { id: 1, deadline: '31.12.2024' }, '/deadline must match format "date-time"'],
    ['date-time without offset', 'interface-b/action', { id: 1, createdTime: '2024-03-01T10:00:00' }, '/createdTime must match format "date-time"'],
    ['nested user id null', 'interface-b/action', { id: 1, authorUser: { id: null } }, '/authorUser/id must be integer'],
    ['reply author wrong', 'interface-b/comment', { id: 1, replies: [{ id: 2, authorUser: 'Ada' }] }, '/replies/0/authorUser must be object or null'],
    ['task inside action', 'interface-b/action', { id: 1, tasks: [{ id: 2, isActive: 'yes' }] }, '/tasks/0/isActive must be boolean or null'],
    ['null task item', 'interface-b/action', { id: 1, tasks: [null] }, '/tasks/0 must be object'],
    ['history event', 'interface-b/history', { event: 5 }, '/event must be string or null'],
    ['benefit amount as text', 'interface-b/benefits', { annualSpend: '100 EUR' }, '/annualSpend must be number or null'],
    ['user company id', 'interface-b/user', { id: 1, companyId: '3' }, '/companyId must be integer or null'],
    ['list without meta', 'interface-b/actionList', { data: [] }, '/meta is required'],
    ['list without paging', 'interface-b/actionList', { data: [], meta: {} }, '/meta/paging is required'],
    ['paging count as text', 'interface-b/actionList', { data: [], meta: { paging: { totalCount: '2', currentPage: 1 } } }, '/meta/paging/totalCount must be integer'],
    ['paging page null', 'interface-b/actionList', { data: [], meta: { paging: { totalCount: 2, currentPage: null } } }, '/meta/paging/currentPage must be integer'],
    ['list data null', 'interface-b/actionList', { data: null, meta: { paging: { totalCount: 0, currentPage: 1 } } }, '/data must be array'],
    ['list item without id', 'interface-b/actionList', { data: [{}], meta: { paging: { totalCount: 1, currentPage: 1 } } }, '/data/0/id is required'],
    ['A3 without data', 'interface-a/documentQueryResponse', {}, '/data is required'],
    ['A3 item field', 'interface-a/documentQueryResponse', { data: [{ fileName: 3 }] }, '/data/0/fileName must be string or null'],
    ['A3 data object', 'interface-a/documentQueryResponse', { data: {} }, '/data must be array'],
    ['error without errors', 'common/errorBody', { message: 'bad' }, '/errors is required'],
    ['error message null', 'common/errorBody', { message: null, errors: [] }, '/message must be string'],
    ['error item without source', 'common/errorBody', { message: 'bad', errors: [{ type: 'X', message: 'm' }] }, '/errors/0/source is required'],
    ['error item type number', 'common/errorBody', { message: 'bad', errors: [{ type: 1, message: 'm', source: 's' }] }, '/errors/0/type must be string'],
    ['error body as text', 'common/errorBody', 'Bad Request', '(root) must be object'],
    ['delete without message', 'interface-b/deleteResponse', {}, '/message is required'],
  ])('%s', (_name, id, value, message) => {
    expect(validate(id, value)).toContain(message);
  });
});

describe('request schemas', () => {
  const minimal = () => ({ status: 'Draft', title: 't', categoryId: 1, allowTaskEditingForPartners: false, benefits: {} });

  it('accept the minimal creation body, with unlisted fields too', () => {
    expect(validate('interface-b/actionCreate', minimal())).toEqual([]);
    expect(validate('interface-b/actionCreate', { ...minimal(), somethingElse: [1] })).toEqual([]);
  });

  it.each(['status', 'title', 'categoryId', 'allowTaskEditingForPartners', 'benefits'])('require %s', (field) => {
    const body: Record<string, unknown> = minimal();
    delete body[field];
    expect(validate('interface-b/actionCreate', body)).toEqual([`/${field} is required`]);
  });

  it('allow exactly the five creation statuses', () => {
    for (const status of ['Draft', 'Suggestion', 'In Progress', 'Cancelled', 'Completed']) {
      expect(validate('interface-b/actionCreate', { ...minimal(), status })).toEqual([]);
    }
    for (const status of ['Open', 'draft', 'InProgress', '']) {
      expect(validate('interface-b/actionCreate', { ...minimal(), status })[0]).toMatch(/^\/status must be one of "Draft"/);
    }
  });

  it('accept null exactly where the table says "or null"', () => {
    for (const field of ['businessUnitId', 'shareTo', 'qualityBenefits', 'tasks', 'tags', 'files']) {
      expect(validate('interface-b/actionCreate', { ...minimal(), [field]: null })).toEqual([]);
    }
    for (const field of ['deadline', 'description', 'responsibleUserIds', 'title', 'benefits']) {
      expect(validate('interface-b/actionCreate', { ...minimal(), [field]: null })).not.toEqual([]);
    }
  });

  it('check nested creation fields', () => {
    const bad = {
      ...minimal(),
      tasks: [{ responsibleUserId: '1', timeEstimate: 1.25 }],
      files: [{ base64file: 'abc' }],
      shareTo: [{ companyId: 1, businessUnitId: 1.5 }],
      benefits: { annualSpend: '12' },
    };
    expect(validate('interface-b/actionCreate', bad).sort()).toEqual(
      [
        '/tasks/0/responsibleUserId must be integer',
        '/files/0/base64file must match format "base64"',
        '/shareTo/0/businessUnitId must be integer',
        '/benefits/annualSpend must be number',
      ].sort(),
    );
  });

  it('a PATCH body requires nothing but types its fields', () => {
    expect(validate('interface-b/actionPatch', {})).toEqual([]);
    expect(validate('interface-b/actionPatch', { title: 'x', status: 'Completed' })).toEqual([]);
    expect(validate('interface-b/actionPatch', { status: 'Open' })).toHaveLength(1);
  });

  it('the document body: all optional, Base64 checked, metadata pairs complete', () => {
    expect(validate('interface-a/documentBody', {})).toEqual([]);
    expect(validate('interface-a/documentBody', { fileName: 'a.txt', base64EncodedContents: 'YWJj', metaData: [{ key: 'k', value: 'v' }], x: 1 })).toEqual([]);
    expect(validate('interface-a/documentBody', { base64EncodedContents: 'YWJ' })).toEqual(['/base64EncodedContents must match format "base64"']);
    for (const bad of ['YQ=', 'A===', 'AA=A', '!!\n', '\nAAAA', 'AAAA\n', 'YW Jj', 'YWJj====', 'YW-_']) {
      expect(validate('interface-a/documentBody', { base64EncodedContents: bad })).toHaveLength(1);
    }
    for (const good of ['', 'YQ==', 'YWI=', 'YWJj', Buffer.alloc(3_000_000, 9).toString('base64')]) {
      expect(validate('interface-a/documentBody', { base64EncodedContents: good })).toEqual([]);
    }
    expect(validate('interface-a/documentBody', { metaData: [{ value: 'v' }, { key: 'k', value: 1 }] })).toEqual([
      '/metaData/0/key is required',
      '/metaData/1/value must be string',
    ]);
    expect(validate('interface-a/documentBody', [])).toEqual(['(root) must be object']);
  });
});

describe('unsafe integers', () => {
  const big = 2n ** 63n - 1n;

  it('toValidatable copies deeply and turns bigint into numbers', () => {
    const original = { id: big, nested: [{ id: 5n, name: 'x' }], n: null };
    const copy = toValidatable(original) as typeof original;
    expect(copy).toEqual({ id: Number(big), nested: [{ id: 5, name: 'x' }], n: null });
    expect(copy.nested).not.toBe(original.nested);
    expect(original.id).toBe(big);
  });

  it('toValidatable keeps a "__proto__" member as data', () => {
    const parsed = JSON.parse('{"__proto__": {"polluted": true}, "id": 1}') as object;
    const copy = toValidatable(parsed) as Record<string, unknown>;
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect(Object.keys(copy)).toEqual(['__proto__', 'id']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('validate judges bigint ids as integers, and still reports real faults', () => {
    expect(validate('interface-b/action', { id: big, categoryId: big })).toEqual([]);
    expect(validate('interface-b/actionList', { data: [{ id: big }], meta: { paging: { totalCount: 1n, currentPage: 1 } } })).toEqual([]);
    expect(validate('interface-b/action', { id: big, title: 5n })).toEqual(['/title must be string or null']);
  });
});

describe('messages', () => {
  it('each begins with the JSON pointer of the offending value, or (root)', () => {
    const errors = [
      ...validate('interface-b/actionList', { data: [{ id: 'x', tasks: [{ deadline: 1 }] }], meta: { paging: {} } }),
      ...validate('common/errorBody', 7),
    ];
    expect(errors.length).toBe(5);
    for (const e of errors) expect(e).toMatch(/^(\(root\)|(\/[^ ]*)+) (must|is) /);
  });
});
