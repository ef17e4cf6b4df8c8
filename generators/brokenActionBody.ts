// Broken B2 creation bodies, each labelled with what is broken and, where the specification says, what
// the error body should name (part 7: MISSING_REQUIRED_PARAMETER with the field as source).
import fc from 'fast-check';
import { ACTION_CREATE_REQUIRED } from '../schemas/interface-b/actionCreate.ts';
import { malformedJsonTexts, show, WHOLE_BODY, type BrokenKind } from './brokenCase.ts';
import type { FixtureSet } from './fixtureSet.ts';
import { validActionBody, type ActionCreateBody } from './validActionBody.ts';

export interface BrokenActionBody {
  label: string;
  kind: BrokenKind;
  /** Path of the offending field (`title`, `benefits.annualSpend`, `tasks[0].deadline`) or `(body)`. */
  field: string;
  /** The body to send as JSON; absent when `rawBody` is set. */
  body?: unknown;
  /** A body text to send as is, with content type application/json. */
  rawBody?: string;
  /** What the 400 error body should carry, as far as the specification tells. */
  expect: { type?: string; source?: string };
}

export interface BrokenActionBodyOptions {
  /** Only these kinds of breakage. */
  kinds?: readonly BrokenKind[];
  /** Only cases whose field is one of these paths. */
  fields?: readonly string[];
  /** Marks the valid parts (title, tags) so that anything a lenient platform creates can be found. */
  marker?: string;
}

type Body = Record<string, unknown>;
interface Mutation {
  label: string;
  kind: BrokenKind;
  field: string;
  expect: BrokenActionBody['expect'];
  apply(base: Body): { body: unknown } | { rawBody: string };
}

type FieldType = 'string' | 'date-time' | 'integer' | 'boolean' | 'array' | 'object';

const TOP_LEVEL: Record<keyof ActionCreateBody, { type: FieldType; nullable: boolean }> = {
  status: { type: 'string', nullable: false },
  title: { type: 'string', nullable: false },
  categoryId: { type: 'integer', nullable: false },
  allowTaskEditingForPartners: { type: 'boolean', nullable: false },
  deadline: { type: 'date-time', nullable: false },
  description: { type: 'string', nullable: false },
  businessUnitId: { type: 'integer', nullable: true },
  shareTo: { type: 'array', nullable: true },
  benefits: { type: 'object', nullable: false },
  qualityBenefits: { type: 'array', nullable: true },
  responsibleUserIds: { type: 'array', nullable: false },
  tasks: { type: 'array', nullable: true },
  tags: { type: 'array', nullable: true },
  files: { type: 'array', nullable: true },
};

const WRONG_VALUES: Record<FieldType, { value: unknown; what: string }[]> = {
  string: [
    { value: 42, what: 'a number' },
    { value: true, what: 'a boolean' },
    { value: { text: 'x' }, what: 'an object' },
    { value: ['x'], what: 'an array' },
  ],
  'date-time': [
    { value: 1_700_000_000_000, what: 'a number (epoch milliseconds)' },
    { value: true, what: 'a boolean' },
    { value: ['2030-01-01T00:00:00.000Z'], what: 'an array' },
  ],
  integer: [
    { value: '1', what: 'a numeric string' },
    { value: 1.5, what: 'a fraction' },
    { value: true, what: 'a boolean' },
    { value: 'abc', what: 'a string' },
    { value: [1], what: 'an array' },
  ],
  boolean: [
    { value: 'true', what: 'a string' },
    { value: 1, what: 'a number' },
    { value: {}, what: 'an object' },
  ],
  array: [
    { value: {}, what: 'an object' },
    { value: 'x', what: 'a string' },
    { value: 42, what: 'a number' },
  ],
  object: [
    { value: 'x', what: 'a string' },
    { value: [], what: 'an array' },
    { value: 42, what: 'a number' },
  ],
};

const BENEFIT_NUMBERS = [
  'targetBenefitsSavings',
  'personnelCostsAndInvestments',
  'annualSpend',
  'targetAnnualCostSavings',
  'actualAnnualCostSavings',
  'estimatedAnnualCo2EmissionImpact',
];
const BENEFIT_STRINGS = [
  'targetBenefitsDescription',
  'targetBenefitsSavingsCurrency',
  'personnelCostsAndInvestmentsCurrency',
  'annualSpendCurrency',
  'targetAnnualCostSavingsCurrency',
  'actualAnnualCostSavingsCurrency',
  'estimatedAnnualCo2EmissionImpactUnit',
];

/** Statuses a creation must refuse: the returned-only Open, case and spacing variants of allowed ones, others. */
export const BAD_STATUSES: readonly string[] = ['Open', 'draft', 'IN PROGRESS', 'InProgress', ' Draft', '', 'Archived'];
const BAD_DATE_TIMES = ['tomorrow', '2030-13-45T25:61:00Z', '2030-05-01', '01/05/2030 10:00', '2030-05-01T10:00:00'];

function mutations(fixtures: FixtureSet): Mutation[] {
  const list: Mutation[] = [];
  const set = (field: string, value: unknown) => (base: Body) => ({ body: { ...structuredClone(base), [field]: value } });

  for (const field of ACTION_CREATE_REQUIRED) {
    list.push({
      label: `required field ${field} missing`,
      kind: 'missing-required',
      field,
      expect: { type: 'MISSING_REQUIRED_PARAMETER', source: field },
      apply: (base) => {
        const body = structuredClone(base);
        delete body[field];
        return { body };
      },
    });
  }

  for (const [field, { type, nullable }] of Object.entries(TOP_LEVEL)) {
    for (const { value, what } of WRONG_VALUES[type]) {
      list.push({ label: `${field} is ${what} (${show(value)})`, kind: 'wrong-type', field, expect: { source: field }, apply: set(field, value) });
    }
    if (!nullable) {
      list.push({ label: `${field} is null`, kind: 'null-not-allowed', field, expect: { source: field }, apply: set(field, null) });
    }
  }

  for (const status of BAD_STATUSES) {
    list.push({
      label: `status ${show(status)} is not an allowed creation status`,
      kind: 'bad-enum',
      field: 'status',
      expect: { source: 'status' },
      apply: set('status', status),
    });
  }
  for (const deadline of BAD_DATE_TIMES) {
    list.push({ label: `deadline ${show(deadline)} is not a date-time`, kind: 'bad-format', field: 'deadline', expect: { source: 'deadline' }, apply: set('deadline', deadline) });
  }

  // Nested fields: the specification does not say how `source` names them, so no source is expected.
  const nested = (field: string, label: string, kind: BrokenKind, apply: Mutation['apply']) =>
    list.push({ label, kind, field, expect: {}, apply });
  const withBenefit = (name: string, value: unknown) => (base: Body) => {
    const body = structuredClone(base);
    body.benefits = { ...(body.benefits as Body), [name]: value };
    return { body };
  };
  for (const name of BENEFIT_NUMBERS) nested(`benefits.${name}`, `benefits.${name} is a string ("twelve")`, 'wrong-type', withBenefit(name, 'twelve'));
  for (const name of BENEFIT_STRINGS) nested(`benefits.${name}`, `benefits.${name} is a number (12)`, 'wrong-type', withBenefit(name, 12));

  const sampleItems: Record<string, Body> = {
    tasks: {
      description: 'Review the supplier audit',
      ...(fixtures.userIds.length > 0 ? { responsibleUserId: fixtures.userIds[0] } : {}),
      deadline: '2030-01-01T00:00:00.000Z',
      timeEstimate: 1.5,
      status: 'Open',
    },
    files: { filename: 'report.txt', folder: 'General', description: 'report', base64file: 'cmVwb3J0' },
    shareTo: { companyId: fixtures.companyIds[0] ?? 1 },
  };
  // The first item of an array field, broken in one member; the base's own first item when it has one.
  const withItem = (array: string, member: string, value: unknown) => (base: Body) => {
    const body = structuredClone(base);
    const own = Array.isArray(body[array]) ? (body[array] as Body[])[0] : undefined;
    body[array] = [{ ...(own ?? sampleItems[array]), [member]: value }];
    return { body };
  };
  const itemCases: [string, string, unknown, BrokenKind, string][] = [
    ['tasks', 'description', 7, 'wrong-type', 'a number'],
    ['tasks', 'responsibleUserId', 'u1', 'wrong-type', 'a string'],
    ['tasks', 'responsibleUserId', 2.5, 'wrong-type', 'a fraction'],
    ['tasks', 'deadline', 'next week', 'bad-format', 'not a date-time'],
    ['tasks', 'timeEstimate', '2h', 'wrong-type', 'a string'],
    ['tasks', 'status', 1, 'wrong-type', 'a number'],
    ['files', 'filename', 5, 'wrong-type', 'a number'],
    ['files', 'folder', {}, 'wrong-type', 'an object'],
    ['files', 'description', false, 'wrong-type', 'a boolean'],
    ['files', 'base64file', 123, 'wrong-type', 'a number'],
    ['files', 'base64file', 'not base64!', 'bad-format', 'not Base64'],
    ['shareTo', 'companyId', 'one', 'wrong-type', 'a string'],
    ['shareTo', 'businessUnitId', 'one', 'wrong-type', 'a string'],
  ];
  for (const [array, member, value, kind, what] of itemCases) {
    nested(`${array}[0].${member}`, `${array}[0].${member} is ${what} (${show(value)})`, kind, withItem(array, member, value));
  }
  const badItems: [string, unknown, string][] = [
    ['tasks', 'do it', 'a string'],
    ['files', 42, 'a number'],
    ['shareTo', 1, 'a number'],
    ['responsibleUserIds', 'one', 'a string'],
    ['tags', 5, 'a number'],
    ['qualityBenefits', {}, 'an object'],
  ];
  for (const [array, item, what] of badItems) {
    nested(`${array}[0]`, `an item of ${array} is ${what} (${show(item)})`, 'bad-item', (base) => ({
      body: { ...structuredClone(base), [array]: [item] },
    }));
  }

  for (const { what, text } of malformedJsonTexts('{"status":"Draft","title":"x"}')) {
    list.push({ label: `malformed JSON: ${what}`, kind: 'malformed-json', field: WHOLE_BODY, expect: {}, apply: () => ({ rawBody: text }) });
  }
  list.push({
    label: 'malformed JSON: a truncated creation body',
    kind: 'malformed-json',
    field: WHOLE_BODY,
    expect: {},
    apply: (base) => {
      const text = JSON.stringify(base);
      return { rawBody: text.slice(0, Math.floor(text.length / 2)) };
    },
  });
  const nonObjects: [string, (base: Body) => unknown][] = [
    ['an array holding a valid body', (base) => [structuredClone(base)]],
    ['a string', () => 'Draft'],
    ['a number', () => 42],
    ['null', () => null],
    ['a boolean', () => true],
  ];
  for (const [what, make] of nonObjects) {
    list.push({ label: `body is ${what}`, kind: 'non-object', field: WHOLE_BODY, expect: {}, apply: (base) => ({ body: make(base) }) });
  }
  return list;
}

export function brokenActionBody(
  fixtures: FixtureSet,
  options: BrokenActionBodyOptions = {},
): fc.Arbitrary<BrokenActionBody> {
  const chosen = mutations(fixtures).filter(
    (m) => (!options.kinds || options.kinds.includes(m.kind)) && (!options.fields || options.fields.includes(m.field)),
  );
  if (chosen.length === 0) throw new Error('no broken creation body matches the options');
  // A base with every field, so that breaking one leaves the rest valid and the fault is the only one.
  const base = validActionBody(fixtures, {
    fields: 'all',
    nulls: false,
    minItems: 1,
    maxItems: 2,
    maxFileBytes: 256,
    maxTextLength: 300,
    marker: options.marker,
  });
  return fc.tuple(base, fc.constantFrom(...chosen)).map(([valid, m]) => ({
    label: m.label,
    kind: m.kind,
    field: m.field,
    expect: m.expect,
    ...m.apply(valid as unknown as Body),
  }));
}
